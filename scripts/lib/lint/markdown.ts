import path from 'path';
import type {MarkdownlintResult} from 'markdownlint-cli2';
import type {LintProblem} from './problems';

/**
 * Markdown style: markdownlint-cli2 with the site's `.markdownlint-cli2.jsonc` (its rules and the files it checks),
 * the configuration the editor's markdownlint extension reads too.
 */
export async function lintMarkdown(root: string): Promise<LintProblem[]> {
  const {main} = await import('markdownlint-cli2');
  const results: MarkdownlintResult[] = [];
  const errors: string[] = [];
  const status = await main({
    directory: root,
    argv: [],
    logMessage: () => {},
    logError: (message: string) => errors.push(message),
    optionsOverride: {outputFormatters: [[({results: r}) => void results.push(...r)]]},
  });
  if (status !== 0 && results.length === 0) throw new Error(`markdownlint-cli2 failed: ${errors.join('\n')}`);
  return results.map((r) => ({
    file: path.relative(root, path.resolve(root, r.fileName)).split(path.sep).join('/'),
    line: r.lineNumber,
    column: r.errorRange?.[0],
    kind: 'markdown',
    rule: r.ruleNames.slice(0, 2).join('/'),
    message: `${r.ruleDescription}${r.errorDetail ? ` [${r.errorDetail}]` : ''}${r.errorContext ? ` [Context: "${r.errorContext}"]` : ''}`,
  }));
}
