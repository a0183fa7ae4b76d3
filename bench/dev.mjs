// `npm run bench:dev`: the writer's loop. Starts `npm start` (cold: no .docusaurus cache) and prints how long until
// the first page is served, then writes a new release note and prints how long until the blog shows it in the
// browser. Prints figures; asserts nothing. Leaves nothing behind (the note is removed).
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {root, launchChromium} from './site.mjs';

const port = 3500;
const base = `http://127.0.0.1:${port}`;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

fs.rmSync(path.join(root, '.docusaurus'), {recursive: true, force: true});
fs.rmSync(path.join(root, 'node_modules', '.cache'), {recursive: true, force: true});
const started = Date.now();
const server = spawn('npm', ['start', '--', '--port', String(port), '--no-open'], {cwd: root, stdio: ['ignore', 'pipe', 'pipe'], detached: true});
let output = '';
server.stdout.on('data', (d) => (output += d));
server.stderr.on('data', (d) => (output += d));
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {}
};

// A release note that passes every rule: today, a version above the newest post's.
const blogDir = path.join(root, 'blog');
const newest = fs.readdirSync(blogDir).filter((f) => /^\d{4}-\d\d-\d\d-Release-\d+\.md$/.test(f)).sort().pop();
const version = /^title: Release (\S+)$/m.exec(fs.readFileSync(path.join(blogDir, newest), 'utf8'))[1].split('.').map(Number);
version[version.length - 1] += 1;
const today = new Date().toISOString().slice(0, 10);
const k = fs.readdirSync(blogDir).filter((f) => f.startsWith(`${today}-Release-`)).length;
const noteFile = path.join(blogDir, `${today}-Release-${k}.md`);
const title = `Release ${version.join('.')}`;
const note = `---\ntitle: ${title}\ndate: ${today}\nauthors: [meshcloud]\ntags: [user]\ndescription: "A benchmark note."\n---\n\nRelease ${version.join('.')} covers the work of one day.\n\n- Benchmark change\n\n<!-- truncate -->\n\n## Benchmark change\n\n**For:** Users\n\nA change the benchmark writes and removes.\n`;

try {
  let firstPage = 0;
  for (let i = 0; i < 1200 && !firstPage; i++) {
    try {
      const response = await fetch(`${base}/`);
      if (response.ok && (await response.text()).includes('__docusaurus')) firstPage = Date.now() - started;
    } catch {}
    if (!firstPage) await new Promise((r) => setTimeout(r, 250));
  }
  if (!firstPage) throw new Error(`npm start served no page:\n${output.slice(-2000)}`);
  console.log(`npm start (cold): first page served after ${seconds(firstPage)}`);

  const browser = await launchChromium();
  const page = await browser.newPage();
  const opened = Date.now();
  await page.goto(`${base}/blog/`);
  await page.locator('main article h2').first().waitFor({timeout: 300_000});
  console.log(`  the blog list rendered in the browser after ${seconds(Date.now() - opened)} more`);
  const saved = Date.now();
  fs.writeFileSync(noteFile, note);
  await page.locator('main article h2', {hasText: title}).first().waitFor({timeout: 120_000});
  console.log(`a new release note appeared on the open blog page ${seconds(Date.now() - saved)} after saving it`);
  await browser.close();
} finally {
  fs.rmSync(noteFile, {force: true});
  stop();
}
