// The API reference pages: `npm run gen:api` (part of `npm run build`; `npm start` does the same when the site loads,
// src/plugins/api-reference/generate.ts).
//
//   node --import tsx scripts/openapi.ts gen [--force]   lint each document of src/data/apis.ts, then generate its
//                                                        pages, skipping documents that did not change
//   node --import tsx scripts/openapi.ts lint [file ...] lint only
import path from 'path';
import {apis} from '../src/data/apis';
import {generateApiPages, lintDocuments} from '../src/plugins/api-reference/generate';

const root = path.join(__dirname, '..');

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  if (command === 'lint') {
    const files = args.length > 0 ? args : apis.map((api) => api.specPath);
    await lintDocuments(files, root);
    console.log(`OpenAPI lint: ${files.join(', ')}: no errors`);
    return;
  }
  if (command === 'gen') {
    for (const {line} of await generateApiPages(root, apis, {force: args.includes('--force')})) console.log(line);
    return;
  }
  throw new Error('usage: scripts/openapi.ts gen [--force] | lint [document.yaml ...]');
}

main().catch((error) => {
  console.error(`openapi: ${(error as Error).message}`);
  process.exit(1);
});
