// `npm run bench:scale`: how the production build grows with the release notes. For each factor (×1, ×2, ×4 by
// default; `-- --factors 1,8` for others) it copies the site to a temporary folder, adds copies of every release
// note dated before the first one (versions 1.<set>.<n>, below the first post's 2.0.1 and rising, so every writers'
// rule still holds), makes a cold build there as `npm run build` does (scripts/build.mjs) and prints its wall time and
// the peak memory of the whole process tree.
// The repository itself is left as it is; the copies are removed afterwards. Prints figures; asserts nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {run, mb, gib} from './process.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const argIndex = process.argv.indexOf('--factors');
const factors = (argIndex > 0 ? process.argv[argIndex + 1] : '1,2,4').split(',').map(Number);
const POST = /^(\d{4}-\d{2}-\d{2})-Release-(\d+)\.md$/;
const DAY = 24 * 3600 * 1000;
const iso = (ms) => new Date(ms).toISOString().slice(0, 10);
const time = (isoDate) => Date.parse(`${isoDate}T00:00:00Z`);

/** Writes (factor - 1) copies of every post into blogDir, one per day before the first post. */
export function multiplyPosts(blogDir, factor) {
  const posts = fs.readdirSync(blogDir).filter((f) => POST.test(f)).sort();
  const first = time(POST.exec(posts[0])[1]);
  const copies = (factor - 1) * posts.length;
  const names = new Map();
  for (let c = 0; c < copies; c++) {
    const set = Math.floor(c / posts.length);
    const original = posts[c % posts.length];
    names.set(`${set}:${original}`, `${iso(first - (copies - c) * DAY)}-Release-0.md`);
  }
  for (let c = 0; c < copies; c++) {
    const set = Math.floor(c / posts.length);
    const n = c % posts.length;
    const original = posts[n];
    const name = names.get(`${set}:${original}`);
    const date = name.slice(0, 10);
    const shift = time(POST.exec(original)[1]) - time(date);
    const text = fs.readFileSync(path.join(blogDir, original), 'utf8');
    // A post that repeats an earlier release keeps that release's version, as the original does.
    const repeats = /^repeats: (\S+)$/m.exec(text)?.[1];
    const content = text
      .replace(/^title: .*$/m, `title: Release 1.${set + 1}.${repeats ? posts.indexOf(repeats) : n}`)
      .replace(/^date: .*$/m, `date: ${date}`)
      .replace(/^period: (\S+)\/(\S+)$/m, (_, from, to) => `period: ${iso(time(from) - shift)}/${iso(time(to) - shift)}`)
      .replace(/^repeats: (\S+)$/m, (_, file) => `repeats: ${names.get(`${set}:${file}`)}`);
    fs.writeFileSync(path.join(blogDir, name), content);
  }
  return posts.length + copies;
}

/** A copy of the site (git history included, so "last updated" works as in CI), sharing node_modules. */
function copySite() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meshstack-scale-'));
  const skip = new Set(['node_modules', 'build', '.docusaurus', 'test-results']);
  for (const entry of fs.readdirSync(root)) {
    if (skip.has(entry)) continue;
    fs.cpSync(path.join(root, entry), path.join(dir, entry), {recursive: true});
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await run('npm', ['run', 'gen:api'], {cwd: root});
  console.log(`cold production builds (${os.cpus().length} cores), the release notes multiplied:`);
  console.log('factor'.padEnd(8) + 'posts'.padStart(7) + 'wall'.padStart(10) + 'peak memory'.padStart(22));
  for (const factor of factors) {
    const dir = copySite();
    try {
      const posts = multiplyPosts(path.join(dir, 'blog'), factor);
      fs.rmSync(path.join(root, 'node_modules', '.cache'), {recursive: true, force: true});
      const {seconds, peak, output} = await run(process.execPath, ['scripts/build.mjs'], {cwd: dir, sampleMemory: true});
      const phases = [...output.matchAll(/^build: (\w+) took ([\d.]+) s$/gm)].map(([, phase, s]) => `${phase} ${s} s`).join(', ');
      const pages = fs.readFileSync(path.join(dir, 'build', 'sitemap.xml'), 'utf8').match(/<loc>/g)?.length ?? 0;
      console.log(`×${factor}`.padEnd(8) + String(posts).padStart(7) + `${seconds.toFixed(1)} s`.padStart(10) + `${mb(peak)} (${gib(peak)})`.padStart(22) + `  ${pages} pages in the sitemap (${phases})`);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  }
}
