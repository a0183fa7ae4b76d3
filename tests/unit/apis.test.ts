import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'fs';
import os from 'os';
import path from 'path';
import {apis, type ApiReference} from '../../src/data/apis';
import {apiReferencePlugins, apiRoutePrefixes, apiSidebarItems} from '../../src/plugins/api-reference';
import {apiGeneratorPlugins, generatedSidebarFile} from '../../src/plugins/api-reference/generator';
import {writeDownloads} from '../../src/plugins/api-reference/downloads';
import {areaOf} from '../../src/plugins/search/client/records';

// A third API, as a writer would add it: one row, and its document.
const dummy: ApiReference = {
  id: 'dummy-api',
  title: 'Dummy API',
  specPath: 'dummy.yaml',
  infoPageId: 'dummy-api-documentation',
  guides: [],
  downloads: {json: '/dummy-api/dummy-openapi-docs.json', postman: '/dummy-api/dummy-postman-collection.json'},
};
const dummyDocument = `openapi: 3.0.1
info: {title: Dummy API, version: 1.0.0, description: A dummy.}
servers: [{url: 'https://{apiUrl}', variables: {apiUrl: {default: example.meshstack.io}}}]
paths:
  /api/things:
    get:
      operationId: thingList
      summary: List things
      description: Lists things.
      responses: {'200': {description: The things.}}
`;

type PluginTuple = [unknown, Record<string, any>];

test('one more row in the API table gives the third API its docs instance, generator, theme routes, sidebar, downloads and search area', async () => {
  const plugins = apiReferencePlugins([...apis, dummy], {}) as PluginTuple[];
  const docs = plugins.filter(([name]) => name === '@docusaurus/plugin-content-docs').map(([, o]) => o);
  const generators = (apiGeneratorPlugins([...apis, dummy]) as PluginTuple[]).filter(([name]) => name === 'docusaurus-plugin-openapi-docs').map(([, o]) => o);
  // The generators are no plugins of the site, which would load them on every start and build: generate.ts runs them
  // (npm run gen:api, and the site's load when a document changed).
  assert.deepEqual(plugins.filter(([name]) => name === 'docusaurus-plugin-openapi-docs'), []);
  assert.deepEqual(docs.map((o) => [o.id, o.path, o.routeBasePath, o.docItemComponent]), [
    ...apis.map((api) => [api.id, api.id, api.id, '@theme/ApiItem']),
    ['dummy-api', 'dummy-api', 'dummy-api', '@theme/ApiItem'],
  ]);
  assert.deepEqual(generators.at(-1), {
    id: 'openapi-dummy-api',
    docsPluginId: 'dummy-api',
    config: {'dummy-api': {specPath: 'dummy.yaml', outputDir: 'dummy-api', sidebarOptions: {groupPathsBy: 'tag'}, hideSendButton: true}},
  });
  assert.deepEqual(apiRoutePrefixes([...apis, dummy]).at(-1), '/dummy-api/');
  // The search area of its pages is its title (the table is read by the search records too, for the real rows).
  assert.equal(areaOf('/api/introduction/'), apis[0].title);

  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'apis-'));
  // The sidebar: the generated items, without the info page (no guides: the info page has no sidebar).
  fs.mkdirSync(path.join(site, 'dummy-api'));
  fs.writeFileSync(
    path.join(site, 'dummy-api', generatedSidebarFile),
    JSON.stringify([{type: 'doc', id: 'dummy-api-documentation'}, {type: 'category', label: 'Things', items: [{type: 'doc', id: 'thing-list'}]}]),
  );
  const items = await apiSidebarItems(dummy)({version: {contentPath: path.join(site, 'dummy-api')}} as never);
  assert.deepEqual(items, [{type: 'category', label: 'Things', items: [{type: 'doc', id: 'thing-list'}]}]);
  // With guides, the reference becomes a category linked to the info page.
  const withGuides = await apiSidebarItems({...dummy, guides: ['intro'], referenceLabel: 'Reference'})({version: {contentPath: path.join(site, 'dummy-api')}} as never);
  assert.deepEqual(withGuides.map((i: any) => [i.type, i.id ?? i.label, i.link?.id]), [['doc', 'intro', undefined], ['category', 'Reference', 'dummy-api-documentation']]);

  // The downloads: the document as JSON and as a Postman collection with the hostname variable.
  fs.writeFileSync(path.join(site, 'dummy.yaml'), dummyDocument);
  const out = path.join(site, 'build');
  await writeDownloads([dummy], site, out);
  assert.equal(JSON.parse(fs.readFileSync(path.join(out, 'dummy-api/dummy-openapi-docs.json'), 'utf8')).info.title, 'Dummy API');
  const collection = JSON.parse(fs.readFileSync(path.join(out, 'dummy-api/dummy-postman-collection.json'), 'utf8'));
  assert.equal(collection.info.name, 'Dummy API');
  assert.ok(collection.variable.some((v: {key: string; value: string}) => v.key === 'hostname' && v.value === 'example.meshstack.io'));
  assert.equal(collection.auth.type, 'bearer');
});

test('a document that does not parse fails the downloads with its path', async () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'apis-'));
  fs.writeFileSync(path.join(site, 'dummy.yaml'), 'openapi: [unclosed');
  await assert.rejects(writeDownloads([dummy], site, path.join(site, 'build')), /cannot read the OpenAPI document dummy\.yaml/);
});

test('when the site loads, the pages of a new or changed OpenAPI document are generated, and unchanged ones kept', async () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'apis-gen-'));
  // What the lint asks of a document beyond the dummy: security.
  const document = `${dummyDocument}security: [{token: []}]\ncomponents: {securitySchemes: {token: {type: http, scheme: bearer}}}\n`;
  fs.writeFileSync(path.join(site, 'dummy.yaml'), document);
  const [themePlugin, options] = (apiReferencePlugins([dummy], {}) as PluginTuple[]).at(-1) as [(context: unknown, options: unknown) => Promise<{name: string}>, unknown];
  const load = () => themePlugin({siteDir: site}, options);
  const page = path.join(site, 'dummy-api', 'thing-list.api.mdx');

  // A new document, its folder not there yet (a fresh clone): the pages and sidebar exist once the plugin is created,
  // and Docusaurus creates every plugin before any loads its content.
  assert.equal((await load()).name, 'api-reference');
  assert.match(fs.readFileSync(page, 'utf8'), /<RequestSamples samples=/);
  assert.ok(fs.existsSync(path.join(site, 'dummy-api', generatedSidebarFile)));

  // Unchanged: nothing is written again.
  const written = fs.statSync(page).mtimeMs;
  await load();
  assert.equal(fs.statSync(page).mtimeMs, written);

  // Changed: generated again, with the new operation.
  fs.writeFileSync(path.join(site, 'dummy.yaml'), document.replace('summary: List things', 'summary: List all things'));
  await load();
  assert.match(fs.readFileSync(page, 'utf8'), /List all things/);

  // A document with an error stops the load with the document's name and the error.
  fs.writeFileSync(path.join(site, 'dummy.yaml'), document.replace('description: Lists things.\n', ''));
  await assert.rejects(load(), /dummy\.yaml/);
});
