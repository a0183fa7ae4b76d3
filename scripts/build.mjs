// `npm run build` (after `npm run gen:api`): the production build in two processes, with Docusaurus' own switches.
//
// 1. `DOCUSAURUS_EXIT_AFTER_BUNDLING=true docusaurus build` bundles the client and the server code and exits.
// 2. `DOCUSAURUS_SKIP_BUNDLING=true docusaurus build` renders every page from those bundles (SSG), then runs the
//    plugins' postBuild (search index, llms.txt, feeds, the change finder's feed) and the broken-link check.
//
// Both run with `DOCUSAURUS_NO_PERSISTENT_CACHE=true`: Rspack's persistent cache makes a second `npm start` fast, but a
// production build runs cold (as in CI), where writing the cache only costs memory (about 370 MB at today's size).
//
// Why two: Rspack keeps most of what it needed for bundling in native memory until its process ends, and in one
// process the rendering and postBuild phases stack their memory on top of it. Measured with `npm run bench:scale`
// (see README, "Build memory"). Extra arguments go to both runs (e.g. `npm run build -- --out-dir dist`).
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const docusaurus = path.join(root, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
const args = process.argv.slice(2);

for (const [phase, env] of [
  // Rspack's allocator (mimalloc) hands memory it has freed back to the system at once, rather than keeping it for
  // later: about 190 MB less peak memory with four times the release notes (mean of 5 runs against 7), for about
  // 5 s more.
  ['bundling', {DOCUSAURUS_EXIT_AFTER_BUNDLING: 'true', MIMALLOC_PURGE_DELAY: '0', MIMALLOC_PURGE_DECOMMITS: '1'}],
  // Rendering allocates many short-lived objects (each page's React tree and HTML, then the search index and the
  // Markdown copies): a larger young generation lets V8 collect them less often, in the main thread and in the two
  // rendering workers. ×4 the release notes: about 3 s less, about 120 MB more (still far below the bundling step).
  ['rendering', {DOCUSAURUS_SKIP_BUNDLING: 'true', NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-semi-space-size=64`.trim()}],
]) {
  const started = performance.now();
  const result = spawnSync(process.execPath, [docusaurus, 'build', ...args], {cwd: process.cwd(), stdio: 'inherit', env: {DOCUSAURUS_NO_PERSISTENT_CACHE: 'true', ...process.env, ...env}});
  if (result.status !== 0) {
    console.error(`build: the ${phase} step failed${result.signal ? ` (${result.signal})` : ''}`);
    process.exit(result.status ?? 1);
  }
  console.log(`build: ${phase} took ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
