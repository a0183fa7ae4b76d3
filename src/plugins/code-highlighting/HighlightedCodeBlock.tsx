import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlock from '@theme-original/CodeBlock';

// What the classic theme does at start-up on every page, done here once a page with code needs it.
prismIncludeLanguages(Prism);

export default CodeBlock;
