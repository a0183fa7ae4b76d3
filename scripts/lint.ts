// `npm run lint`: Markdown style, spelling, the release-note rules and front matter of every page, in seconds and
// without a build. Prints each problem as `file:line[:column] check/rule message`; exits 1 when there is one.
//   npm run lint [-- --only markdown,spelling,release-notes,front-matter] [-- --root <site folder>]
import path from 'path';
import {runLint, formatProblem, lintKinds, type LintKind} from './lib/lint';

const args = process.argv.slice(2);
const root = args.includes('--root') ? path.resolve(args[args.indexOf('--root') + 1]) : path.join(__dirname, '..');
const only = args.includes('--only') ? (args[args.indexOf('--only') + 1] ?? '').split(',') : lintKinds;
const unknown = only.filter((k) => !lintKinds.includes(k as LintKind));
if (unknown.length) {
  console.error(`lint: unknown check(s) ${unknown.join(', ')}; the checks are ${lintKinds.join(', ')}`);
  process.exit(2);
}

const started = Date.now();
runLint(root, only as LintKind[]).then(
  ({problems, timings}) => {
    for (const problem of problems) console.log(formatProblem(problem));
    const files = new Set(problems.map((p) => p.file)).size;
    const counts = (only as LintKind[]).map((k) => `${k} ${problems.filter((p) => p.kind === k).length} (${((timings[k] ?? 0) / 1000).toFixed(1)} s)`);
    console.log(`lint: ${problems.length} problem(s) in ${files} file(s): ${counts.join(', ')}; ${((Date.now() - started) / 1000).toFixed(1)} s`);
    process.exit(problems.length ? 1 : 0);
  },
  (error: Error) => {
    console.error(`lint: ${error.stack ?? error.message}`);
    process.exit(2);
  },
);
