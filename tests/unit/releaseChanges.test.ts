import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readChanges, changesFeed} from '../../src/plugins/release-notes/changes';
import {encodeIndex, decodeIndex} from '../../src/plugins/release-notes/compact';
import {
  parseFilters,
  filtersToSearch,
  resolveBound,
  searchTexts,
  selectChanges,
  describeSelection,
  checklistMarkdown,
  emptyFilters,
  type Filters,
} from '../../src/plugins/release-notes/theme/ReleaseChanges/filters';
import type {BlogTag} from '../../src/plugins/release-notes/validate';

const tags: BlogTag[] = [
  {key: 'user', label: 'Users'},
  {key: 'customer', label: 'Customers'},
  {key: 'partner', label: 'Partners'},
  {key: 'operator', label: 'Operators'},
  {key: 'action-required', label: 'Action required'},
];

function post(version: string, sections: string[]): string {
  const titles = sections.map((s) => /^## (.+)$/m.exec(s)![1]);
  return `---\ntitle: Release ${version}\nperiod: 2025-01-01/2025-01-08\n---\n\nIntro.\n\n${titles.map((t) => `- ${t}`).join('\n')}\n\n<!-- truncate -->\n\n${sections.join('\n\n')}\n`;
}

const files = [
  {
    name: '2025-01-08-Release-0.md',
    content: post('2025.1.0', [
      '## Workspaces show their tags\n\n**For:** Users · **Component:** panel\n\nThe workspace overview lists the [tags](/concepts/tag/#tag-definitions) of every workspace.',
      '## Old `v1` endpoint removed\n\n**For:** Partners, Operators · **Breaking change**\n\nThe endpoint is gone.\n\n**What breaks:** Scripts calling v1 get errors.\n\n:::warning[Action required]\nMove your scripts to v2 before March 1, 2025.\n:::',
    ]),
  },
  {
    name: '2025-01-15-Release-0.md',
    content: post('2025.2.0', [
      '## Tab renamed\n\n**For:** Users · **UI change**\n\nThe **Access** tab is called **Access Management**.',
      '## Replication retries\n\n**For:** Operators\n\nReplication retries failed [tenants](/concepts/tenant/), as [the tenant API](/api/mesh-tenant-v-4/) shows.\n\n:::tip[Recommended]\nConsider lowering the retry interval.\n:::',
      '## Replication retries\n\n**For:** Partners\n\nThe same heading twice in one post, [linking the same page](/concepts/tenant/).',
    ]),
  },
];
const permalinks = new Map([
  ['2025-01-08-Release-0.md', '/blog/2025/01/08/Release-0'],
  ['2025-01-15-Release-0.md', '/blog/2025/01/15/Release-0/'],
]);
const model = readChanges(files, tags, permalinks);
const labels = new Map(tags.map((t) => [t.key, t.label]));
const select = (f: Partial<Filters>) => selectChanges(model, {...emptyFilters, ...f}, searchTexts(model));
const headings = (f: Partial<Filters>) => select(f).indices.map((i) => model.changes[i].heading);

test('each section of each post is a change, with its audiences, component, marks, action and anchor', () => {
  assert.deepEqual(model.releases, [
    {version: '2025.1.0', date: '2025-01-08', url: '/blog/2025/01/08/Release-0/'},
    {version: '2025.2.0', date: '2025-01-15', url: '/blog/2025/01/15/Release-0/'},
  ]);
  const [tags0, removed, renamed, retries, again] = model.changes;
  assert.deepEqual(tags0, {
    release: 0,
    heading: 'Workspaces show their tags',
    anchor: 'workspaces-show-their-tags',
    audiences: ['user'],
    component: 'panel',
    breaking: false,
    uiChange: false,
    pages: ['/concepts/tag/#tag-definitions'],
  });
  assert.deepEqual(retries.pages, ['/concepts/tenant/', '/api/mesh-tenant-v-4/']);
  assert.equal(removed.pages, undefined);
  assert.equal(removed.heading, 'Old v1 endpoint removed');
  assert.equal(removed.anchor, 'old-v1-endpoint-removed');
  assert.deepEqual(removed.audiences, ['partner', 'operator']);
  assert.equal(removed.breaking, true);
  assert.equal(removed.action, 'required');
  assert.equal(removed.actionText, 'Move your scripts to v2 before March 1, 2025.');
  assert.equal(removed.whatBreaks, 'Scripts calling v1 get errors.');
  assert.equal(renamed.uiChange, true);
  assert.equal(renamed.breaking, false);
  assert.equal(retries.action, 'recommended');
  assert.equal(retries.actionText, 'Consider lowering the retry interval.');
  // Docusaurus numbers a repeated heading's id.
  assert.equal(again.anchor, 'replication-retries-1');
});

test('the feed lists every change newest first with absolute section addresses', () => {
  const feed = changesFeed(model, 'https://docs.example.com');
  assert.equal(feed.count, 5);
  assert.deepEqual(feed.changes[0], {
    version: '2025.2.0',
    date: '2025-01-15',
    url: 'https://docs.example.com/blog/2025/01/15/Release-0/#replication-retries-1',
    heading: 'Replication retries',
    audiences: ['partner'],
    component: null,
    breaking: false,
    uiChange: false,
    action: null,
    actionText: null,
    whatBreaks: null,
    pages: ['https://docs.example.com/concepts/tenant/'],
  });
  assert.deepEqual(feed.changes[4].pages, ['https://docs.example.com/concepts/tag/#tag-definitions']);
  assert.deepEqual(feed.changes[3].pages, []);
});

test('the compact index decodes to the same changes (the page does not need whatBreaks, nor the anchors of linked pages)', () => {
  const linkedPages = [
    {path: '/concepts/tag/', title: 'Tags'},
    {path: '/concepts/tenant/', title: 'Tenant'},
    {path: '/api/mesh-tenant-v-4/', title: 'Get tenant'},
  ];
  const decoded = decodeIndex(JSON.parse(JSON.stringify(encodeIndex({...model, linkedPages}, ['user', 'customer', 'partner', 'operator']))));
  assert.deepEqual(decoded.releases, model.releases);
  assert.deepEqual(
    decoded.changes,
    model.changes.map(({whatBreaks, ...rest}) => (rest.pages ? {...rest, pages: rest.pages.map((p) => p.replace(/#.*$/, ''))} : rest)),
  );
  assert.equal(decoded.words.length, model.changes.length);
  assert.deepEqual(decoded.linkedPages, linkedPages);
});

test('the page filter keeps the changes that link the page, whatever the anchor, and names the page', () => {
  const withTitles = {...model, linkedPages: [{path: '/concepts/tenant/', title: 'Tenant'}]};
  const selection = selectChanges(withTitles, {...emptyFilters, page: '/concepts/tenant/'}, searchTexts(withTitles));
  assert.deepEqual(selection.indices, [4, 3]);
  assert.deepEqual(headings({page: '/concepts/tag/'}), ['Workspaces show their tags']);
  assert.deepEqual(headings({page: '/concepts/nothing/'}), []);
  assert.equal(describeSelection(2, {...emptyFilters, page: '/concepts/tenant/'}, withTitles, labels, selection), '2 changes about “Tenant” (/concepts/tenant/) across all 2 releases');
  // A route typed without its trailing slash is the same page.
  assert.equal(parseFilters('?page=/concepts/tenant').page, '/concepts/tenant/');
  assert.equal(filtersToSearch({...emptyFilters, page: '/concepts/tenant/', q: 'retry'}), '?q=retry&page=/concepts/tenant/');
});

test('filters round-trip through the query string, in a fixed order, empty ones left out', () => {
  const filters: Filters = {...emptyFilters, from: '2025.1.0', to: '2025-01-31', audiences: ['partner', 'operator'], component: 'panel', breaking: true, required: true, recommended: true, q: 'tenant api', view: 'checklist'};
  const search = filtersToSearch(filters);
  assert.equal(search, '?view=checklist&from=2025.1.0&to=2025-01-31&for=partner,operator&component=panel&breaking=1&action=required,recommended&q=tenant+api');
  assert.deepEqual(parseFilters(search), filters);
  assert.equal(filtersToSearch(emptyFilters), '');
  assert.deepEqual(parseFilters(''), emptyFilters);
});

test('a bound is a version (with or without v or "release") or a date; one that names nothing is invalid', () => {
  const releases = model.releases;
  assert.equal(resolveBound('2025.2.0', releases, 'from'), 1);
  assert.equal(resolveBound('v2025.1.0', releases, 'to'), 0);
  assert.equal(resolveBound('Release 2025.2.0', releases, 'to'), 1);
  assert.equal(resolveBound('2025-01-10', releases, 'from'), 1);
  assert.equal(resolveBound('2025-01-10', releases, 'to'), 0);
  assert.equal(resolveBound('', releases, 'from'), undefined);
  assert.equal(resolveBound('2024.9.9', releases, 'from'), null);
  assert.equal(resolveBound('2026-01-01', releases, 'from'), null);
  assert.equal(resolveBound('next week', releases, 'from'), null);
});

test('filters combine: range, audience, component, marks and words', () => {
  assert.deepEqual(headings({}), ['Replication retries', 'Replication retries', 'Tab renamed', 'Old v1 endpoint removed', 'Workspaces show their tags']);
  assert.deepEqual(headings({from: '2025.2.0'}), ['Replication retries', 'Replication retries', 'Tab renamed']);
  assert.deepEqual(headings({to: '2025.1.0', audiences: ['user']}), ['Workspaces show their tags']);
  assert.deepEqual(headings({audiences: ['operator', 'customer']}), ['Replication retries', 'Old v1 endpoint removed']);
  assert.deepEqual(headings({component: 'panel'}), ['Workspaces show their tags']);
  assert.deepEqual(headings({breaking: true}), ['Old v1 endpoint removed']);
  assert.deepEqual(headings({required: true}), ['Old v1 endpoint removed']);
  assert.deepEqual(headings({recommended: true}), ['Replication retries']);
  assert.deepEqual(headings({required: true, recommended: true}), ['Replication retries', 'Old v1 endpoint removed']);
  // Words begin words of the heading or the section, in any order; all must match.
  assert.deepEqual(headings({q: 'tags work'}), ['Workspaces show their tags']);
  assert.deepEqual(headings({q: 'retr tenant'}), ['Replication retries']);
  assert.deepEqual(headings({q: 'etries'}), []);
  assert.deepEqual(select({from: '2099.1.0'}).invalid, ['from']);
});

test('the checklist lists required actions, then recommended ones, oldest release first', () => {
  assert.deepEqual(headings({view: 'checklist'}), ['Old v1 endpoint removed', 'Replication retries']);
  assert.deepEqual(headings({view: 'checklist', recommended: true}), ['Replication retries']);
  assert.deepEqual(headings({view: 'checklist', from: '2025.2.0', required: true}), []);
  const selection = select({view: 'checklist'});
  assert.equal(
    checklistMarkdown(model, selection, 'Upgrade checklist', 'https://docs.example.com'),
    '# Upgrade checklist\n\n## Action required (1)\n\n- [ ] **2025.1.0** (2025-01-08): Old v1 endpoint removed. Move your scripts to v2 before March 1, 2025. ([release note](https://docs.example.com/blog/2025/01/08/Release-0/#old-v1-endpoint-removed))\n\n## Recommended (1)\n\n- [ ] **2025.2.0** (2025-01-15): Replication retries. Consider lowering the retry interval. ([release note](https://docs.example.com/blog/2025/01/15/Release-0/#replication-retries))\n',
  );
});

test('the count says what the filters select, in words', () => {
  const say = (f: Partial<Filters>) => {
    const filters = {...emptyFilters, ...f};
    const selection = select(filters);
    return describeSelection(selection.indices.length, filters, model, labels, selection);
  };
  assert.equal(say({}), '5 changes across all 2 releases');
  assert.equal(say({required: true, from: '2025.1.0', to: '2025.2.0'}), '1 change asks for action between 2025.1.0 and 2025.2.0');
  assert.equal(say({breaking: true, audiences: ['partner', 'operator']}), '1 breaking change for Partners and Operators across all 2 releases');
  assert.equal(say({view: 'checklist', from: '2025.2.0'}), '1 change asks for or recommends an action since 2025.2.0');
  assert.equal(say({q: 'tags', component: 'panel', to: '2025.1.0'}), '1 change in panel mentioning “tags” up to 2025.1.0');
});

test('an underscore inside a word stays in the heading and its anchor, as Docusaurus renders them', () => {
  const one = readChanges(
    [{name: '2025-02-01-Release-0.md', content: post('2025.3.0', ['## `workspace_id` and _new_ fields\n\n**For:** Users\n\nText.', '## GITC_PW_ prefix no longer required\n\n**For:** Users\n\nText.'])}],
    tags,
    new Map([['2025-02-01-Release-0.md', '/blog/2025/02/01/Release-0/']]),
  );
  assert.equal(one.changes[0].heading, 'workspace_id and new fields');
  assert.equal(one.changes[0].anchor, 'workspace_id-and-new-fields');
  assert.equal(one.changes[1].heading, 'GITC_PW_ prefix no longer required');
  assert.equal(one.changes[1].anchor, 'gitc_pw_-prefix-no-longer-required');
});
