// `npm run bench:changes` (after a build): how fast the change finder (/blog/changes/) answers. Prints figures;
// asserts nothing.
// 1. In Node: the filter over every change of every release, for queries typed one character at a time.
// 2. In Chromium: from each keystroke in the finder's "Words" box to the list on screen updated (the next frame).
// And what the finder downloads before and at its first use.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {serveBuild, launchChromium, root} from './site.mjs';
import {decodeIndex} from '../src/plugins/release-notes/compact.ts';
import {searchTexts, selectChanges, emptyFilters} from '../src/plugins/release-notes/theme/ReleaseChanges/filters.ts';

const port = 3202;
const queries = ['landing zone', 'tenant replication', 'building block definition', 'azure subscription', 'api key permissions', 'chargeback'];
const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (p) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
  return `p50 ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms, max ${s[s.length - 1].toFixed(2)} ms (${s.length} keystrokes)`;
};

const indexFile = path.join(root, '.docusaurus', 'docusaurus-plugin-content-blog', 'default', 'changes-index.json');
const model = decodeIndex(JSON.parse(fs.readFileSync(indexFile, 'utf8')));
const texts = searchTexts(model);
const node = [];
for (let round = 0; round < 5; round++) {
  for (const q of queries) {
    for (let i = 1; i <= q.length; i++) {
      const started = performance.now();
      selectChanges(model, {...emptyFilters, q: q.slice(0, i), from: round % 2 ? model.releases[100].version : ''}, texts);
      node.push(performance.now() - started);
    }
  }
}
console.log(`change finder: ${model.changes.length} changes of ${model.releases.length} releases`);
console.log(`filter in Node: ${stats(node.slice(queries.join('').length))}`);

const server = await serveBuild(port);
try {
  const browser = await launchChromium();
  const page = await browser.newPage();
  const bytes = {before: 0, firstUse: 0};
  let phase = 'before';
  page.on('response', async (response) => {
    const body = await response.body().catch(() => null);
    if (body) bytes[phase] += /\.(js|css|json|html)$|\/$/.test(new URL(response.url()).pathname) ? zlib.gzipSync(body).length : body.length;
  });
  await page.goto(`http://127.0.0.1:${port}/blog/changes/`, {waitUntil: 'networkidle'});
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  phase = 'firstUse';
  const words = page.getByRole('searchbox', {name: 'Words'});
  await words.focus();
  await page.getByRole('status').first().waitFor();
  await page.waitForLoadState('networkidle');
  console.log(`downloaded (gzip): ${(bytes.before / 1024).toFixed(1)} KB with the page, ${(bytes.firstUse / 1024).toFixed(1)} KB more at the first use of the filters`);

  // Each keystroke: from keydown to the first frame that shows the updated list.
  await page.evaluate(() => {
    window.__keystrokes = [];
    document.addEventListener('keydown', () => {
      const started = performance.now();
      const list = document.querySelector('main ol');
      const observer = new MutationObserver(() => {
        observer.disconnect();
        requestAnimationFrame(() => window.__keystrokes.push(performance.now() - started));
      });
      observer.observe(document.querySelector('main'), {childList: true, subtree: true, characterData: true});
      void list;
    }, {capture: true});
  });
  for (let round = 0; round < 3; round++) {
    for (const q of queries) {
      await words.fill('');
      for (const ch of q) {
        await page.keyboard.type(ch);
        await page.waitForTimeout(30);
      }
    }
  }
  const browserTimes = await page.evaluate(() => window.__keystrokes);
  console.log(`keystroke to updated list on screen, in Chromium: ${stats(browserTimes)}`);
  await browser.close();
} finally {
  server.kill();
}
