import {test} from 'node:test';
import assert from 'node:assert/strict';
import rehypeTables from '../../src/plugins/tables/rehype';

// Every Markdown table scrolls inside a focusable region named after the heading above it (the built pages are
// checked with axe in tests/e2e/all-pages.spec.ts).

type Node = {type: string; tagName?: string; value?: string; properties?: Record<string, unknown>; children?: Node[]};
const text = (value: string): Node => ({type: 'text', value});
const el = (tagName: string, ...children: Node[]): Node => ({type: 'element', tagName, properties: {}, children});
const table = () => el('table', el('tr', el('td', text('cell'))));

function run(tree: Node, title?: string): Node {
  rehypeTables()(tree, {data: {frontMatter: title ? {title} : {}}});
  return tree;
}

const isWrapper = (n: Node) => (n.properties?.className as string[] | undefined)?.includes('table-scroll');
const wrappers = (tree: Node): Node[] => (tree.children ?? []).flatMap((c) => (isWrapper(c) ? [c] : wrappers(c)));

test('a table is wrapped in a focusable region named after the heading above it, the table left as it was', () => {
  const original = table();
  const tree = run({type: 'root', children: [el('h2', text('The '), el('code', text('meshfed')), text(' roles')), el('p', text('x')), original]});
  const [wrapper] = wrappers(tree);
  assert.deepEqual(wrapper.properties, {className: ['table-scroll'], role: 'region', ariaLabel: 'The meshfed roles (table)', tabIndex: 0});
  assert.deepEqual(wrapper.children, [original]);
});

test('two tables under one heading are told apart; a table before any heading is named after the page', () => {
  const tree = run({type: 'root', children: [table(), el('h2', text('Limits')), table(), el('div', table())]}, 'Workspaces');
  assert.deepEqual(wrappers(tree).map((w) => w.properties!.ariaLabel), ['Workspaces (table)', 'Limits (table)', 'Limits (table 2)']);
});

test('a page without title and heading still names its tables', () => {
  const tree = run({type: 'root', children: [table(), table()]});
  assert.deepEqual(wrappers(tree).map((w) => w.properties!.ariaLabel), ['Table', 'Table 2']);
});
