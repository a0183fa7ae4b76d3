import path from 'path';
import {fileURLToPath} from 'url';
import type {LintProblem} from './problems';

/**
 * Spelling: cspell with the site's `cspell.config.yaml` (the files it checks, English in its American and British
 * forms, and the project dictionaries in `.cspell/`), the configuration the editor's Code Spell Checker reads too.
 */
export async function lintSpelling(root: string): Promise<LintProblem[]> {
  const {lint} = await import('cspell');
  const problems: LintProblem[] = [];
  const errors: string[] = [];
  // cspell's cache (by file content, configuration and dictionaries) makes a second run check only changed files.
  const cacheLocation = path.join(root, 'node_modules', '.cache', 'cspell', 'cache.json');
  const options = {root, config: path.join(root, 'cspell.config.yaml'), progress: false, summary: false, mustFindFiles: false, showSuggestions: true};
  await lint([], {...options, cache: true, cacheStrategy: 'content', cacheLocation}, {
    issue: (issue) => {
      const file = issue.uri ? path.relative(root, fileURLToPath(issue.uri)).split(path.sep).join('/') : '?';
      const suggestions = issue.suggestions?.length ? ` (did you mean ${issue.suggestions.slice(0, 3).join(', ')}?)` : '';
      problems.push({
        file,
        line: issue.row,
        column: issue.col,
        kind: 'spelling',
        rule: issue.isFlagged ? 'forbidden-word' : 'unknown-word',
        message: `"${issue.text}" is not in the dictionaries${suggestions}; fix it, or add a product term to .cspell/project-words.txt`,
      });
    },
    error: (message, error) => void errors.push(`${message}: ${error.message}`),
    info: () => {},
    debug: () => {},
    progress: () => {},
    result: () => {},
  });
  if (errors.length) throw new Error(`cspell failed: ${errors.join('\n')}`);
  return problems;
}
