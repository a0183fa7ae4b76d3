// The spelling check in a worker thread of its own (see index.ts). Plain JavaScript: a worker does not inherit the
// TypeScript loader of its parent, so it registers tsx itself before it loads spelling.ts.
import {parentPort, workerData} from 'node:worker_threads';
import {register} from 'tsx/esm/api';

register();
// spelling.ts is a CommonJS module here (the package has no "type": "module"): its exports are the default export.
const spelling = await import('./spelling.ts');
const {lintSpelling} = spelling.default ?? spelling;
lintSpelling(workerData.root).then(
  (problems) => parentPort.postMessage({problems}),
  (error) => parentPort.postMessage({error: error.stack ?? error.message}),
);
