// `node --import tsx writeIndex.ts <outDir> <baseUrl> <indexUrl>`: writes the search index of a built site. The
// search plugin's postBuild runs it in a process of its own (index.ts); a failure ends it with the message on stderr.
import {writeSearchIndex} from './index';

const [outDir, baseUrl, indexUrl] = process.argv.slice(2);
writeSearchIndex(outDir, baseUrl, indexUrl).then(
  (summary) => console.log(summary),
  (error: Error) => {
    console.error(error.message);
    process.exit(1);
  },
);
