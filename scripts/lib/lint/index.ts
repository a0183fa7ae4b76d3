import path from 'path';
import {Worker} from 'worker_threads';
import {lintMarkdown} from './markdown';
import {lintSpelling} from './spelling';
import {lintReleaseNotes} from './releaseNotes';
import {lintFrontMatter} from './frontMatter';
import {lintKinds, sortProblems, type LintKind, type LintProblem} from './problems';

export {formatProblem, lintKinds, type LintKind, type LintProblem} from './problems';

export interface LintResult {
  problems: LintProblem[];
  /** Wall time of each check, in milliseconds. */
  timings: Partial<Record<LintKind, number>>;
}

/**
 * Runs the checks of `npm run lint` on the site in `root` (its configuration files included) and returns every
 * problem, sorted by file and line. Spelling, the slowest check, runs in a worker thread beside the others, so the
 * whole lint takes about as long as spelling alone on a machine with two cores.
 */
export async function runLint(root: string, kinds: LintKind[] = lintKinds, {worker = true} = {}): Promise<LintResult> {
  const timings: LintResult['timings'] = {};
  const timed = async <T>(kind: LintKind, work: () => Promise<T> | T): Promise<T> => {
    const start = Date.now();
    try {
      return await work();
    } finally {
      timings[kind] = Date.now() - start;
    }
  };
  const spelling = kinds.includes('spelling') ? timed('spelling', () => (worker ? spellingInWorker(root) : lintSpelling(root))) : Promise.resolve([]);
  // Let the worker start before this thread gets busy.
  await new Promise((resolve) => setImmediate(resolve));
  const others: LintProblem[] = [];
  if (kinds.includes('release-notes')) others.push(...(await timed('release-notes', () => lintReleaseNotes(root))));
  if (kinds.includes('front-matter')) others.push(...(await timed('front-matter', () => lintFrontMatter(root))));
  if (kinds.includes('markdown')) others.push(...(await timed('markdown', () => lintMarkdown(root))));
  return {problems: sortProblems([...others, ...(await spelling)]), timings};
}

function spellingInWorker(root: string): Promise<LintProblem[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(__dirname, 'spellingWorker.mjs'), {workerData: {root}});
    worker.once('message', (message: {problems?: LintProblem[]; error?: string}) => {
      if (message.error) reject(new Error(message.error));
      else resolve(message.problems ?? []);
    });
    worker.once('error', reject);
  });
}
