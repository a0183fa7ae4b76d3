import MDXComponents from '@theme-original/MDXComponents';
import Diagram from '@site/src/components/Diagram';

// `<Diagram>` is what the diagrams remark plugin (src/plugins/diagrams) turns a pre-rendered Mermaid block into.
export default {...MDXComponents, Diagram};
