// Creates the next release note: npm run new:release-note -- --version X [--date YYYY-MM-DD]
import path from 'path';
import {createReleaseNote, parseArgs} from '../src/plugins/release-notes/scaffold';

const today = new Date().toISOString().slice(0, 10);
try {
  const {version, date} = parseArgs(process.argv.slice(2), today);
  const file = createReleaseNote(path.join(__dirname, '..', 'blog'), version, date);
  console.log(path.relative(process.cwd(), file));
} catch (error) {
  console.error(`new:release-note: ${(error as Error).message}`);
  process.exit(1);
}
