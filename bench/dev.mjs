// `npm run bench:dev`: the writer's loop. Prints figures; asserts nothing. Leaves nothing behind (its note is
// removed; the caches it fills are the ones npm start fills anyway).
//   1. `npm start` cold (no .docusaurus, no node_modules/.cache): time until the first page is served.
//   2. Once Rspack has written its persistent cache (it does so a few seconds after a build; a writer's session
//      lasts longer), stops it, then `npm start` again (warm): time until the first page is served, and that the
//      Markdown copy of a docs page ("View as Markdown") is served beside it.
//   3. With the blog open in Chromium, saves a new release note, then edits its change twice: for each save, the
//      time until the blog page shows it (looked for at every animation frame).
//   npm run bench:dev [-- --warm-only]   (skips the cold start: uses the caches as they are)
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {root, launchChromium} from './site.mjs';

const port = 3500;
const base = `http://127.0.0.1:${port}`;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const warmOnly = process.argv.includes('--warm-only');

/** Starts `npm start` and resolves with the time until it serves the home page, and a stop function. */
async function start() {
  const started = Date.now();
  const server = spawn('npm', ['start', '--', '--port', String(port), '--no-open'], {cwd: root, stdio: ['ignore', 'pipe', 'pipe'], detached: true});
  let output = '';
  server.stdout.on('data', (d) => (output += d));
  server.stderr.on('data', (d) => (output += d));
  const exited = new Promise((resolve) => server.once('exit', resolve));
  // Like Ctrl+C in the terminal: the whole process group gets the signal; wait until it has exited.
  const stop = async () => {
    try {
      process.kill(-server.pid, 'SIGINT');
    } catch {}
    await exited;
  };
  for (let i = 0; i < 2400; i++) {
    try {
      const response = await fetch(`${base}/`);
      if (response.ok && (await response.text()).includes('__docusaurus')) return {firstPage: Date.now() - started, stop, output: () => output};
    } catch {}
    await new Promise((r) => setTimeout(r, 25));
  }
  await stop();
  throw new Error(`npm start served no page:\n${output.slice(-2000)}`);
}

/**
 * Waits until the page shows what `find` looks for and returns the page's clock (the same as this process's) at the
 * first animation frame that had it. Playwright's own waits try again only every 500 ms after the first 270 ms, which
 * rounds a save's time up by as much.
 */
async function shownAt(page, find, arg, timeout) {
  const handle = await page.waitForFunction(`(${find})(${JSON.stringify(arg)}) ? Date.now() : false`, null, {polling: 'raf', timeout});
  return handle.jsonValue();
}

/** Waits until Rspack's persistent cache (node_modules/.cache/rspack) has stopped growing; returns the time waited. */
async function cacheWritten() {
  const dir = path.join(root, 'node_modules', '.cache', 'rspack');
  const size = () => (fs.existsSync(dir) ? fs.readdirSync(dir, {recursive: true, withFileTypes: true}).filter((e) => e.isFile()).reduce((n, e) => n + fs.statSync(path.join(e.parentPath, e.name)).size, 0) : 0);
  const started = Date.now();
  let last = -1;
  for (let stable = 0; stable < 3 && Date.now() - started < 120_000; ) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = size();
    stable = now > 0 && now === last ? stable + 1 : 0;
    last = now;
  }
  return Date.now() - started - 3000;
}

// A release note that passes every rule: today, a version above the newest post's.
const blogDir = path.join(root, 'blog');
const newest = fs.readdirSync(blogDir).filter((f) => /^\d{4}-\d\d-\d\d-Release-\d+\.md$/.test(f)).sort().pop();
const version = /^title: Release (\S+)$/m.exec(fs.readFileSync(path.join(blogDir, newest), 'utf8'))[1].split('.').map(Number);
version[version.length - 1] += 1;
const today = new Date().toISOString().slice(0, 10);
const k = fs.readdirSync(blogDir).filter((f) => f.startsWith(`${today}-Release-`)).length;
const noteFile = path.join(blogDir, `${today}-Release-${k}.md`);
const title = `Release ${version.join('.')}`;
const note = (change) =>
  `---\ntitle: ${title}\ndate: ${today}\nperiod: ${today}/${today}\nauthors: [meshcloud]\ntags: [user]\ndescription: "A benchmark note."\n---\n\nRelease ${version.join('.')} covers the work of one day.\n\n- ${change}\n\n<!-- truncate -->\n\n## ${change}\n\n**For:** Users\n\nA change the benchmark writes and removes.\n`;

let server;
try {
  if (!warmOnly) {
    fs.rmSync(path.join(root, '.docusaurus'), {recursive: true, force: true});
    fs.rmSync(path.join(root, 'node_modules', '.cache'), {recursive: true, force: true});
    server = await start();
    console.log(`npm start, cold (no cache): first page served after ${seconds(server.firstPage)}`);
    const waited = await cacheWritten();
    console.log(`  Rspack's persistent cache written ${seconds(waited)} later`);
    await server.stop();
  }
  server = await start();
  console.log(`npm start, warm (second start): first page served after ${seconds(server.firstPage)}`);
  const copy = await fetch(`${base}/concepts/workspace.md`);
  const copyText = copy.ok ? await copy.text() : '';
  console.log(`  View as Markdown: /concepts/workspace.md answers ${copy.status} (${copy.headers.get('content-type')}), ${copyText.startsWith('# ') ? 'the page as Markdown' : 'NOT the page as Markdown'}`);

  const browser = await launchChromium();
  const page = await browser.newPage();
  const opened = Date.now();
  await page.goto(`${base}/blog/`);
  const listed = await shownAt(page, () => document.querySelector('main article h2'), null, 300_000);
  console.log(`  the blog list rendered in the browser after ${seconds(listed - opened)} more`);
  const times = [];
  for (const [i, change] of ['Benchmark change', 'Benchmark change, edited', 'Benchmark change, edited again'].entries()) {
    const saved = Date.now();
    fs.writeFileSync(noteFile, note(change));
    // The list page shows the new post's title, then (after an edit) its changed list line.
    const shown = await shownAt(page, ([t, c]) => [...document.querySelectorAll('main article')].some((a) => a.textContent.includes(t) && a.textContent.includes(c)), [title, change], 120_000);
    times.push(shown - saved);
    console.log(`  ${i === 0 ? 'a new release note' : 'an edit of it'} on the open blog page ${seconds(times[i])} after saving`);
  }
  console.log(`a saved release note on screen: median ${seconds([...times].sort((a, b) => a - b)[1])} of ${times.length} saves`);
  await browser.close();
} finally {
  fs.rmSync(noteFile, {force: true});
  await server?.stop();
}
