import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'path';
import {pageLinks} from '../../src/plugins/release-notes/post';
import {deadPageLinks, docsPagesOf, histories, historyFile, linkedPages, remarkReleaseHistory} from '../../src/plugins/release-notes/history';
import type {ChangeModel} from '../../src/plugins/release-notes/model';

// Three releases, oldest first, as readChanges gives them; changes link pages with and without anchors.
const model: ChangeModel = {
  releases: [
    {version: '2025.1.0', date: '2025-01-08', url: '/blog/2025/01/08/Release-0/'},
    {version: '2025.2.0', date: '2025-01-15', url: '/blog/2025/01/15/Release-0/'},
    {version: '2025.3.0', date: '2025-01-22', url: '/blog/2025/01/22/Release-0/'},
  ],
  changes: [
    {release: 0, heading: 'Tags on workspaces', anchor: 'tags-on-workspaces', audiences: ['user'], breaking: false, uiChange: false, pages: ['/concepts/tag/#tag-definitions']},
    {release: 1, heading: 'Tag keys renamed', anchor: 'tag-keys-renamed', audiences: ['partner'], breaking: true, uiChange: false, action: 'required', pages: ['/concepts/tag/', '/api/mesh-tag-definition/']},
    {release: 1, heading: 'Unrelated fix', anchor: 'unrelated-fix', audiences: ['user'], breaking: false, uiChange: false},
    {release: 1, heading: 'Tag defaults', anchor: 'tag-defaults', audiences: ['user'], breaking: false, uiChange: false, action: 'recommended', pages: ['/concepts/tag/#defaults', '/concepts/tag/']},
    {release: 2, heading: 'Tag filter', anchor: 'tag-filter', audiences: ['user'], breaking: false, uiChange: true, pages: ['/concepts/tag']},
  ],
  words: [],
};

test('a page lists exactly the changes that link it, newest release first, each release in its post order, with their marks', () => {
  const tag = histories(model).get('/concepts/tag/')!;
  assert.deepEqual(
    tag.map((e) => e.heading),
    ['Tag filter', 'Tag keys renamed', 'Tag defaults', 'Tags on workspaces'],
  );
  assert.deepEqual(tag[1], {
    version: '2025.2.0',
    date: '2025-01-15',
    url: '/blog/2025/01/15/Release-0/#tag-keys-renamed',
    heading: 'Tag keys renamed',
    breaking: true,
    action: 'required',
  });
  assert.equal(tag[2].action, 'recommended');
  // A UI change is no mark of the history's; a change that links a page twice is listed once.
  assert.deepEqual(tag[0], {version: '2025.3.0', date: '2025-01-22', url: '/blog/2025/01/22/Release-0/#tag-filter', heading: 'Tag filter'});
  assert.deepEqual(histories(model).get('/api/mesh-tag-definition/')!.map((e) => e.heading), ['Tag keys renamed']);
  assert.equal(histories(model).has('/concepts/workspace/'), false);
});

test('a link to a route that is no page fails with the post and the section; anchors and a missing slash still land', () => {
  const fileOf = (url: string) => `blog/${url.split('/').slice(2, 5).join('-')}-Release-0.md`;
  assert.equal(deadPageLinks(model, new Set(['/concepts/tag/', '/api/mesh-tag-definition/']), fileOf), undefined);
  assert.equal(
    deadPageLinks(model, new Set(['/concepts/tag/']), fileOf),
    'Release notes link pages that do not exist:\n- blog/2025-01-15-Release-0.md: the section "Tag keys renamed" links /api/mesh-tag-definition/, which is no page of the site',
  );
});

test('the linked pages carry their titles; a route without a docs page is left out', () => {
  const docs = [{source: 'docs/concepts/tag.md', permalink: '/concepts/tag/', title: 'Tags'}];
  assert.deepEqual(linkedPages(model, docs), [{path: '/concepts/tag/', title: 'Tags'}]);
});

test('docs pages come from every docs instance, their routes with the trailing slash', () => {
  const siteDir = '/site';
  const allContent = {
    'docusaurus-plugin-content-docs': {
      docs: {loadedVersions: [{docs: [{source: '@site/docs/concepts/tag.md', permalink: '/concepts/tag', title: 'Tags'}]}]},
      api: {loadedVersions: [{docs: [{source: '@site/api/mesh-tag-definition.api.mdx', permalink: '/api/mesh-tag-definition', title: 'Get tag definition'}]}]},
    },
  };
  assert.deepEqual(docsPagesOf(allContent, siteDir), [
    {source: path.join('docs', 'concepts', 'tag.md'), permalink: '/concepts/tag/', title: 'Tags'},
    {source: path.join('api', 'mesh-tag-definition.api.mdx'), permalink: '/api/mesh-tag-definition/', title: 'Get tag definition'},
  ]);
});

test('a section links the pages of the site, not posts, other sites, images or code', () => {
  const markdown = [
    'See [tags](/concepts/tag/#tag-definitions) and [`meshTag`](/api/mesh-tag-definition/), [tags again](/concepts/tag/#tag-definitions),',
    'the [previous release](/blog/2025/01/08/Release-0/), [the registry](https://registry.terraform.io/), ![a picture](/img/logo.svg),',
    '`[not a link](/concepts/x/)` and',
    '```md\n[in a code block](/concepts/y/)\n```',
  ].join('\n');
  assert.deepEqual(pageLinks(markdown), ['/concepts/tag/#tag-definitions', '/api/mesh-tag-definition/']);
});

test("every docs page imports its history file and ends with the history", () => {
  const tree: {type: string; children: {type: string; [key: string]: unknown}[]} = {type: 'root', children: [{type: 'paragraph', children: []}]};
  remarkReleaseHistory({siteDir: '/site'})(tree, {path: '/site/docs/concepts/tag.md'});
  assert.equal(historyFile('docs/concepts/tag.md'), 'history/docs__concepts__tag.md.json');
  assert.equal(tree.children[0].type, 'mdxjsEsm');
  assert.equal(tree.children[0].value, "import __releaseHistory from '@generated/docusaurus-plugin-content-blog/default/history/docs__concepts__tag.md.json';");
  assert.equal(tree.children[1].type, 'paragraph');
  assert.equal(tree.children[2].type, 'mdxJsxFlowElement');
  assert.equal(tree.children[2].name, 'ReleaseHistory');
});
