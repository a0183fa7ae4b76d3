import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import type {ApiReference} from '../../data/apis';
import {generatedSidebarFile, generatorId, generatorSiteConfig, openapiGeneratorOptions} from './generator';

/**
 * The operation pages of each API, generated from its OpenAPI document: by `npm run gen:api` (`scripts/openapi.ts`,
 * before a build), and when the site loads (the plugin in `index.ts`, so `npm start` needs no step of its own).
 * Most runs find every document unchanged and load nothing else: the generator and Redocly take about two seconds to
 * load, so they load only when a document is linted or generated.
 */
const loadGenerator = () => import('docusaurus-plugin-openapi-docs').then((m) => m.default);
const loadLint = () => import('./lint');

/** Files the generator writes into an API's folder, next to the hand-written guides. */
const generatedFile = /\.(api|info|tag|schema)\.mdx$|^sidebar\.(ts|json)$/;
/** What the pages of an API were last generated from; same fingerprint, nothing to do. */
const stampFile = '.generated-from';

/** The document, the generator's options and version, and this file: what the pages are made from. */
export function fingerprint(api: ApiReference, root: string): string {
  const version = (name: string) => JSON.parse(fs.readFileSync(require.resolve(`${name}/package.json`), 'utf8')).version;
  return crypto
    .createHash('sha256')
    .update(fs.readFileSync(path.join(root, api.specPath)))
    .update(JSON.stringify(openapiGeneratorOptions(api)))
    .update(version('docusaurus-plugin-openapi-docs'))
    .update(fs.readFileSync(__filename))
    .digest('hex');
}

/** Lints the documents with Redocly's recommended rules and ours; throws with every error found. */
export async function lintDocuments(files: string[], root: string): Promise<void> {
  const {lintOpenApi, formatLintProblems} = await loadLint();
  const problems = await lintOpenApi(files, root);
  if (problems.length > 0) throw new Error(formatLintProblems(problems));
}

/** Whether the pages of an API were generated from what it is now made of. */
export function upToDate(api: ApiReference, root: string): boolean {
  const stamp = path.join(root, api.id, stampFile);
  return fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === fingerprint(api, root) && fs.existsSync(path.join(root, api.id, generatedSidebarFile));
}

/**
 * Lints and generates the pages of every API whose pages are missing or were made from something else (all with
 * `force`), and returns a line per API saying what it did.
 */
export async function generateApiPages(root: string, apis: ApiReference[], {force = false} = {}): Promise<{api: ApiReference; generated: boolean; line: string}[]> {
  const results = [];
  for (const api of apis) {
    if (!force && upToDate(api, root)) {
      results.push({api, generated: false, line: `OpenAPI: ${api.specPath} unchanged, pages in ${api.id}/ kept`});
      continue;
    }
    const started = Date.now();
    await lintDocuments([api.specPath], root);
    await generate(api, apis, root);
    fs.writeFileSync(path.join(root, api.id, stampFile), fingerprint(api, root));
    const pages = fs.readdirSync(path.join(root, api.id)).filter((name) => /\.(api|info|tag|schema)\.mdx$/.test(name)).length;
    results.push({api, generated: true, line: `OpenAPI: ${api.specPath} -> ${pages} pages in ${api.id}/ (${Date.now() - started} ms)`});
  }
  return results;
}

/**
 * Runs the generator of `docusaurus-plugin-openapi-docs` in this process, through the CLI command it registers,
 * instead of starting the Docusaurus CLI (which loads the whole site) twice per API.
 */
async function generate(api: ApiReference, apis: ApiReference[], root: string): Promise<void> {
  const outputDir = path.join(root, api.id);
  fs.mkdirSync(outputDir, {recursive: true});
  for (const name of fs.readdirSync(outputDir)) if (generatedFile.test(name)) fs.rmSync(path.join(outputDir, name));

  const siteConfig = generatorSiteConfig(apis);
  const openapiDocsPlugin = await loadGenerator();
  const plugin = (openapiDocsPlugin as unknown as (context: unknown, options: unknown) => {extendCli(cli: unknown): void})(
    {siteDir: root, siteConfig},
    openapiGeneratorOptions(api),
  );
  const actions = new Map<string, (id: string, instance: {opts(): Record<string, unknown>}) => Promise<void>>();
  const command = (name: string) => {
    const chain = {description: () => chain, usage: () => chain, arguments: () => chain, option: () => chain, action: (fn: never) => (actions.set(name, fn), chain)};
    return chain;
  };
  plugin.extendCli({command});
  const cwd = process.cwd();
  process.chdir(root); // the generator writes relative to the working directory
  try {
    await actions.get('gen-api-docs')!(api.id, {opts: () => ({pluginId: generatorId(api)})});
  } finally {
    process.chdir(cwd);
  }
  await finishOperationPages(api, outputDir, root);
  const sidebarModule = path.join(outputDir, 'sidebar.ts');
  if (!fs.existsSync(sidebarModule)) throw new Error(`the generator wrote no ${api.id}/sidebar.ts for ${api.specPath}`);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const items = require(sidebarModule).default;
  fs.writeFileSync(path.join(outputDir, generatedSidebarFile), `${JSON.stringify(items, null, 2)}\n`);
}

/**
 * What our theme (src/plugins/api-reference/theme) needs of the generated operation pages, and no more: the
 * request samples, written into each page from the document, and none of the front matter that only the OpenAPI
 * theme's interactive explorer reads (a compressed copy of the operation, which would ship with every page).
 */
async function finishOperationPages(api: ApiReference, outputDir: string, root: string): Promise<void> {
  const {load} = await import('js-yaml');
  const {operationPageId, operationsOf, requestSamples} = await import('./samples');
  const document = load(fs.readFileSync(path.join(root, api.specPath), 'utf8')) as Record<string, any>;
  const byPage = new Map(operationsOf(document).map((op) => [operationPageId(op.operationId), op]));
  for (const name of fs.readdirSync(outputDir).filter((f) => f.endsWith('.api.mdx'))) {
    const file = path.join(outputDir, name);
    const id = name.replace(/\.api\.mdx$/, '');
    const op = byPage.get(id);
    if (!op) throw new Error(`${api.id}/${name}: no operation of ${api.specPath} has the page id ${id}`);
    let text = fs.readFileSync(file, 'utf8').replace(/^(api|schema|sample): .*\n/gm, '');
    const samples = `<RequestSamples samples={${JSON.stringify(requestSamples(document, op.method, op.path, op.operation))}} />\n\n`;
    const anchor = text.indexOf('<StatusCodes');
    if (anchor < 0) throw new Error(`${api.id}/${name}: the generated page has no <StatusCodes> to put the request samples before`);
    text = text.slice(0, anchor) + samples + text.slice(anchor);
    text = text.replace(/^(import Heading from "@theme\/Heading";)$/m, '$1\nimport RequestSamples from "@theme/RequestSamples";');
    fs.writeFileSync(file, text);
  }
}
