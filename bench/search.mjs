// `npm run bench:search`: the embedded search, measured on the production build in build/ (built first if missing;
// `-- --no-browser` measures the engine in Node only, `-- --only <file>` one query set). Prints the index size, the
// time to read it, the query time in Node, the relevance of each query set, then in headless Chromium the first
// search of a visit (cold, at full speed and with the CPU 4x slower, `-- --runs <n>` each, `-- --verbose` with each
// run's breakdown), what a reader downloads before the first results, the warm latency and the query time in
// Chromium. Asserts nothing: the figures are for reading.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {fileURLToPath} from 'node:url';
import {serveBuild, launchChromium} from './site.mjs';
import {SearchEngine} from '../src/plugins/search/client/engine.ts';
import {unpackIndex, pageToRecords} from '../src/plugins/search/client/records.ts';
import {engineMeasureName} from '../src/plugins/search/client/loadIndex.ts';
import {answer, queryMeasureName} from '../src/plugins/search/client/client.ts';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = 3201;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzip = (buffer) => zlib.gzipSync(buffer, {level: 9}).length;
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];
const median = (values) => percentile(values, 50);

if (!fs.existsSync(path.join(root, 'build', 'index.html'))) {
  if (spawnSync('npm', ['run', 'build'], {cwd: root, stdio: 'inherit'}).status !== 0) process.exit(1);
}
const indexDir = path.join(root, 'build', 'assets', 'search');
// Two files: the first answers the first search (docs and API), the release notes follow.
const indexName = fs.readdirSync(indexDir).find((name) => /^index\.[0-9a-f]+\.json$/.test(name));
const laterName = indexName.replace(/\.json$/, '.release-notes.json');
const indexFiles = [indexName, laterName].map((name) => ({name, bytes: fs.readFileSync(path.join(indexDir, name))}));
const parts = indexFiles.map(({bytes}) => unpackIndex(JSON.parse(bytes.toString('utf8'))));
const pages = parts.flatMap((part) => part.pages);
const records = pages.flatMap(pageToRecords);

console.log('Embedded search index');
console.log(`  pages ${pages.length}, records ${records.length}`);
for (const {name, bytes} of indexFiles) console.log(`  ${name}: ${kb(bytes.length)} raw, ${kb(gzip(bytes))} gzip`);

// Engine: reading the files (parse, then the engine from the build's postings), query time and relevance, in Node.
const readTimes = Array.from({length: 5}, () => {
  const t0 = performance.now();
  const first = unpackIndex(JSON.parse(indexFiles[0].bytes.toString('utf8')));
  const t1 = performance.now();
  SearchEngine.fromParts([first]);
  const t2 = performance.now();
  SearchEngine.fromParts([first, unpackIndex(JSON.parse(indexFiles[1].bytes.toString('utf8')))]);
  return [t1 - t0, t2 - t1, performance.now() - t2];
});
const column = (i) => readTimes.map((t) => t[i].toFixed(1)).join(', ');
console.log(`  first file, Node, 5 runs: parse ${column(0)} ms; engine ${column(1)} ms; then the complete engine (parse and build) ${column(2)} ms`);
const engine = SearchEngine.fromParts(parts);

const timingSet = JSON.parse(fs.readFileSync(path.join(root, 'bench', 'search-queries-v2.json'), 'utf8'));
const filters = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-docs-current', 'docusaurus_tag:docs-api-current', 'docusaurus_tag:docs-metering-api-current']];
const request = (query) => ({indexName: 'docs', query, hitsPerPage: 20, facetFilters: filters, attributesToSnippet: ['content:10'], highlightPreTag: '<mark>', highlightPostTag: '</mark>'});
// As-you-type prefixes of every query too, so that the timing covers what the modal really asks.
const timed = timingSet.flatMap(({query}) => [query, query.slice(0, Math.max(3, Math.ceil(query.length / 2)))]);
for (const query of timed) answer(engine, request(query)); // warm-up
const times = timed.map((query) => {
  const t0 = performance.now();
  answer(engine, request(query));
  return performance.now() - t0;
});
console.log(`\nQuery time (engine and response shaping, ${times.length} queries, Node): p50 ${median(times).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms, max ${Math.max(...times).toFixed(2)} ms`);

// Relevance: each query's expected page (or one it also accepts) among the first five distinct pages of the hits.
// The current sets (v2, 72 queries by class: a misspelt word, a one-word concept, an API action, platform plus
// topic, questions, release notes) were written by a helper session that saw neither the engine nor the older sets.
// The held-out third was written first, before any change to the ranking, and was not used for tuning; the other
// two thirds were. The older sets (issue 6) stay as a regression check.
const querySets = [
  ['held-out set v3', 'search-queries-v3-holdout.json'],
  ['tuning set v3', 'search-queries-v3.json'],
  ['tuning set', 'search-queries-v2.json'],
  ['held-out set', 'search-queries-v2-holdout.json'],
  ['older main set', 'search-queries.json'],
  ['older held-out set', 'search-queries-holdout.json'],
].map(([name, file]) => ({name: `${name}, bench/${file}`, set: JSON.parse(fs.readFileSync(path.join(root, 'bench', file), 'utf8'))}));
function relevance(name, set) {
  let top1 = 0;
  let top5 = 0;
  const misses = [];
  const byClass = new Map();
  for (const {query, expected, alsoAccept = [], class: kind = 'mixed'} of set) {
    const ranked = [];
    for (const hit of answer(engine, {...request(query), hitsPerPage: 100}).hits) {
      const page = hit.url.replace(/#.*$/, '');
      if (!ranked.includes(page)) ranked.push(page);
    }
    const rank = ranked.findIndex((page) => page === expected || alsoAccept.includes(page));
    const counts = byClass.get(kind) ?? {n: 0, top1: 0, top5: 0};
    counts.n += 1;
    if (rank === 0) {
      top1 += 1;
      counts.top1 += 1;
    }
    if (rank >= 0 && rank < 5) {
      top5 += 1;
      counts.top5 += 1;
    } else misses.push(`    "${query}" -> expected ${expected}, got ${ranked.slice(0, 3).join(', ') || 'nothing'}`);
    byClass.set(kind, counts);
  }
  const share = (n, of = set.length) => `${((100 * n) / of).toFixed(0)}%`;
  console.log(`  ${name} (${set.length} queries): top 1 ${share(top1)}, top 5 ${share(top5)} (${top5}/${set.length})`);
  if (byClass.size > 1) {
    console.log(`    top 5 by class: ${[...byClass].map(([kind, c]) => `${kind} ${c.top5}/${c.n}`).join(', ')}`);
    console.log(`    top 1 by class: ${[...byClass].map(([kind, c]) => `${kind} ${c.top1}/${c.n}`).join(', ')}`);
  }
  if (misses.length) console.log(`    not in the top 5:\n${misses.join('\n')}`);
  return top5;
}
console.log('\nRelevance (the expected page among the first five distinct pages of the hits)');
// `-- --only <file>` measures one set (tuning runs: leave the held-out sets unseen).
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;
for (const {name, set} of querySets) if (!only || name.endsWith(only)) relevance(name, set);
const querySet = querySets.find(({name}) => name.startsWith('tuning set')).set;

// Browser: downloads and latency against `docusaurus serve` (skipped with --no-browser, for quick ranking work).
if (process.argv.includes('--no-browser')) process.exit(0);

/**
 * One cold search on a freshly loaded page, in a new browser context (nothing cached): "keyboard" presses "/" and
 * types "tenant" at once, timed from the "/" (the first keystroke after the page loaded, with nothing fetched
 * yet); "scrolled" does the same after the reader scrolled the page (a wheel event, then a second): the first
 * interaction releases the link prefetches that src/plugins/page-loading holds back (half a second later, in idle
 * slices of at most 5 ms, which may still be going when "/" comes); "pointer" moves to the search button, clicks
 * it and types, timed from the first typed letter (what the hover started is under way or done by then).
 * `slowdown` throttles the CPU through DevTools (1: none). Returns the time to the first rendered hit and where it
 * went, in ms from the key.
 */
async function coldSearch(browser, {scenario, slowdown, collect}) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies = [];
  try {
    await page.goto(`http://127.0.0.1:${port}/concepts/building-block/`, {waitUntil: 'networkidle'});
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: slowdown});
    if (collect) {
      // What the search needs: scripts, stylesheets and the index fetch (link prefetches of hit pages are 'other').
      page.on('response', (response) => {
        // The release notes' file follows the first results; it is not part of what they wait for.
        if (response.url().endsWith('.release-notes.json')) return;
        if (['script', 'stylesheet', 'fetch', 'xhr'].includes(response.request().resourceType())) bodies.push(response.body().catch(() => Buffer.alloc(0)));
      });
    }
    await page.evaluate((scenario) => {
      window.__hitsAt = null;
      window.__modalAt = null;
      window.__hoverAt = null;
      window.addEventListener('keydown', (event) => {
        if (scenario !== 'pointer' || event.key !== '/') window.__keyAt ??= performance.now();
      }, {capture: true});
      document.querySelector('.navbar .DocSearch-Button').addEventListener('mouseover', () => (window.__hoverAt ??= performance.now()));
      new MutationObserver(() => {
        if (!window.__modalAt && document.querySelector('.DocSearch-Input')) window.__modalAt = performance.now();
        if (window.__keyAt && !window.__hitsAt && document.querySelector('.DocSearch-Hit')) window.__hitsAt = performance.now();
      }).observe(document.body, {childList: true, subtree: true});
    }, scenario);
    if (scenario === 'scrolled') {
      await page.mouse.move(400, 400);
      await page.mouse.wheel(0, 100);
      await page.waitForTimeout(1000);
    }
    if (scenario !== 'pointer') {
      await page.keyboard.press('/');
    } else {
      await page.locator('.navbar .DocSearch-Button').click();
    }
    await page.locator('.DocSearch-Input').pressSequentially('tenant');
    await page.locator('.DocSearch-Hit').first().waitFor();
    const run = await page.evaluate(({engineMeasureName, queryMeasureName}) => {
      const key = window.__keyAt;
      const since = (time) => (time === null || time === undefined ? null : time - key);
      const index = performance.getEntriesByType('resource').find((entry) => /\/index\.[0-9a-f]+\.json$/.test(entry.name));
      const engine = performance.getEntriesByName(engineMeasureName)[0];
      const query = performance.getEntriesByName(queryMeasureName)[0];
      return {
        total: window.__hitsAt - key,
        hover: since(window.__hoverAt),
        modal: since(window.__modalAt),
        index: since(index?.responseEnd),
        engine: engine && [since(engine.startTime), engine.duration],
        query: query && [since(query.startTime), query.duration],
      };
    }, {engineMeasureName, queryMeasureName});
    if (collect) {
      const files = await Promise.all(bodies);
      run.download = {count: files.length, raw: files.reduce((n, b) => n + b.length, 0), gz: files.reduce((n, b) => n + (b.length ? gzip(b) : 0), 0)};
    }
    return run;
  } finally {
    await context.close();
  }
}

const server = await serveBuild(port);
try {
  const browser = await launchChromium();
  const runs = Number(process.argv.includes('--runs') ? process.argv[process.argv.indexOf('--runs') + 1] : 7);
  const ms = (value) => (value === null || value === undefined ? '-' : value.toFixed(0));
  let firstDownload = null;
  console.log(`\nFirst keystroke to rendered results, cold (a new context, nothing fetched yet), headless Chromium on localhost, ${runs} runs each:`);
  for (const slowdown of [1, 4]) {
    for (const scenario of ['keyboard', 'scrolled', 'pointer']) {
      const cold = [];
      const lines = [];
      for (let i = 0; i < runs; i++) {
        const run = await coldSearch(browser, {scenario, slowdown, collect: !firstDownload});
        firstDownload ??= run.download;
        cold.push(run.total);
        lines.push(
          `    ${ms(run.total)} ms: ${scenario === 'pointer' ? `hover ${ms(run.hover)}, ` : ''}modal ${ms(run.modal)}, index file ${ms(run.index)}, ` +
            `engine ${run.engine ? `${ms(run.engine[0])}+${ms(run.engine[1])}` : '-'}, first query ${run.query ? `${ms(run.query[0])}+${ms(run.query[1])}` : '-'}`,
        );
      }
      const label = {keyboard: '"/" then "tenant", from the "/"', scrolled: 'scroll, "/" then "tenant", from the "/"', pointer: 'hover, click, "tenant", from the "t"'}[scenario];
      console.log(`  ${slowdown === 1 ? 'full speed' : `CPU ${slowdown}x slower`}, ${label}: median ${ms(median(cold))} ms, max ${ms(Math.max(...cold))} ms (each run: ${cold.map(ms).join(', ')})`);
      if (process.argv.includes('--verbose')) console.log(lines.join('\n'));
    }
  }
  console.log(`Before the first results (keyboard, full speed): ${firstDownload.count} files, ${kb(firstDownload.raw)} raw, ${kb(firstDownload.gz)} gzip (modal code, its CSS, the engine and the first index file; the release notes' file follows)`);

  // Warm: each further query, typed at once into the open modal.
  const warm = [];
  const inBrowser = [];
  for (let run = 0; run < 5; run++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${port}/concepts/building-block/`, {waitUntil: 'networkidle'});
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.keyboard.press('/');
    await page.locator('.DocSearch-Input').pressSequentially('tenant');
    await page.locator('.DocSearch-Hit').first().waitFor();
    await page.evaluate(() => {
      window.__hitsAt = null;
      new MutationObserver(() => {
        if (window.__keyAt && !window.__hitsAt && document.querySelector('.DocSearch-Hit')) window.__hitsAt = performance.now();
      }).observe(document.body, {childList: true, subtree: true});
    });
    await page.evaluate((name) => performance.clearMeasures(name), queryMeasureName);
    for (const {query} of querySet.slice(0, 20)) {
      await page.locator('.DocSearch-Input').fill('');
      await page.evaluate(() => {
        window.__keyAt = null;
        window.__hitsAt = null;
      });
      await page.evaluate((q) => {
        window.__keyAt = performance.now();
        const input = document.querySelector('.DocSearch-Input');
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
        setter.call(input, q);
        input.dispatchEvent(new Event('input', {bubbles: true}));
      }, query);
      await page.waitForFunction(() => window.__hitsAt !== null || document.querySelector('.DocSearch-NoResults'), null, {timeout: 5000}).catch(() => {});
      const value = await page.evaluate(() => window.__hitsAt && window.__hitsAt - window.__keyAt);
      if (value) warm.push(value);
    }
    inBrowser.push(...(await page.evaluate((name) => performance.getEntriesByName(name).map((entry) => entry.duration), queryMeasureName)));
    await context.close();
  }
  await browser.close();
  console.log(`Warm (index loaded, ${warm.length} queries typed at once into the open modal): to rendered hits median ${median(warm).toFixed(1)} ms, p95 ${percentile(warm, 95).toFixed(1)} ms`);
  console.log(`Query time in Chromium (engine and response shaping, ${inBrowser.length} searches DocSearch made while the warm queries were typed): p50 ${median(inBrowser).toFixed(2)} ms, p95 ${percentile(inBrowser, 95).toFixed(2)} ms`);
} finally {
  server.kill();
}
