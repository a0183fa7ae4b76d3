// `npm run build:fixtures`: the test fixture site (tests/fixture-site) into build-fixtures/, for the few end-to-end
// tests that need test-only pages. Its own generated files folder keeps the production build's `.docusaurus` intact,
// and, like the production build, it runs cold (no persistent bundler cache). About 10 s.
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const docusaurus = path.join(root, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
const result = spawnSync(process.execPath, [docusaurus, 'build', '--config', 'tests/fixture-site/docusaurus.config.ts', '--out-dir', 'build-fixtures', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: {DOCUSAURUS_NO_PERSISTENT_CACHE: 'true', ...process.env, DOCUSAURUS_GENERATED_FILES_DIR_NAME: '.docusaurus-fixtures'},
});
process.exit(result.status ?? 1);
