import type {RequestSample} from './theme/RequestSamples';

type Json = Record<string, any>;

/** The operations of an OpenAPI document, with their method and path. */
export function operationsOf(document: Json): {operationId: string; method: string; path: string; operation: Json}[] {
  return Object.entries<Json>(document.paths ?? {}).flatMap(([path, item]) =>
    ['get', 'put', 'post', 'delete', 'patch']
      .filter((method) => item[method])
      .map((method) => ({operationId: item[method].operationId as string, method, path, operation: item[method] as Json})),
  );
}

/** The page id the generator gives an operation: its operationId in kebab case (`meshTenantDeleteV4` -> `mesh-tenant-delete-v-4`). */
export const operationPageId = (operationId: string): string =>
  (operationId.match(/[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+/g) ?? [operationId]).join('-').toLowerCase();

/** The base URL of the document's first server, with its variables' defaults. */
export function serverUrl(document: Json): string {
  const server = document.servers?.[0];
  if (!server) return '';
  return String(server.url).replace(/\{(\w+)\}/g, (whole: string, name: string) => server.variables?.[name]?.default ?? whole);
}

const shellQuote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

/**
 * Requests a reader can run, built from the operation: the URL with the required query parameters (path
 * parameters stay as `{name}` to fill in), the required headers with the operation's media types, the credentials
 * from environment variables (`MESHSTACK_TOKEN` for an API key's bearer token, `MESHSTACK_USER` and
 * `MESHSTACK_PASSWORD` for basic authentication), and the example request body.
 */
export function requestSamples(document: Json, method: string, path: string, operation: Json): RequestSample[] {
  const query = (operation.parameters ?? [])
    .filter((p: Json) => p.in === 'query' && p.required)
    .map((p: Json) => `${p.name}=${encodeURIComponent(String(p.example ?? p.schema?.example ?? p.schema?.default ?? `{${p.name}}`))}`);
  const url = `${serverUrl(document)}${path}${query.length ? `?${query.join('&')}` : ''}`;
  const requestMedia = Object.entries<Json>(operation.requestBody?.content ?? {})[0];
  const responseMedia = Object.entries<Json>(operation.responses ?? {})
    .filter(([status]) => /^2/.test(status))
    .flatMap(([, response]) => Object.keys(response.content ?? {}))[0];
  const headers: [string, string][] = [];
  if (responseMedia) headers.push(['Accept', responseMedia]);
  if (requestMedia) headers.push(['Content-Type', requestMedia[0]]);
  const schemes = (operation.security ?? document.security ?? []).flatMap((s: Json) => Object.keys(s));
  const scheme = schemes.map((name: string) => document.components?.securitySchemes?.[name]).find(Boolean);
  const basic = scheme?.type === 'http' && scheme.scheme === 'basic';
  const bearer = scheme && !basic;
  const body = requestMedia?.[1]?.example;
  const bodyText = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body, null, 2);
  const formBody = requestMedia && /x-www-form-urlencoded/.test(requestMedia[0]) && body && typeof body === 'object';
  const upper = method.toUpperCase();

  const curl = [`curl --request ${upper} ${shellQuote(url)}`];
  for (const [name, value] of headers) curl.push(`--header ${shellQuote(`${name}: ${value}`)}`);
  if (bearer) curl.push(`--header "Authorization: Bearer $MESHSTACK_TOKEN"`);
  if (basic) curl.push(`--user "$MESHSTACK_USER:$MESHSTACK_PASSWORD"`);
  if (formBody) for (const [k, v] of Object.entries(body as Json)) curl.push(`--data-urlencode ${shellQuote(`${k}=${v}`)}`);
  else if (bodyText !== undefined) curl.push(`--data ${shellQuote(bodyText)}`);

  const py = ['import os', 'import requests', '', `response = requests.${method}(`, `    ${JSON.stringify(url)},`];
  const pyHeaders = [...headers.map(([n, v]) => `${JSON.stringify(n)}: ${JSON.stringify(v)}`), ...(bearer ? [`"Authorization": "Bearer " + os.environ["MESHSTACK_TOKEN"]`] : [])];
  if (pyHeaders.length) py.push(`    headers={${pyHeaders.join(', ')}},`);
  if (basic) py.push(`    auth=(os.environ["MESHSTACK_USER"], os.environ["MESHSTACK_PASSWORD"]),`);
  if (formBody) py.push(`    data=${JSON.stringify(body)},`);
  else if (bodyText !== undefined) py.push(`    data=${JSON.stringify(bodyText)},`);
  py.push(')', 'print(response.status_code, response.text)');

  const jsHeaders = [...headers.map(([n, v]) => `    ${JSON.stringify(n)}: ${JSON.stringify(v)},`)];
  if (bearer) jsHeaders.push('    Authorization: `Bearer ${process.env.MESHSTACK_TOKEN}`,');
  if (basic) jsHeaders.push('    Authorization: `Basic ${btoa(`${process.env.MESHSTACK_USER}:${process.env.MESHSTACK_PASSWORD}`)}`,');
  const js = [`const response = await fetch(${JSON.stringify(url)}, {`, `  method: ${JSON.stringify(upper)},`];
  if (jsHeaders.length) js.push('  headers: {', ...jsHeaders, '  },');
  if (formBody) js.push(`  body: new URLSearchParams(${JSON.stringify(body)}),`);
  else if (typeof body === 'string') js.push(`  body: ${JSON.stringify(body)},`);
  else if (bodyText !== undefined) js.push(`  body: JSON.stringify(${bodyText.replace(/\n/g, '\n  ')}),`);
  js.push('});', 'console.log(response.status, await response.text());');

  return [
    {label: 'curl', language: 'bash', code: curl.join(' \\\n  ')},
    {label: 'Python', language: 'python', code: py.join('\n')},
    {label: 'JavaScript', language: 'javascript', code: js.join('\n')},
  ];
}
