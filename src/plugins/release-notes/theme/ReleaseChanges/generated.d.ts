// The change finder's full index, written by the release-notes plugin with createData (see ../../index.ts).
declare module '@generated/docusaurus-plugin-content-blog/default/changes-index.json' {
  import type {CompactIndex} from '../../compact';
  const index: CompactIndex;
  export default index;
}
