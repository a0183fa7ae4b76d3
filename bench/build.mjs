// `npm run bench`: a cold production build (wall time, peak memory), then the JavaScript and CSS a reader
// downloads for each kind of page, measured in headless Chromium. Prints figures; asserts nothing.
// DOCS_FASTER=false measures the build without Docusaurus Faster.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {fileURLToPath} from 'node:url';
import {serveBuild, launchChromium} from './site.mjs';
import {run as runIn, mb} from './process.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = 3200;
const pages = [
  ['home page', '/'],
  ['docs page', '/concepts/building-block/'],
  ['blog post', '/blog/2025/11/05/Release-0/'],
  ['blog list page', '/blog/'],
  ['API page', '/api/mesh-workspace-list/'],
];

const run = (command, args, options = {}) => runIn(command, args, {cwd: root, ...options});
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const faster = process.env.DOCS_FASTER !== 'false';
await run('npm', ['run', 'gen:api']);
for (const dir of ['build', '.docusaurus', 'node_modules/.cache']) fs.rmSync(path.join(root, dir), {recursive: true, force: true});
const build = await run(process.execPath, ['scripts/build.mjs'], {sampleMemory: true});
console.log(`cold build (${faster ? 'Docusaurus Faster' : 'without Faster'}): ${build.seconds.toFixed(1)} s wall, peak memory ${mb(build.peak)}`);

const server = await serveBuild(port);
try {
  const browser = await launchChromium();
  console.log('\nJavaScript and CSS a reader downloads (fresh browser, page loaded and idle):');
  console.log('page'.padEnd(16) + 'JS raw'.padStart(11) + 'JS gzip'.padStart(11) + 'CSS raw'.padStart(11) + 'CSS gzip'.padStart(11) + '  files');
  for (const [name, url] of pages) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const bodies = [];
    page.on('response', async (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      bodies.push(response.body().then((body) => ({type, body})).catch(() => null));
    });
    await page.goto(`http://127.0.0.1:${port}${url}`, {waitUntil: 'networkidle'});
    const files = (await Promise.all(bodies)).filter(Boolean);
    const sum = (type, f) => files.filter((x) => x.type === type).reduce((n, x) => n + f(x.body), 0);
    const raw = (b) => b.length;
    const gz = (b) => zlib.gzipSync(b, {level: 9}).length;
    console.log(
      name.padEnd(16) +
        kb(sum('script', raw)).padStart(11) + kb(sum('script', gz)).padStart(11) +
        kb(sum('stylesheet', raw)).padStart(11) + kb(sum('stylesheet', gz)).padStart(11) + `  ${files.length}`,
    );
    await context.close();
  }
  await browser.close();
} finally {
  server.kill();
}
