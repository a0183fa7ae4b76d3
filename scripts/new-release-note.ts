// Creates the next release note: npm run new:release-note -- --version X [--date YYYY-MM-DD]; without arguments it
// proposes the next version and today's date; --help prints the usage.
import path from 'path';
import {USAGE, createReleaseNote, parseArgs, proposeNext} from '../src/plugins/release-notes/scaffold';

const today = new Date().toISOString().slice(0, 10);
const blogDir = path.join(__dirname, '..', 'blog');
const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(USAGE);
  process.exit(0);
}
if (args.length === 0) {
  const {version, date, latest} = proposeNext(blogDir, today);
  console.log(
    `${latest ? `The newest release note is blog/${latest.file} (Release ${latest.version}). ` : ''}For the next one, run:\n\n` +
      `  npm run new:release-note -- --version ${version} --date ${date}\n\n` +
      `with the release's own version if it has another one. Nothing was created; --help tells more.`,
  );
  process.exit(0);
}
try {
  const {version, date} = parseArgs(args, today);
  const file = createReleaseNote(blogDir, version, date);
  console.log(path.relative(process.cwd(), file));
} catch (error) {
  console.error(`new:release-note: ${(error as Error).message}\n\n${USAGE}`);
  process.exit(1);
}
