import path from 'path';
import {createConfig, lint, type NormalizedProblem} from '@redocly/openapi-core';

export interface LintProblem {
  document: string;
  pointer: string;
  rule: string;
  message: string;
}

/**
 * Lints OpenAPI documents with Redocly's recommended rules. Errors are returned with the document and the JSON
 * pointer of the problem; warnings are left to the writer's judgement and not returned.
 */
export async function lintOpenApi(files: string[], rootDir: string): Promise<LintProblem[]> {
  const config = await createConfig({
    extends: ['recommended'],
    rules: {
      // Our servers are relative to the installation (every customer runs its own meshStack).
      'no-empty-servers': 'off',
      // Our operations are documented with their success responses; errors are described once, in the guides.
      'operation-4xx-response': 'off',
      // The meshStack API serves versions of one resource under paths that differ only in the parameter's name
      // (e.g. `{identifier}` and `{uuid}` for tenants); the documents keep the paths as the API has them.
      'no-identical-paths': 'off',
      'info-license': 'off',
      'info-license-url': 'off',
    },
  });
  const problems: LintProblem[] = [];
  for (const file of files) {
    const found: NormalizedProblem[] = await lint({ref: path.resolve(rootDir, file), config});
    for (const problem of found) {
      if (problem.severity !== 'error' || problem.ignored) continue;
      problems.push({
        document: file,
        pointer: problem.location[0]?.pointer ?? '#/',
        rule: problem.ruleId,
        message: problem.message,
      });
    }
  }
  return problems;
}

export function formatLintProblems(problems: LintProblem[]): string {
  return [
    `${problems.length} problem(s) in the OpenAPI documents:`,
    ...problems.map((p) => `  ${p.document} ${p.pointer} [${p.rule}]: ${p.message}`),
  ].join('\n');
}
