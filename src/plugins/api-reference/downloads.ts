import fs from 'fs/promises';
import path from 'path';
import yaml from 'js-yaml';
import Converter from 'openapi-to-postmanv2';
import type {ApiReference} from '../../data/apis';

type OpenApiDocument = {servers?: {url: string; variables?: Record<string, {default: string}>}[]} & Record<string, unknown>;

/** The collection variable readers set to their meshStack's API host, as the API introduction tells them. */
export const postmanHostVariable = 'hostname';

/** Reads an API's OpenAPI document; a document that does not parse fails with its path. */
export async function readApiDocument(siteDir: string, api: ApiReference): Promise<OpenApiDocument> {
  const file = path.join(siteDir, api.specPath);
  try {
    const document = yaml.load(await fs.readFile(file, 'utf8'));
    if (!document || typeof document !== 'object') throw new Error('not a YAML map');
    return document as OpenApiDocument;
  } catch (error) {
    throw new Error(`api-reference: cannot read the OpenAPI document ${api.specPath}: ${(error as Error).message}`);
  }
}

/**
 * The document as a Postman collection (v2.1), converted by Postman's own `openapi-to-postmanv2`: one folder per
 * tag, request bodies from the examples, and the API host as the `hostname` variable of the collection.
 */
export async function toPostmanCollection(document: OpenApiDocument, api: ApiReference): Promise<Record<string, unknown>> {
  const host = document.servers?.[0]?.variables ? Object.values(document.servers[0].variables)[0]?.default : undefined;
  const withHostVariable = {
    ...document,
    servers: [{url: `https://{${postmanHostVariable}}`, variables: {[postmanHostVariable]: {default: host ?? 'example.meshstack.io'}}}],
  };
  const result = await new Promise<{result: boolean; reason?: string; output?: {type: string; data: Record<string, unknown>}[]}>(
    (resolve, reject) =>
      Converter.convert(
        {type: 'json', data: withHostVariable},
        {folderStrategy: 'Tags', requestParametersResolution: 'Example', exampleParametersResolution: 'Example', includeAuthInfoInExample: false},
        (error: Error | null, converted: never) => (error ? reject(error) : resolve(converted)),
      ),
  );
  const collection = result.output?.find((o) => o.type === 'collection')?.data;
  if (!result.result || !collection) {
    throw new Error(`api-reference: cannot convert ${api.specPath} to a Postman collection: ${result.reason ?? 'no collection produced'}`);
  }
  // Credentials are set once, on the collection's Authorization tab: requests that take a bearer token (an API
  // key's access token) inherit it from there; the few that take basic auth keep their own.
  const inherit = (items: PostmanItem[]) =>
    items.forEach((item) => {
      if (item.item) inherit(item.item);
      else if (item.request?.auth && ['oauth2', 'bearer'].includes(item.request.auth.type)) delete item.request.auth;
    });
  inherit((collection.item ?? []) as PostmanItem[]);
  collection.auth = {type: 'bearer', bearer: [{key: 'token', value: '{{bearerToken}}', type: 'string'}]};
  return collection;
}

type PostmanItem = {item?: PostmanItem[]; request?: {auth?: {type: string}}};

/** Writes each API's downloads into the build: the document as JSON, and as a Postman collection. */
export async function writeDownloads(apis: ApiReference[], siteDir: string, outDir: string): Promise<void> {
  for (const api of apis) {
    const document = await readApiDocument(siteDir, api);
    const collection = await toPostmanCollection(document, api);
    for (const [route, data] of [
      [api.downloads.json, document],
      [api.downloads.postman, collection],
    ] as const) {
      const file = path.join(outDir, route);
      await fs.mkdir(path.dirname(file), {recursive: true});
      await fs.writeFile(file, `${JSON.stringify(data, null, 2)}\n`);
    }
  }
}
