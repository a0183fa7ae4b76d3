// Runs one check of the lint in a worker thread of its own (see index.ts): imports `module` and posts what its
// function `name` returns for `root`. Plain JavaScript: a worker does not inherit the TypeScript loader of its
// parent, so it registers tsx itself before it loads the check.
import {parentPort, workerData} from 'node:worker_threads';
import {pathToFileURL} from 'node:url';
import {register} from 'tsx/esm/api';

register();
const {module, name, root} = workerData;
// The checks are CommonJS modules here (the package has no "type": "module"): their exports are the default export.
const loaded = await import(pathToFileURL(module).href);
const check = (loaded.default ?? loaded)[name];
Promise.resolve(check(root)).then(
  (problems) => parentPort.postMessage({problems}),
  (error) => parentPort.postMessage({error: error.stack ?? error.message}),
);
