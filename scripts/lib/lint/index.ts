import path from 'path';
import {Worker} from 'worker_threads';
import {lintMarkdown} from './markdown';
import {lintSpelling} from './spelling';
import {lintReleaseNotes} from './releaseNotes';
import {lintFrontMatter} from './frontMatter';
import {lintLinks} from './links';
import {lintWording} from './wording';
import {lintKinds, sortProblems, type LintKind, type LintProblem} from './problems';

export {formatProblem, lintKinds, type LintKind, type LintProblem} from './problems';

export interface LintResult {
  problems: LintProblem[];
  /** Wall time of each check, in milliseconds. */
  timings: Partial<Record<LintKind, number>>;
}

/**
 * Runs the checks of `npm run lint` on the site in `root` (its configuration files included) and returns every
 * problem, sorted by file and line. Markdown style and spelling, the two slow checks, each run in a worker thread
 * while this thread checks the release notes and the front matter: on two cores the lint takes about as long as
 * its slowest check. `worker: false` runs everything in this thread (the unit tests do).
 */
export async function runLint(root: string, kinds: LintKind[] = lintKinds, {worker = true} = {}): Promise<LintResult> {
  const timings: LintResult['timings'] = {};
  const timed = async (kind: LintKind, work: () => Promise<LintProblem[]> | LintProblem[]): Promise<LintProblem[]> => {
    if (!kinds.includes(kind)) return [];
    const start = Date.now();
    try {
      return await work();
    } finally {
      timings[kind] = Date.now() - start;
    }
  };
  const spelling = timed('spelling', () => (worker ? inWorker('spelling.ts', 'lintSpelling', root) : lintSpelling(root)));
  const markdown = timed('markdown', () => (worker ? inWorker('markdown.ts', 'lintMarkdown', root) : lintMarkdown(root)));
  // Let the workers start before this thread gets busy.
  await new Promise((resolve) => setImmediate(resolve));
  const releaseNotes = await timed('release-notes', () => lintReleaseNotes(root));
  const frontMatter = await timed('front-matter', () => lintFrontMatter(root));
  const links = await timed('links', () => lintLinks(root));
  const wording = await timed('wording', () => lintWording(root));
  return {problems: sortProblems([...releaseNotes, ...frontMatter, ...links, ...wording, ...(await markdown), ...(await spelling)]), timings};
}

/** Runs the function `name` of the check module `file` (in this folder) in a worker thread. */
function inWorker(file: string, name: string, root: string): Promise<LintProblem[]> {
  return new Promise((resolve, reject) => {
    // A young generation larger than the default spares both checks about a tenth of their time in the garbage
    // collector (they allocate many short-lived objects per file).
    const worker = new Worker(path.join(__dirname, 'worker.mjs'), {
      workerData: {module: path.join(__dirname, file), name, root},
      resourceLimits: {maxYoungGenerationSizeMb: 192},
    });
    worker.once('message', (message: {problems?: LintProblem[]; error?: string}) => {
      if (message.error) reject(new Error(message.error));
      else resolve(message.problems ?? []);
    });
    worker.once('error', reject);
  });
}
