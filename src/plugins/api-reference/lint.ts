import fs from 'fs';
import path from 'path';
import yaml from 'js-yaml';
import {createConfig, lint, type NormalizedProblem} from '@redocly/openapi-core';

export interface LintProblem {
  document: string;
  pointer: string;
  rule: string;
  message: string;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');
type Json = Record<string, any>;

/**
 * What Redocly's rules do not check and a reader of our reference needs: every operation described, every
 * schema property described, every request body and response media type with an example (Redocly checks that
 * the examples fit their schemas).
 */
export function completenessProblems(document: Json): Omit<LintProblem, 'document'>[] {
  const problems: Omit<LintProblem, 'document'>[] = [];
  const seen = new Set<unknown>();
  const visitSchema = (schema: unknown, pointer: string) => {
    if (!schema || typeof schema !== 'object' || seen.has(schema)) return;
    seen.add(schema);
    const s = schema as Json;
    for (const key of ['allOf', 'oneOf', 'anyOf'] as const) (s[key] ?? []).forEach((sub: unknown, i: number) => visitSchema(sub, `${pointer}/${key}/${i}`));
    if (s.items) visitSchema(s.items, `${pointer}/items`);
    if (s.additionalProperties && typeof s.additionalProperties === 'object') visitSchema(s.additionalProperties, `${pointer}/additionalProperties`);
    for (const [name, property] of Object.entries<Json>(s.properties ?? {})) {
      const at = `${pointer}/properties/${escape(name)}`;
      if (!property.$ref && !(typeof property.description === 'string' && property.description.trim())) {
        problems.push({pointer: at, rule: 'property-description', message: `the property "${name}" has no description`});
      }
      visitSchema(property, at);
    }
  };
  for (const [name, schema] of Object.entries<Json>(document.components?.schemas ?? {})) visitSchema(schema, `#/components/schemas/${escape(name)}`);
  for (const [p, item] of Object.entries<Json>(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const at = `#/paths/${escape(p)}/${method}`;
      const bodies: [string, Json][] = [];
      if (operation.requestBody?.content) bodies.push([`${at}/requestBody/content`, operation.requestBody.content]);
      for (const [status, response] of Object.entries<Json>(operation.responses ?? {})) {
        if (response.content) bodies.push([`${at}/responses/${status}/content`, response.content]);
      }
      for (const [pointer, content] of bodies) {
        for (const [mediaType, media] of Object.entries<Json>(content)) {
          if (media.schema) visitSchema(media.schema, `${pointer}/${escape(mediaType)}/schema`);
          if (media.example === undefined && media.examples === undefined) {
            problems.push({pointer: `${pointer}/${escape(mediaType)}`, rule: 'media-type-example', message: `${mediaType} has no example`});
          }
        }
      }
    }
  }
  return problems;
}

/**
 * Lints OpenAPI documents with Redocly's recommended rules, examples that do not fit their schemas and missing
 * operation descriptions as errors, and our completeness checks. Errors are returned with the document and the
 * JSON pointer of the problem; warnings are left to the writer's judgement and not returned.
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
      // A reader builds against the examples and the descriptions: wrong or missing ones are errors.
      'no-invalid-media-type-examples': {severity: 'error', allowAdditionalProperties: true},
      'no-invalid-schema-examples': 'error',
      'operation-description': 'error',
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
    const document = yaml.load(fs.readFileSync(path.resolve(rootDir, file), 'utf8')) as Json;
    problems.push(...completenessProblems(document).map((p) => ({document: file, ...p})));
  }
  return problems;
}

export function formatLintProblems(problems: LintProblem[]): string {
  return [
    `${problems.length} problem(s) in the OpenAPI documents:`,
    ...problems.map((p) => `  ${p.document} ${p.pointer} [${p.rule}]: ${p.message}`),
  ].join('\n');
}
