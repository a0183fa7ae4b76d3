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
