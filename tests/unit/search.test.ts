import {test} from 'node:test';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import assert from 'node:assert/strict';
import {extractPage} from '../../src/plugins/search/extract';
import searchPlugin, {readPages} from '../../src/plugins/search';
import {areaOf, packPages, pageToRecords, unpackIndex, unpackPages, type PageEntry} from '../../src/plugins/search/client/records';
import {asksForRelease, normalizeTerm} from '../../src/plugins/search/client/terms';
import {SearchEngine, type IndexPart} from '../../src/plugins/search/client/engine';
import {answer, createEmbeddedSearchClient, compileFacetFilters, RetryError, type SearchRequest} from '../../src/plugins/search/client/client';

/** A built docs page in miniature: chrome, a title, sections, a code block, a diagram, an admonition. */
function builtPage({tag = 'docs-docs-current', body = ''} = {}) {
  return `<!doctype html><html lang="en"><head><title>Tenant | meshStack</title>
<meta name="docsearch:language" content="en"><meta name="docsearch:docusaurus_tag" content="${tag}"></head>
<body><nav class="navbar">Documentation API Docs</nav><aside>Sidebar link</aside>
<article><nav class="theme-doc-breadcrumbs">Home Concepts</nav><div class="theme-doc-markdown markdown">
<header><h1>Tenant</h1></header>
<p>A tenant is a <code>meshTenant</code> in a platform.</p>
${body}
<h2 id="tenant-status">Tenant status<a class="hash-link" href="#tenant-status">&#8203;</a></h2>
<p>Each tenant has a status.</p><ul><li>Active</li><li>Deleted</li></ul>
<div class="theme-code-block"><pre><code>kubectl get tenants</code></pre></div>
<h3 id="quota">Quota</h3>
<div class="theme-admonition"><div class="admonitionHeading_x">note</div><div class="admonitionContent_y"><p>Quotas need approval.</p></div></div>
<div class="docusaurus-mermaid-container">graph TD; A--&gt;B</div>
<h2 id="empty-section">Empty section</h2>
<h2 id="deletion">Deletion</h2><p>Delete a tenant from the workspace.</p>
</div></article><footer class="footer">Copyright</footer></body></html>`;
}

test('a page becomes one record per heading and one content record per section, with its hierarchy and anchors', () => {
  const page = extractPage(builtPage(), '/concepts/tenant/')!;
  const records = pageToRecords(page);
  assert.deepEqual(
    records.map((r) => [r.type, r.url]),
    [
      ['lvl1', '/concepts/tenant/'],
      ['content', '/concepts/tenant/'],
      ['lvl2', '/concepts/tenant/#tenant-status'],
      ['content', '/concepts/tenant/#tenant-status'],
      ['lvl3', '/concepts/tenant/#quota'],
      ['content', '/concepts/tenant/#quota'],
      ['lvl2', '/concepts/tenant/#empty-section'],
      ['lvl2', '/concepts/tenant/#deletion'],
      ['content', '/concepts/tenant/#deletion'],
    ],
  );
  const quota = records.find((r) => r.type === 'content' && r.url.endsWith('#quota'))!;
  assert.deepEqual(quota.hierarchy, {lvl0: 'Documentation', lvl1: 'Tenant', lvl2: 'Tenant status', lvl3: 'Quota', lvl4: null, lvl5: null, lvl6: null});
  assert.equal(quota.content, 'Quotas need approval.');
  const deletion = records.find((r) => r.type === 'lvl2' && r.url.endsWith('#deletion'))!;
  assert.equal(deletion.hierarchy.lvl3, null, 'a new h2 clears the deeper levels');
  assert.equal(records[1]!.content, 'A tenant is a meshTenant in a platform.', 'inline code stays, the title does not repeat');
  assert.equal(records[3]!.content, 'Each tenant has a status. Active Deleted');
  assert.equal(records[2]!.hierarchy.lvl2, 'Tenant status', 'the hash link is not part of the heading');
  for (const record of records) {
    assert.equal(record.docusaurus_tag, 'docs-docs-current');
    assert.equal(record.language, 'en');
    assert.doesNotMatch(JSON.stringify(record), /kubectl|graph TD|Sidebar|Copyright|Home Concepts|"note"/, 'code, diagrams and chrome are left out');
  }
  assert.equal(new Set(records.map((r) => r.objectID)).size, records.length, 'objectIDs are unique');
});

test('areas come from the route, and only docs pages and blog posts are indexed', () => {
  assert.equal(extractPage(builtPage({tag: 'docs-api-current'}), '/api/introduction/')!.area, 'meshStack API');
  assert.equal(extractPage(builtPage({tag: 'docs-metering-api-current'}), '/metering-api/x/')!.area, 'meshMetering API');
  assert.equal(extractPage(builtPage({tag: 'default'}), '/blog/2025/11/05/Release-0/')!.area, 'Release Notes');
  for (const tag of ['blog_posts_list', 'blog_tags_posts', '']) assert.equal(extractPage(builtPage({tag}), '/blog/'), null, tag);
});

test('the compact index file round-trips to the same records', () => {
  const pages = [extractPage(builtPage(), '/concepts/tenant/')!, extractPage(builtPage({tag: 'default'}), '/blog/2025/01/01/Release-0/')!];
  const file = JSON.parse(JSON.stringify(packPages(pages)));
  assert.deepEqual(unpackPages(file).flatMap(pageToRecords), pages.flatMap(pageToRecords));
  const linked = JSON.parse(JSON.stringify(packPages([{...pages[0]!, linkedAs: 'Tenant · tenants'}])));
  assert.equal(unpackPages(linked)[0]!.linkedAs, 'Tenant · tenants', 'the texts that link to a page travel with it');
  assert.throws(() => unpackPages({version: 1} as never), /unknown format/);
});

const long = Array.from({length: 40}, (_, i) => `word${i}`).join(' ');
const pages: PageEntry[] = [
  {
    path: '/concepts/building-block/', area: 'Documentation', title: 'Building Block', docusaurusTag: 'docs-docs-current', language: 'en',
    sections: [
      {anchor: '', level: 1, heading: 'Building Block', content: 'A building block automates a service.'},
      {anchor: 'inputs', level: 2, heading: 'Inputs', content: `${long} tenant ${long}`},
    ],
  },
  {
    path: '/concepts/tenant/', area: 'Documentation', title: 'Tenant', docusaurusTag: 'docs-docs-current', language: 'en',
    sections: [{anchor: '', level: 1, heading: 'Tenant', content: 'Tenants live in projects.'}],
  },
  {
    path: '/blog/2025/01/01/Release-0/', area: 'Release Notes', title: 'Release 2025.1.0', docusaurusTag: 'default', language: 'en',
    sections: [{anchor: '', level: 1, heading: 'Release 2025.1.0', content: 'Tenant deletion got faster. <img src=x onerror="alert(1)"> & <script>alert(2)</script>'}],
  },
  ...Array.from({length: 30}, (_, i): PageEntry => ({
    path: `/guides/filler-${i}/`, area: 'Documentation', title: `Filler ${i}`, docusaurusTag: 'docs-docs-current', language: 'en',
    sections: [{anchor: '', level: 1, heading: `Filler ${i}`, content: 'Every filler page mentions the tenant once.'}],
  })),
];
const engine = new SearchEngine(pages);
const ask = (query: string, extra: Partial<SearchRequest> = {}) =>
  answer(engine, {indexName: 'docs', query, highlightPreTag: '<mark>', highlightPostTag: '</mark>', ...extra}, 'https://docs.example');

test('the client answers in the Algolia response shape', () => {
  const result = ask('tenant');
  assert.equal(result.index, 'docs');
  assert.equal(result.query, 'tenant');
  assert.equal(result.page, 0);
  assert.equal(result.hitsPerPage, 20);
  assert.equal(result.hits.length, 20);
  assert.equal(result.nbPages, Math.ceil(result.nbHits / 20));
  assert.ok(result.nbHits > 30);
  assert.match(result.queryID, /^[0-9a-f]{32}$/);
  assert.equal(result.exhaustiveNbHits, true);
  const hit = result.hits[0]!;
  assert.equal(hit.url, 'https://docs.example/concepts/tenant/');
  assert.equal(hit.type, 'lvl1', 'the page titled "Tenant" ranks first');
  assert.deepEqual(hit._highlightResult.hierarchy.lvl1, {value: '<mark>Tenant</mark>', matchLevel: 'full', matchedWords: ['tenant'], fullyHighlighted: true});
  assert.equal(hit._snippetResult.hierarchy.lvl0!.value, 'Documentation');
  const second = ask('tenant', {page: 1});
  assert.equal(second.page, 1);
  assert.notDeepEqual(second.hits.map((h) => h.objectID), result.hits.map((h) => h.objectID));
});

test('limits: hits per page are capped, queries are cut at 512 characters, an empty query finds nothing', () => {
  assert.equal(ask('tenant', {hitsPerPage: 5}).hits.length, 5);
  assert.equal(ask('tenant', {hitsPerPage: 5000}).hitsPerPage, 1000);
  assert.equal(ask(`tenant ${'x'.repeat(600)}`).query.length, 512);
  assert.equal(ask('   ').nbHits, 0);
});

test('snippets hold the requested number of words around the match, with the ellipsis where text was cut', () => {
  const hit = ask('tenant inputs', {attributesToSnippet: ['content:10'], snippetEllipsisText: '…'}).hits.find((h) => h.url.endsWith('#inputs') && h.type === 'content')!;
  const snippet = hit._snippetResult.content!.value;
  assert.match(snippet, /^….*<mark>tenant<\/mark>.*…$/);
  assert.equal(snippet.replace(/<\/?mark>|…/g, '').trim().split(/\s+/).length, 10);
  const five = ask('tenant inputs', {attributesToSnippet: ['content:5']}).hits.find((h) => h.url.endsWith('#inputs') && h.type === 'content')!;
  assert.equal(five._snippetResult.content!.value.replace(/<\/?mark>|…/g, '').trim().split(/\s+/).length, 5);
});

test('highlight tags are the requested ones', () => {
  const hit = ask('tenant', {highlightPreTag: '<em class="x">', highlightPostTag: '</em>'}).hits[0]!;
  assert.equal(hit._highlightResult.hierarchy.lvl1!.value, '<em class="x">Tenant</em>');
});

test('facet filters: strings must all match, inner arrays need one match, a minus negates', () => {
  const areasOf = (facetFilters: SearchRequest['facetFilters']) => new Set(ask('tenant', {facetFilters, hitsPerPage: 1000}).hits.map((h) => h.hierarchy.lvl0));
  assert.deepEqual(areasOf(['docusaurus_tag:default']), new Set(['Release Notes']));
  assert.deepEqual(areasOf(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-docs-current']]), new Set(['Release Notes', 'Documentation']));
  assert.deepEqual(areasOf(['docusaurus_tag:-default']), new Set(['Documentation']));
  assert.equal(ask('tenant', {facetFilters: ['language:de']}).nbHits, 0);
  const types = new Set(ask('tenant', {facetFilters: ['type:content'], hitsPerPage: 1000}).hits.map((h) => h.type));
  assert.deepEqual(types, new Set(['content']), 'a filter of record attributes is asked of every record');
  const record = pageToRecords(pages[0]!)[0]!;
  assert.equal(compileFacetFilters('docusaurus_tag:docs-docs-current')(record), true);
  assert.equal(compileFacetFilters([['type:content', 'type:lvl1']])(record), true);
});

test('page text is escaped in every highlight and snippet', () => {
  const hit = ask('tenant deletion', {attributesToSnippet: ['content:30']}).hits.find((h) => h.hierarchy.lvl0 === 'Release Notes')!;
  const shown = [hit._highlightResult.content!.value, hit._snippetResult.content!.value];
  for (const value of shown) {
    assert.doesNotMatch(value, /<img|<script/);
    assert.match(value, /&lt;img src=x onerror=&quot;alert\(1\)&quot;&gt;|&lt;script&gt;/);
  }
  assert.match(hit._highlightResult.content!.value, /&amp; &lt;script&gt;alert\(2\)&lt;\/script&gt;/);
});

test('matching: the last word as a prefix, headings above body text, stop words alone find nothing', () => {
  assert.equal(ask('buildi').hits[0]!.url, 'https://docs.example/concepts/building-block/');
  const inputs = ask('inputs').hits;
  assert.equal(inputs[0]!.type, 'lvl2', 'the "Inputs" heading ranks above text');
  assert.equal(ask('the').nbHits, 0, 'stop words alone find nothing');
});

/** A site in miniature for the ranking rules: concepts, a how-to guide, API operations, platform pages, a release note. */
const sitePage = (path: string, title: string, category: string, ...sections: [string, string][]): PageEntry => ({
  path,
  area: areaOf(path),
  title,
  category,
  docusaurusTag: path.startsWith('/blog/') ? 'default' : 'docs-docs-current',
  language: 'en',
  sections: sections.map(([heading, content], i) => ({anchor: i ? `s${i}` : '', level: i ? 2 : 1, heading: i ? heading : title, content})),
});
const mentions = (text: string, times: number) => Array.from({length: times}, () => text).join(' ');
const site = new SearchEngine([
  sitePage('/concepts/workspace/', 'Workspace', 'Concepts', ['', 'A workspace groups the projects of one team.']),
  sitePage('/concepts/identity-and-access-management/', 'Identity and Access Management', 'Concepts', ['', 'Who may do what, and how meshStack knows who someone is.']),
  sitePage(
    '/guides/core/how-to-manage-a-workspace/', 'How to Manage a Workspace', 'Guides › Core',
    ['', mentions('Manage your workspace and its workspace members.', 3)],
    ['Create a workspace', mentions('Create the workspace in the workspace panel.', 3)],
    ['Edit a workspace', mentions('Edit the workspace settings of your workspace.', 3)],
    ['Delete a workspace', mentions('Delete the workspace: delete its projects first, then delete the workspace.', 3)],
  ),
  sitePage('/api/mesh-workspace-delete/', 'Delete workspace', 'API Reference', ['', 'Deletes one workspace, given its identifier.']),
  sitePage('/concepts/project/', 'Project', 'Concepts', ['', 'A project belongs to one workspace.']),
  sitePage('/concepts/cost-management/', 'Cost Management', 'Concepts', ['', 'Metering collects usage; chargeback bills it to each workspace.']),
  sitePage('/api/mesh-workspace-list/', 'List workspaces', 'API Reference', ['', 'Returns the workspaces, a page at a time.']),
  sitePage('/integrations/gcp/', 'GCP', 'Integrations', ['', mentions('GCP metering reads the billing export. Metering needs a dataset.', 4)], ['Metering', 'Metering of GCP projects.']),
  sitePage('/integrations/gcp/metering/', 'Metering', 'Integrations › GCP', ['', 'Point meshStack at the BigQuery billing export.']),
  sitePage('/integrations/azure/metering/', 'Metering', 'Integrations › Azure', ['', 'Azure metering reads cost management data of Azure subscriptions.']),
  sitePage('/integrations/aws/', 'AWS', 'Integrations', ['', mentions('Create the IAM role and the IAM policy.', 5)]),
  sitePage('/blog/2025/01/01/Release-0/', 'Release 2025.1.0', '', ['', mentions('Workspace metering improved for every workspace.', 4)], ['Workspace metering', 'Metering per workspace.']),
  ...Array.from({length: 30}, (_, i) => sitePage(`/guides/filler-${i}/`, `Filler ${i}`, 'Guides', ['', 'Every filler page is about something else.'])),
]);
const pagesFor = (query: string) => [...new Set(site.search(query).map((hit) => hit.record.url.replace(/#.*/, '')))];

test('a misspelt single word finds its page, also while it is still being typed', () => {
  assert.equal(pagesFor('wrokspace')[0], '/concepts/workspace/', 'two neighbouring letters swapped');
  assert.equal(pagesFor('workspce')[0], '/concepts/workspace/', 'a letter missing');
  assert.equal(pagesFor('porject')[0], '/concepts/project/', 'two letters swapped in a short word');
  assert.equal(pagesFor('workkspacee ')[0], '/concepts/workspace/', 'two edits in a long word');
  assert.deepEqual(pagesFor('wor')[0], '/concepts/workspace/', 'a word still being typed is a prefix, not a typo');
  assert.deepEqual(pagesFor('metrng'), [], 'a short word two edits away is not guessed');
});

test('a one-word concept query shows the concept page first, then several distinct pages', () => {
  const hits = site.search('workspace');
  assert.equal(hits[0]!.record.url, '/concepts/workspace/');
  const firstFive = new Set(hits.slice(0, 5).map((hit) => hit.record.url.replace(/#.*/, '')));
  assert.ok(firstFive.size >= 3, `the first five hits show ${firstFive.size} pages`);
  assert.equal(pagesFor('iam')[0], '/concepts/identity-and-access-management/', "a title's initials find it before a page full of the acronym");
});

test('a query naming an API action reaches the operation, also through a synonym of the verb', () => {
  assert.equal(pagesFor('delete workspace')[0], '/api/mesh-workspace-delete/');
  assert.equal(pagesFor('remove workspace ')[0], '/api/mesh-workspace-delete/');
  assert.equal(pagesFor('list workspaces')[0], '/api/mesh-workspace-list/');
});

test('platform plus topic lands on the topic page under that platform: the sidebar category counts with the title', () => {
  assert.deepEqual(pagesFor('gcp metering').slice(0, 2), ['/integrations/gcp/metering/', '/integrations/gcp/']);
  assert.equal(pagesFor('azure metering')[0], '/integrations/azure/metering/');
});

test('release notes yield to the docs unless the query asks for a release', () => {
  // The same text as a release note and as a docs page; the release note comes first in the index, so a tie is its.
  const twins = new SearchEngine([
    sitePage('/blog/2025/02/01/Release-0/', 'Quota limits', '', ['', 'Quotas limit what a tenant may use.']),
    sitePage('/concepts/quota/', 'Quota limits', '', ['', 'Quotas limit what a tenant may use.']),
  ]);
  const first = (query: string) => twins.search(query)[0]!.record.url;
  assert.equal(first('quota limits'), '/concepts/quota/');
  assert.equal(first('quota limits changelog'), '/blog/2025/02/01/Release-0/');
  assert.equal(first('quota limits 2025'), '/blog/2025/02/01/Release-0/');
});

test('ranking: a page that answers every word of a question beats a page whose title holds one common word', () => {
  const page = (path: string, title: string, ...sections: [string, string][]): PageEntry => ({
    path, area: 'Documentation', title, docusaurusTag: 'docs-docs-current', language: 'en',
    sections: [{anchor: '', level: 1, heading: title, content: ''}, ...sections.map(([heading, content], i) => ({anchor: `s${i}`, level: 2, heading, content}))],
  });
  const ranking = new SearchEngine([
    page('/platform/', 'Platform', ['Overview', 'A platform offers cloud services to workspaces.']),
    page('/restrict/', 'Controlling access', ['Selected workspaces', 'Only the workspaces you select can book it.'], ['Restrictions', 'Restrict a platform to some workspaces.']),
    ...Array.from({length: 20}, (_, i) => page(`/filler-${i}/`, `Guide ${i}`, ['Notes', 'Every platform is different.'])),
  ]);
  const pagesFor = (query: string) => [...new Set(ranking.search(query).map((hit) => hit.record.url.replace(/#.*/, '')))];
  assert.equal(pagesFor('only let selected workspaces use a platform')[0], '/restrict/');
  assert.equal(pagesFor('platform')[0], '/platform/', 'a one-word query still finds the page titled with it first');
  assert.ok(pagesFor('platform').length > 20, 'every page holding a word is found');
});

test('matching while typing: a partial ending reaches its stem, a trailing space ends the prefix, one letter after other words is ignored', () => {
  const typing = new SearchEngine([
    {path: '/config/', area: 'Documentation', title: 'Replication configuration', docusaurusTag: 'docs-docs-current', language: 'en', sections: [{anchor: '', level: 1, heading: 'Replication configuration', content: 'Configure how tenants replicate.'}]},
    {path: '/tenants/', area: 'Documentation', title: 'Tenants', docusaurusTag: 'docs-docs-current', language: 'en', sections: [{anchor: '', level: 1, heading: 'Tenants', content: 'Tenants and cost centers.'}]},
  ]);
  const urls = (query: string) => [...new Set(typing.search(query).map((hit) => hit.record.url))];
  assert.deepEqual(urls('replication configurat'), ['/config/'], '"configurat" finds "configuration"');
  assert.equal(urls('tena')[0], '/tenants/', 'the word being typed is a prefix');
  assert.deepEqual(urls('tena '), [], 'a finished word is not a prefix');
  assert.deepEqual(urls('tenants c'), urls('tenants '), 'one letter after other words does not widen the search yet');
});

test('a camel-case word is found and highlighted through its parts', () => {
  const camel = new SearchEngine([
    {path: '/api/objects/', area: 'meshStack API', title: 'Objects', docusaurusTag: 'docs-api-current', language: 'en', sections: [{anchor: '', level: 1, heading: 'Objects', content: 'Send a meshWorkspace object.'}]},
  ]);
  const hit = answer(camel, {indexName: 'docs', query: 'workspace', highlightPreTag: '<mark>', highlightPostTag: '</mark>'}).hits.find((h) => h.type === 'content')!;
  assert.equal(hit._highlightResult.content!.value, 'Send a <mark>meshWorkspace</mark> object.');
});

test('a page contributes at most two records, so one long page cannot fill the modal', () => {
  const long: PageEntry = {
    path: '/long/', area: 'Documentation', title: 'Long', docusaurusTag: 'docs-docs-current', language: 'en',
    sections: Array.from({length: 12}, (_, i) => ({anchor: i ? `s${i}` : '', level: i ? 2 : 1, heading: i ? `Quota ${i}` : 'Long', content: 'quota text'})),
  };
  const hits = new SearchEngine([long]).search('quota');
  assert.equal(hits.length, 2);
});

test('the client fails with a RetryError while the index cannot load, and succeeds on the next search', async () => {
  let calls = 0;
  const client = createEmbeddedSearchClient(async () => {
    calls += 1;
    if (calls === 1) throw new Error('HTTP 503');
    return engine;
  }, 'https://docs.example');
  await assert.rejects(client.search({requests: [{indexName: 'docs', query: 'tenant'}]}), (error: Error) => error instanceof RetryError && error.name === 'RetryError');
  const {results} = await client.search({requests: [{indexName: 'docs', query: 'tenant'}, {indexName: 'docs', query: 'inputs'}]});
  assert.equal(results.length, 2, 'one result per request');
  assert.ok(results[0]!.nbHits > 0);
});

test('legacy requests with URL-encoded params are understood', () => {
  const result = answer(engine, {indexName: 'docs', params: 'query=tenant&hitsPerPage=3&facetFilters=%5B%22docusaurus_tag%3Adefault%22%5D'});
  assert.equal(result.hits.length, 1);
  assert.equal(result.query, 'tenant');
});


/** Pages that are about something else, so that words have a rarity. */
const fillers = (count: number) => Array.from({length: count}, (_, i) => sitePage(`/guides/filler-${i}/`, `Filler ${i}`, 'Guides', ['', 'Every filler page is about something else.']));
const firstPages = (engine: SearchEngine, query: string) => [...new Set(engine.search(query).map((hit) => hit.record.url.replace(/#.*/, '')))];

test('an exact version finds the post of that release first, with or without "release" or "v", and is highlighted whole', () => {
  const releases = new SearchEngine([
    // The same numbers in another order, and in the text of other pages, come before the release in the index.
    sitePage('/blog/2020/09/10/Release-0/', 'Release 7.1.35', '', ['', 'Fixes for 7 platforms and 35 tenants, 1 of them new.']),
    sitePage('/metering-api/mesh-tenant-usage-report/', 'Get tenant usage report', 'API Reference', ['', mentions('Reports of 2025 list 48 tenants at 0 cost; 7 of 35 have 1 report.', 3)]),
    sitePage('/blog/2020/09/18/Release-0/', 'Release 7.35.0', '', ['', 'Tenants in 7 more regions; 35 fixes, 1 of them urgent.']),
    sitePage('/blog/2020/09/21/Release-0/', 'Release 7.35.1', '', ['', 'A fix for the replication.']),
    sitePage('/blog/2025/11/05/Release-0/', 'Release 2025.48.0', '', ['', 'Building blocks run pipelines.']),
    ...fillers(20),
  ]);
  for (const query of ['7.35.1', 'release 7.35.1', 'v7.35.1', 'Release 7.35.1 ']) assert.equal(firstPages(releases, query)[0], '/blog/2020/09/21/Release-0/', query);
  assert.equal(firstPages(releases, '7.35.0')[0], '/blog/2020/09/18/Release-0/');
  assert.equal(firstPages(releases, '2025.48.0')[0], '/blog/2025/11/05/Release-0/');
  assert.deepEqual(firstPages(releases, '7.35.2 '), [], 'a version is not a typo for its neighbours');
  const hit = answer(releases, {indexName: 'docs', query: 'v7.35.1', highlightPreTag: '<mark>', highlightPostTag: '</mark>'}).hits[0]!;
  assert.equal(hit._highlightResult.hierarchy.lvl1!.value, 'Release <mark>7.35.1</mark>');
});

/** A platform's API, a guide and a release note that mention it often, its concept page. */
const apiPages = [
  sitePage(
    '/integrations/gcp/how-to-integrate/', 'How to Integrate GCP', 'Integrations › GCP',
    ['', mentions('Register the meshPlatform for GCP; the meshPlatform holds its configuration.', 3)],
    ['Create the meshPlatform', mentions('Create the meshPlatform with its replication settings.', 2)],
  ),
  sitePage('/blog/2025/11/05/Release-0/', 'Release 2025.48.0', '', ['', mentions('The meshPlatform v2-preview API handles metering for each meshPlatform.', 3)]),
  sitePage('/concepts/platform/', 'Platform', 'Concepts', ['', 'A platform is a cloud or a service that meshStack integrates.']),
  sitePage('/api/mesh-platform/', 'Get platform', 'API Reference', ['', 'Returns one platform as application/vnd.meshcloud.api.meshplatform.v1.hal+json.'], ['Responses', mentions('The platform with its location, its type and its configuration.', 4)]),
  sitePage('/api/mesh-platform-list/', 'List platforms', 'API Reference', ['', 'Returns the platforms as application/vnd.meshcloud.api.meshplatform.v1.hal+json.'], ['Responses', mentions('A page of platforms with their locations, types and configurations.', 4)]),
  sitePage('/api/mesh-building-block-definition-list-v-1/', 'List building block definitions', 'API Reference', ['', 'Returns application/vnd.meshcloud.api.meshbuildingblockdefinition.v1.hal+json.']),
  sitePage('/api/mesh-building-block-list/', 'List building blocks', 'API Reference', ['', 'Returns application/vnd.meshcloud.api.meshbuildingblock.v1.hal+json.']),
  sitePage(
    '/guides/core/how-to-manage-a-building-block-definition/', 'How to Manage a Building Block Definition', 'Guides › Core',
    ['', mentions('A building block definition describes a building block; create building block definitions in the panel or through the API.', 3)],
  ),
  ...fillers(20),
];
const apiSite = new SearchEngine(apiPages);

test('an API object name finds its operations before guides and release notes that mention it more often', () => {
  for (const query of ['meshPlatform', 'meshplatform', 'meshPlatform ']) {
    assert.deepEqual(new Set(firstPages(apiSite, query).slice(0, 2)), new Set(['/api/mesh-platform/', '/api/mesh-platform-list/']), query);
  }
  assert.equal(firstPages(apiSite, 'meshBuildingBlockDefinition')[0], '/api/mesh-building-block-definition-list-v-1/');
});

test('"… api" finds the reference of the object it names before the guide about that object', () => {
  assert.equal(firstPages(apiSite, 'building block definition api')[0], '/api/mesh-building-block-definition-list-v-1/');
  assert.deepEqual(new Set(firstPages(apiSite, 'platform api').slice(0, 2)), new Set(['/api/mesh-platform/', '/api/mesh-platform-list/']));
});

test('a page with a section headed by the topic asked for ranks before the pages that use it', () => {
  const operation = (name: string) =>
    sitePage(
      `/api/mesh-${name}-list/`, `List ${name}s`, 'API Reference',
      ['', `Lists ${name}s. Results come in pages (see paging): page counts from 0 and size sets how many items a page holds.`],
      ['Query parameters', 'page: the number of the page. size: items per page, up to 1000, as paging allows.'],
      ['Responses', `One page of ${name}s, with paging links, the page size and the total number of pages. Too many requests hit the rate limit.`],
    );
  const spec = new SearchEngine([
    ...['workspace', 'project', 'tenant', 'platform', 'user'].map(operation),
    sitePage(
      '/api/technical-specifications/', 'Technical Specifications', '',
      ['', 'The conventions every endpoint shares, from verbs and status codes to versions, limits and pages.'],
      ['HTTP Verbs', mentions('GET retrieves a resource, POST creates one, PUT updates it, DELETE deletes it.', 3)],
      ['HTTP Status Codes', mentions('200 means success, 201 created, 404 not found, 409 a conflict.', 3)],
      ['Versioning', mentions('Versions are carried by media types in the Accept header.', 3)],
      ['Rate Limiting', 'Clients that send too many requests are throttled and answered with 429.'],
      ['Paging', 'List endpoints split their results. Two query parameters steer this: the number and how many elements it holds, at most 1000.'],
      ['Tags', mentions('Tags are lists of values per key.', 3)],
    ),
    ...fillers(20),
  ]);
  assert.equal(firstPages(spec, 'paging')[0], '/api/technical-specifications/');
  assert.equal(firstPages(spec, 'rate limit')[0], '/api/technical-specifications/');
});

test('a word and its forms meet in one term: a short stem gets its "e" back', () => {
  for (const [form, term] of [['paging', 'page'], ['paged', 'page'], ['pages', 'page'], ['sizing', 'size'], ['named', 'name'], ['typing', 'type']]) {
    assert.equal(normalizeTerm(form), normalizeTerm(term), form);
  }
  for (const word of ['string', 'using', 'tagging']) assert.notEqual(normalizeTerm(word)!.at(-1), 'e', `${word} keeps its stem`);
});

test('the page other pages link to by the name the query uses ranks before the pages that link to it', () => {
  const operation = (name: string): PageEntry => ({
    ...sitePage(`/api/mesh-${name}-list/`, `List ${name}s`, 'API Reference', ['', `Lists ${name}s. Mind the rate limits: requests over the rate limit fail, so limit the rate of your requests.`]),
  });
  const linked = new SearchEngine([
    ...['workspace', 'project', 'tenant', 'platform', 'user'].map(operation),
    {
      ...sitePage('/api/technical-specifications/', 'Technical Specifications', '', ['', 'The conventions every endpoint shares.'], ['Throttling', 'Clients over the rate limit are answered with 429.']),
      linkedAs: 'rate limits · Technical Specifications',
    },
    ...fillers(20),
  ]);
  assert.equal(firstPages(linked, 'rate limits')[0], '/api/technical-specifications/');
});

test('the index names each page by the texts of the links other pages make to it', async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'search-links-'));
  const write = async (route: string, body: string) => {
    await fs.mkdir(path.join(dir, route), {recursive: true});
    await fs.writeFile(path.join(dir, route, 'index.html'), builtPage({body}));
  };
  await write('concepts/tenant', '<p>See <a href="/api/technical-specifications/#paging">Paging</a> and <a href="https://example.com/">elsewhere</a>.</p>');
  await write('api/technical-specifications', '<p>Back to the <a href="../../concepts/tenant/">tenant concept</a>, or <a href="#paging">this page</a>.</p>');
  await write('api/mesh-tenant-list', '<p>Pages: see <a href="/api/technical-specifications/#paging">paging</a> or <a href="/api/technical-specifications/">a very long sentence that links to the page anyway</a>.</p>');
  const pages = await readPages(dir);
  // Each text once, whatever its case; no external links, no links to the page itself, no sentences.
  const linkedAs = Object.fromEntries(pages.map((page) => [page.path, page.linkedAs!.toLowerCase()]));
  assert.deepEqual(linkedAs, {'/api/mesh-tenant-list/': '', '/api/technical-specifications/': 'paging', '/concepts/tenant/': 'tenant concept'});
  await fs.rm(dir, {recursive: true});
});

test('the engine read from the postings the build computed answers as the engine built from the text, also across two files', () => {
  const docs = [...pages.filter((page) => page.area !== 'Release Notes')];
  const notes = pages.filter((page) => page.area === 'Release Notes');
  const ship = (part: PageEntry[]) => unpackIndex(JSON.parse(JSON.stringify(packPages(part, new SearchEngine(part).packPostings())))) as IndexPart;
  const fromText = new SearchEngine([...docs, ...notes]);
  const fromFiles = SearchEngine.fromParts([ship(docs), ship(notes)]);
  const answers = (engine: SearchEngine, query: string) => engine.search(query).map((hit) => [hit.record.objectID, hit.score.toFixed(9)]);
  for (const query of ['tenant', 'tenant deletion', 'buildi', 'inputs', 'wrokspace', 'Release 2025.1.0', 'filler']) {
    assert.deepEqual(answers(fromFiles, query), answers(fromText, query), query);
  }
  const api = SearchEngine.fromParts([ship(apiPages)]);
  for (const query of ['meshPlatform', 'platform api', 'building block definition api']) assert.deepEqual(answers(api, query), answers(apiSite, query), query);
  const warmed = SearchEngine.fromParts([ship(docs), ship(notes)]);
  let steps = 0;
  while (!warmed.warmUp(() => steps++ % 7 !== 6)); // a few steps at a time, as in idle periods
  for (const query of ['tenant', 'tenant deletion', 'buildi', 'wrokspace', 'Release 2025.1.0']) {
    assert.deepEqual(answers(warmed, query), answers(fromText, query), `warmed up: ${query}`);
  }
  const damaged = ship(docs);
  damaged.postings = {...damaged.postings, tenant: 'A"'};
  assert.throws(() => SearchEngine.fromParts([damaged]).search('tenant'), /damaged postings/);
});

test('one or two letters look at the most common words they start, not at every word', () => {
  const rare = Array.from({length: 60}, (_, i) => sitePage(`/guides/rare-${i}/`, `Guide ${i}`, 'Guides', ['', `Mentions qa${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}x once.`]));
  const common = sitePage('/concepts/quota/', 'Quota', 'Concepts', ['', mentions('A quota limits a tenant.', 5)]);
  const short = new SearchEngine([...rare, common, ...fillers(5)]);
  const found = firstPages(short, 'q');
  assert.equal(found[0], '/concepts/quota/');
  assert.ok(found.length < 45, `"q" reaches ${found.length} pages, not one per word it starts`);
  assert.equal(firstPages(short, 'qaa')[0], '/guides/rare-0/', 'three letters look at every word they start');
});

test('the client tells the index loader what is asked; a version, "release" or "changelog" asks for a release', async () => {
  const asked: string[] = [];
  const client = createEmbeddedSearchClient(async (query) => {
    asked.push(query);
    return engine;
  }, 'https://docs.example');
  await client.search({requests: [{indexName: 'docs', query: 'release 2025.1.0'}]});
  await client.search([{indexName: 'docs', params: 'query=tenant'}]);
  assert.deepEqual(asked, ['release 2025.1.0', 'tenant']);
  for (const query of ['2025.48.0', 'v7.35.1', 'release notes', 'changelog']) assert.equal(asksForRelease(query), true, query);
  for (const query of ['tenant', '429 too many requests', 'v2 api', 'releasing']) assert.equal(asksForRelease(query), false, query);
});

test('a typo finds the word the pages use most among its neighbours, also with a slip in the ending or after a stripped ending', () => {
  const typos = new SearchEngine([
    sitePage('/operations/monitoring/', 'Monitoring', 'Operations', ['', 'Metrics of the meshReplicator and other metrics.']),
    sitePage('/settings/replication-configuration/', 'Replication Configuration', 'Settings', ['', mentions('The replication configuration of a platform: how replication creates tenants.', 4)]),
    sitePage('/integrations/aws/metering/', 'Metering', 'Integrations › AWS', ['', mentions('Metering reads the cost and usage report; metering runs daily.', 4)]),
    ...fillers(20),
  ]);
  assert.equal(firstPages(typos, 'replicaton')[0], '/settings/replication-configuration/', 'not the rare "replicator" one edit away');
  assert.equal(firstPages(typos, 'configuraton')[0], '/settings/replication-configuration/');
  assert.equal(firstPages(typos, 'metring')[0], '/integrations/aws/metering/', '"metring" is not "metrics" being typed');
  const neighbours = new SearchEngine([
    sitePage('/guides/quote/', 'Quote', 'Guides', ['', 'Ask sales for a quote.']),
    sitePage('/concepts/quota/', 'Quota', 'Concepts', ['', mentions('A quota limits what a tenant may use.', 3)]),
    ...Array.from({length: 30}, (_, i) => sitePage(`/guides/quota-${i}/`, `Guide ${i}`, 'Guides', ['', 'Raise the quota of a tenant.'])),
    ...fillers(20),
  ]);
  assert.equal(firstPages(neighbours, 'quotx ')[0], '/concepts/quota/', 'of "quota" and "quote", one edit away each, the word the pages use');
});

test('after the build, the plugin writes both index files in a process of its own, and names what went wrong', async (t) => {
  const logged = t.mock.method(console, 'log', () => {});
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'search-postbuild-'));
  const siteDir = await fs.mkdtemp(path.join(os.tmpdir(), 'search-site-'));
  const environment = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const plugin = searchPlugin({siteDir, baseUrl: '/', siteConfig: {customFields: {}}} as never);
  // Restored as it was: assigning undefined to process.env would set the string "undefined".
  if (environment === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = environment;
  const postBuild = async () => plugin.postBuild!({outDir: dir} as never);
  await assert.rejects(postBuild, {message: `search: no page in ${dir} had searchable content`});
  await fs.mkdir(path.join(dir, 'concepts', 'tenant'), {recursive: true});
  await fs.writeFile(path.join(dir, 'concepts', 'tenant', 'index.html'), builtPage({body: '<p>Tenants hold the workspace resources.</p>'}));
  await postBuild();
  assert.match(String(logged.mock.calls.at(-1)?.arguments[0]), /^\[search\] 1 pages, \d+ records: assets\/search\/index\.\w+\.json 1 pages/);
  const files = (await fs.readdir(path.join(dir, 'assets', 'search'))).sort();
  assert.equal(files.length, 2);
  const docs = JSON.parse(await fs.readFile(path.join(dir, 'assets', 'search', files[0]), 'utf8'));
  assert.match(JSON.stringify(docs), /\/concepts\/tenant\//);
  await fs.rm(dir, {recursive: true});
  await fs.rm(siteDir, {recursive: true});
});
