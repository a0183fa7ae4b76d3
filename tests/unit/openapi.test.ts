import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'fs';
import os from 'os';
import path from 'path';
import yaml from 'js-yaml';
import {lintOpenApi, formatLintProblems} from '../../src/plugins/api-reference/lint';
import {apis} from '../../src/data/apis';

/** The OpenAPI documents of every API reference. */
const OPENAPI_DOCUMENTS = apis.map((api) => api.specPath);
import {validateExamples, linkProblems} from '../../scripts/lib/openapiExamples';

const root = path.join(__dirname, '..', '..');
const load = (file: string) => yaml.load(fs.readFileSync(path.join(root, file), 'utf8')) as Record<string, unknown>;

test('every OpenAPI document lints without errors', async () => {
  const problems = await lintOpenApi(OPENAPI_DOCUMENTS, root);
  assert.deepEqual(problems, [], formatLintProblems(problems));
});

for (const file of OPENAPI_DOCUMENTS) {
  test(`every example in ${file} is valid against its schema`, () => {
    const {checked, problems} = validateExamples(load(file));
    assert.ok(checked > 0, 'the document has examples');
    assert.deepEqual(problems, []);
  });

  test(`every example in ${file} shows exactly the links its schema declares, and a dropped link is caught`, () => {
    const doc = load(file);
    const {checked, problems} = linkProblems(doc);
    assert.ok(checked > 0, 'the examples carry links');
    assert.deepEqual(problems, []);
    // The same document with one link taken out of the first example that has some.
    const copy = JSON.parse(JSON.stringify(doc));
    const media = Object.values<any>(copy.paths)
      .flatMap((item) => Object.values<any>(item).flatMap((op) => Object.values<any>(op.responses ?? {}).flatMap((r) => Object.values<any>(r.content ?? {}))))
      .find((m) => m.example?._links && Object.keys(m.example._links).length > 0);
    const dropped = Object.keys(media.example._links)[0];
    delete media.example._links[dropped];
    assert.deepEqual(
      linkProblems(copy).problems.map((p) => p.message),
      [`missing ${dropped}`],
    );
  });

  test(`every operation in ${file} is described, and so is every response and parameter`, () => {
    const doc = load(file) as {paths: Record<string, Record<string, any>>; info: {description?: string}};
    assert.ok(doc.info.description);
    for (const [p, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const where = `${method.toUpperCase()} ${p}`;
        assert.ok(op.operationId, `${where} has an operationId`);
        assert.ok(op.description, `${where} has a description`);
        for (const parameter of op.parameters ?? []) assert.ok(parameter.description, `${where} parameter ${parameter.name}`);
        for (const [status, response] of Object.entries<any>(op.responses)) assert.ok(response.description, `${where} ${status}`);
      }
    }
  });
}

test('the linter rejects what a writer could bring back: an undescribed property or operation, a media type without example, an example that breaks its schema', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-'));
  const good = {
    openapi: '3.0.1',
    info: {title: 'T', version: '1.0.0', description: 'T.'},
    servers: [{url: 'https://example.meshstack.io'}],
    tags: [{name: 'Things', description: 'Things.'}],
    paths: {
      '/things': {
        get: {
          tags: ['Things'],
          operationId: 'thingList',
          summary: 'List things',
          description: 'Lists things.',
          security: [],
          responses: {
            '200': {
              description: 'The things.',
              content: {'application/json': {schema: {type: 'object', properties: {name: {type: 'string', description: 'Name.'}}}, example: {name: 'a'}}},
            },
          },
        },
      },
    },
  };
  const lintWith = async (change: (doc: any) => void) => {
    const doc = JSON.parse(JSON.stringify(good));
    change(doc);
    fs.writeFileSync(path.join(dir, 'doc.yaml'), yaml.dump(doc));
    return (await lintOpenApi(['doc.yaml'], dir)).map((p) => `${p.rule} ${p.pointer}`);
  };
  const media = (doc: any) => doc.paths['/things'].get.responses['200'].content['application/json'];
  assert.deepEqual(await lintWith(() => {}), []);
  assert.deepEqual(await lintWith((doc) => delete media(doc).schema.properties.name.description), [
    'property-description #/paths/~1things/get/responses/200/content/application~1json/schema/properties/name',
  ]);
  assert.deepEqual(await lintWith((doc) => delete media(doc).example), ['media-type-example #/paths/~1things/get/responses/200/content/application~1json']);
  assert.deepEqual(await lintWith((doc) => (media(doc).example = {name: 1})), [
    'no-invalid-media-type-examples #/paths/~1things/get/responses/200/content/application~1json/example/name',
  ]);
  assert.deepEqual(await lintWith((doc) => delete doc.paths['/things'].get.description), ['operation-description #/paths/~1things/get/description']);
});

test('the linter names the document and the JSON pointer of a problem', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-'));
  const bad = path.join(dir, 'bad.yaml');
  fs.writeFileSync(bad, 'openapi: 3.0.1\ninfo:\n  title: Bad\n  version: 1.0.0\npaths:\n  /things:\n    get:\n      operationId: listThings\n      responses:\n        "200": {}\n');
  const problems = await lintOpenApi([bad], dir);
  assert.ok(problems.length > 0);
  const message = formatLintProblems(problems);
  assert.match(message, /bad\.yaml #\/paths\/~1things\/get\/responses\/200 \[struct\]/);
});

test('an example that breaks its schema is reported with its JSON pointer', () => {
  const doc = {
    paths: {
      '/things': {
        post: {
          requestBody: {
            content: {
              'application/json': {
                schema: {$ref: '#/components/schemas/Thing'},
                example: {name: 42},
              },
            },
          },
          responses: {},
        },
      },
    },
    components: {schemas: {Thing: {type: 'object', required: ['name'], properties: {name: {type: 'string'}}}}},
  };
  const {checked, problems} = validateExamples(doc);
  assert.equal(checked, 1);
  assert.equal(problems.length, 1);
  assert.equal(problems[0].pointer, '#/paths/~1things/post/requestBody/content/application~1json/example');
  assert.match(problems[0].message, /must be string/);
});
