import Ajv from 'ajv';
import addFormats from 'ajv-formats';

type Json = Record<string, unknown>;

export interface ExampleProblem {
  pointer: string;
  message: string;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/**
 * Validates every `example` of a request or response media type against that media type's schema, and returns
 * the JSON pointer of each example that does not fit. Schema references resolve within the document.
 */
export function validateExamples(document: Json): {checked: number; problems: ExampleProblem[]} {
  const ajv = new Ajv({strict: false, allErrors: true});
  addFormats(ajv);
  // OpenAPI references (#/components/...) are resolved against the whole document, registered under one id.
  const rebase = (value: unknown) => JSON.parse(JSON.stringify(value).replaceAll('"$ref":"#/', '"$ref":"openapi#/'));
  ajv.addSchema({$id: 'openapi', components: rebase((document as {components?: unknown}).components ?? {})});

  const problems: ExampleProblem[] = [];
  let checked = 0;
  const paths = (document.paths ?? {}) as Record<string, Record<string, Json>>;
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const base = `#/paths/${escapePointer(path)}/${method}`;
      const bodies: Array<[string, Record<string, Json>]> = [];
      const requestBody = operation.requestBody as {content?: Record<string, Json>} | undefined;
      if (requestBody?.content) bodies.push([`${base}/requestBody/content`, requestBody.content]);
      for (const [status, response] of Object.entries((operation.responses ?? {}) as Record<string, {content?: Record<string, Json>}>)) {
        if (response.content) bodies.push([`${base}/responses/${status}/content`, response.content]);
      }
      for (const [pointer, content] of bodies) {
        for (const [mediaType, media] of Object.entries(content)) {
          if (media.example === undefined || media.schema === undefined) continue;
          checked++;
          const validate = ajv.compile(rebase(media.schema));
          if (!validate(media.example)) {
            problems.push({pointer: `${pointer}/${escapePointer(mediaType)}/example`, message: ajv.errorsText(validate.errors)});
          }
        }
      }
    }
  }
  return {checked, problems};
}

/**
 * The HAL links of every example against its schema: each `_links` object of an example (at the top, or inside
 * `_embedded` items and other nested objects) must hold exactly the link names its schema declares under
 * `_links.properties`, so that an example never drops a link that clients follow, nor shows one the schema leaves
 * out. Returns the JSON pointer of each `_links` object that differs, with the names missing and extra.
 */
export function linkProblems(document: Json): {checked: number; problems: ExampleProblem[]} {
  const components = (document.components ?? {}) as Json;
  const resolve = (schema: unknown, seen = new Set<string>()): Json => {
    let s = (schema ?? {}) as Json;
    while (typeof s.$ref === 'string' && !seen.has(s.$ref)) {
      seen.add(s.$ref);
      s = (s.$ref as string)
        .replace(/^#\/components\//, '')
        .split('/')
        .reduce<unknown>((node, key) => (node as Json | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], components) as Json;
    }
    // allOf: the properties of every part.
    if (Array.isArray(s.allOf)) {
      const parts = (s.allOf as unknown[]).map((part) => resolve(part, seen));
      return {...s, properties: Object.assign({}, ...parts.map((p) => p.properties ?? {}), s.properties ?? {})};
    }
    return s;
  };
  const problems: ExampleProblem[] = [];
  let checked = 0;
  const walk = (value: unknown, schema: Json, pointer: string) => {
    if (Array.isArray(value)) {
      value.forEach((item, i) => walk(item, resolve(schema.items), `${pointer}/${i}`));
      return;
    }
    if (value === null || typeof value !== 'object') return;
    const properties = (schema.properties ?? {}) as Record<string, unknown>;
    for (const [key, child] of Object.entries(value as Json)) {
      const childSchema = resolve(properties[key] ?? (typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined));
      if (key === '_links' && child && typeof child === 'object') {
        checked++;
        const declared = Object.keys((childSchema.properties ?? {}) as Json);
        const shown = Object.keys(child as Json);
        const missing = declared.filter((k) => !shown.includes(k));
        const extra = shown.filter((k) => !declared.includes(k));
        if (missing.length || extra.length) {
          problems.push({
            pointer: `${pointer}/_links`,
            message: [missing.length && `missing ${missing.join(', ')}`, extra.length && `not in the schema ${extra.join(', ')}`].filter(Boolean).join('; '),
          });
        }
        continue;
      }
      walk(child, childSchema, `${pointer}/${escapePointer(key)}`);
    }
  };
  for (const [path, item] of Object.entries((document.paths ?? {}) as Record<string, Record<string, Json>>)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      for (const [status, response] of Object.entries((operation.responses ?? {}) as Record<string, {content?: Record<string, Json>}>)) {
        for (const [mediaType, media] of Object.entries(response.content ?? {})) {
          if (media.example === undefined) continue;
          walk(media.example, resolve(media.schema), `#/paths/${escapePointer(path)}/${method}/responses/${status}/content/${escapePointer(mediaType)}/example`);
        }
      }
    }
  }
  return {checked, problems};
}
