import MDXComponents from '@theme-original/MDXComponents';
import Diagram from '@site/src/components/Diagram';
import ReleaseHistory from '@site/src/plugins/release-notes/theme/ReleaseHistory';

// `<Diagram>` is what the diagrams remark plugin (src/plugins/diagrams) turns a pre-rendered Mermaid block into;
// `<ReleaseHistory>` ends every docs page (src/plugins/release-notes/history.ts).
export default {...MDXComponents, Diagram, ReleaseHistory};
