// `npm run bench:pages`: what a reader's phone downloads and how Lighthouse rates each kind of page. Builds
// nothing: it serves the existing build/ like a static host (gzip, cached assets) and runs Lighthouse (mobile,
// simulated throttling) in Debian's Chromium, three times per page, printing the median scores and the bytes
// transferred by type. Prints figures. With `--budget <file>` (CI uses bench/page-budget.json) it then compares each
// page with the budget's kilobytes and scores and exits 1 when a page is over it.
//   npm run bench:pages [-- --runs 3] [-- --budget bench/page-budget.json] [-- /some/page/ ...]
import fs from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import {root} from './site.mjs';
import {serveStatic} from './static-server.mjs';

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const runs = Number(option('--runs') ?? 3);
const budgetFile = option('--budget');
const budget = budgetFile ? JSON.parse(fs.readFileSync(path.resolve(budgetFile), 'utf8')) : undefined;
const given = args.filter((a, i) => a.startsWith('/') && !['--runs', '--budget'].includes(args[i - 1]));
const newest = fs.readdirSync(path.join(root, 'blog')).filter((f) => /^\d{4}-\d\d-\d\d-Release-\d+\.md$/.test(f)).sort().pop();
const [, y, m, d, k] = /^(\d{4})-(\d\d)-(\d\d)-Release-(\d+)/.exec(newest);
const pages = given.length
  ? given.map((url) => [url, url])
  : [
      ['home', '/'],
      ['docs page', '/concepts/workspace/'],
      ['API operation', '/api/mesh-workspace-list/'],
      ['metering API', '/metering-api/mesh-chargeback-list/'],
      ['blog list', '/blog/'],
      ['blog post', `/blog/${y}/${m}/${d}/Release-${k}/`],
      ['change finder', '/blog/changes/'],
    ];

const buildDir = path.join(root, 'build');
if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
  console.error('bench:pages: no build/ to measure; run npm run build first');
  process.exit(1);
}
// A page that is not in the build would measure the not-found page (and Lighthouse gives it no resource summary).
const missing = pages.filter(([, url]) => !fs.existsSync(path.join(buildDir, decodeURIComponent(url), 'index.html')));
if (missing.length > 0) {
  console.error(`bench:pages: no page in build/ at ${missing.map(([, url]) => url).join(', ')}`);
  process.exit(1);
}
const port = 3400;
const server = await serveStatic(buildDir, port);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => (bytes / 1024).toFixed(0);
const kinds = [['script', 'JS'], ['stylesheet', 'CSS'], ['document', 'HTML'], ['font', 'fonts']];
/** What is over the budget, one line each. */
const overBudget = [];

try {
  console.log(`Lighthouse ${(await import('lighthouse/package.json', {with: {type: 'json'}})).default.version}, mobile, simulated throttling; median of ${runs} run(s); KB transferred (gzip)`);
  console.log('page'.padEnd(15) + ['total', 'JS', 'CSS', 'HTML', 'fonts', 'other'].map((h) => h.padStart(7)).join('') + ['perf', 'a11y', 'bp', 'seo'].map((h) => h.padStart(6)).join('') + '   LCP    TBT   url');
  for (const [name, url] of pages) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(`http://127.0.0.1:${port}${url}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      results.push(result.lhr);
    }
    const score = (id) => median(results.map((r) => Math.round((r.categories[id].score ?? 0) * 100)));
    const perfRun = results.find((r) => Math.round(r.categories.performance.score * 100) === score('performance')) ?? results[0];
    const items = perfRun.audits['resource-summary'].details.items;
    const bytes = (type) => items.find((i) => i.resourceType === type)?.transferSize ?? 0;
    const total = bytes('total');
    const known = kinds.reduce((n, [type]) => n + bytes(type), 0);
    console.log(
      name.padEnd(15) +
        [total, ...kinds.map(([type]) => bytes(type)), total - known].map((b) => kb(b).padStart(7)).join('') +
        ['performance', 'accessibility', 'best-practices', 'seo'].map((id) => String(score(id)).padStart(6)).join('') +
        `${(perfRun.audits['largest-contentful-paint'].numericValue / 1000).toFixed(1).padStart(6)}s ${String(Math.round(perfRun.audits['total-blocking-time'].numericValue)).padStart(5)}ms  ${url}`,
    );
    if (budget) {
      const sizes = {total, ...Object.fromEntries(kinds.map(([type, label]) => [label, bytes(type)]))};
      for (const [label, limit] of Object.entries(budget.kilobytes ?? {})) {
        if (sizes[label] / 1024 > limit) overBudget.push(`${name} (${url}): ${label} ${kb(sizes[label])} KB > ${limit} KB`);
      }
      for (const [id, minimum] of Object.entries(budget.scores ?? {})) {
        if (score(id) < minimum) overBudget.push(`${name} (${url}): ${id} score ${score(id)} < ${minimum}`);
      }
    }
    for (const id of ['accessibility', 'best-practices', 'seo']) {
      const failing = Object.values(perfRun.audits).filter((a) => perfRun.categories[id].auditRefs.some((r) => r.id === a.id && r.weight > 0) && a.score !== null && a.score < 1);
      if (failing.length) console.log(`${''.padEnd(15)}${id} below 100: ${failing.map((a) => a.id).join(', ')}`);
    }
  }
} finally {
  await chrome.kill();
  server.close();
}
if (budget) {
  if (overBudget.length) {
    console.error(`\nover the page budget of ${budgetFile}:\n  ${overBudget.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`\nevery page within the page budget of ${budgetFile}`);
}
