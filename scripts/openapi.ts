// The API reference pages: `npm run gen:api` (part of `npm run build` and `npm start`).
//
//   node --import tsx scripts/openapi.ts gen [--force]   lint each document of src/data/apis.ts, then generate its
//                                                        pages, skipping documents that did not change
//   node --import tsx scripts/openapi.ts lint [file ...] lint only
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import yaml from 'js-yaml';
import {apis, type ApiReference} from '../src/data/apis';
import {apiGeneratorPlugins, apiReferencePlugins, generatedSidebarFile, generatorId, openapiGeneratorOptions} from '../src/plugins/api-reference';
import {operationPageId, operationsOf, requestSamples} from '../src/plugins/api-reference/samples';
// The generator and Redocly take about two seconds to load; `npm start` and `npm run build` mostly find every
// document unchanged, so both load only when a document is linted or generated.
const loadGenerator = () => import('docusaurus-plugin-openapi-docs').then((m) => m.default);
const loadLint = () => import('./lib/openapiLint');

const root = path.join(__dirname, '..');
/** Files the generator writes into an API's folder, next to the hand-written guides. */
const generatedFile = /\.(api|info|tag|schema)\.mdx$|^sidebar\.(ts|json)$/;
/** What the pages of an API were last generated from; same fingerprint, nothing to do. */
const stampFile = '.generated-from';

function fingerprint(api: ApiReference): string {
  const version = (name: string) => JSON.parse(fs.readFileSync(require.resolve(`${name}/package.json`), 'utf8')).version;
  return crypto
    .createHash('sha256')
    .update(fs.readFileSync(path.join(root, api.specPath)))
    .update(JSON.stringify(openapiGeneratorOptions(api)))
    .update(version('docusaurus-plugin-openapi-docs'))
    .update(fs.readFileSync(__filename))
    .digest('hex');
}

async function lint(files: string[]): Promise<void> {
  const {lintOpenApi, formatLintProblems} = await loadLint();
  const problems = await lintOpenApi(files, root);
  if (problems.length > 0) throw new Error(formatLintProblems(problems));
  console.log(`OpenAPI lint: ${files.join(', ')}: no errors`);
}

/**
 * Runs the generator of `docusaurus-plugin-openapi-docs` in this process, through the CLI command it registers,
 * instead of starting the Docusaurus CLI (which loads the whole site) twice per API.
 */
async function generate(api: ApiReference): Promise<void> {
  const outputDir = path.join(root, api.id);
  fs.mkdirSync(outputDir, {recursive: true});
  for (const name of fs.readdirSync(outputDir)) if (generatedFile.test(name)) fs.rmSync(path.join(outputDir, name));

  const siteConfig = {presets: [], plugins: [...apiReferencePlugins(apis, {}), ...apiGeneratorPlugins(apis)]};
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
  finishOperationPages(api, outputDir);
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
function finishOperationPages(api: ApiReference, outputDir: string): void {
  const document = yaml.load(fs.readFileSync(path.join(root, api.specPath), 'utf8')) as Record<string, any>;
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

async function gen(force: boolean): Promise<void> {
  for (const api of apis) {
    const stamp = path.join(root, api.id, stampFile);
    const wanted = fingerprint(api);
    const upToDate = !force && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === wanted
      && fs.existsSync(path.join(root, api.id, generatedSidebarFile));
    if (upToDate) {
      console.log(`OpenAPI: ${api.specPath} unchanged, pages in ${api.id}/ kept`);
      continue;
    }
    const started = Date.now();
    await lint([api.specPath]);
    await generate(api);
    fs.writeFileSync(stamp, wanted);
    const pages = fs.readdirSync(path.join(root, api.id)).filter((name) => /\.(api|info|tag|schema)\.mdx$/.test(name)).length;
    console.log(`OpenAPI: ${api.specPath} -> ${pages} pages in ${api.id}/ (${Date.now() - started} ms)`);
  }
}

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  if (command === 'lint') return lint(args.length > 0 ? args : apis.map((api) => api.specPath));
  if (command === 'gen') return gen(args.includes('--force'));
  throw new Error('usage: scripts/openapi.ts gen [--force] | lint [document.yaml ...]');
}

main().catch((error) => {
  console.error(`openapi: ${(error as Error).message}`);
  process.exit(1);
});
