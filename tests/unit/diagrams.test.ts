import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'fs';
import os from 'os';
import path from 'path';
import {diagramAlt, diagramFiles, diagramHash, diagramsDir, mermaidBlocks, siteDiagrams} from '../../src/plugins/diagrams/diagrams';
import remarkDiagrams from '../../src/plugins/diagrams/remark';
import {root} from '../lib/content';

test('every Mermaid diagram of the site has its light and dark rendering, and no rendering is left over', () => {
  const diagrams = siteDiagrams(root);
  assert.ok(diagrams.length > 0);
  const present = new Set(fs.readdirSync(diagramsDir(root)));
  const missing = diagrams.filter((d) => Object.values(diagramFiles(d.hash)).some((f) => !present.has(f))).map((d) => `${d.file}:${d.line}`);
  assert.deepEqual(missing, [], 'run npm run diagrams');
  const used = new Set(diagrams.flatMap((d) => Object.values(diagramFiles(d.hash))));
  assert.deepEqual([...present].filter((f) => !used.has(f)), [], 'run npm run diagrams');
});

test('a changed diagram needs a new rendering: the hash follows the source, not its surrounding blank lines', () => {
  assert.equal(diagramHash('flowchart LR\n  A --> B\n'), diagramHash('\nflowchart LR\n  A --> B'));
  assert.notEqual(diagramHash('flowchart LR\n  A --> B'), diagramHash('flowchart LR\n  A --> C'));
});

test('mermaidBlocks finds the mermaid fences only, with their lines', () => {
  const blocks = mermaidBlocks('Text\n\n```mermaid\nflowchart LR\n  A --> B\n```\n\n```yaml\na: 1\n```\n~~~mermaid\nsequenceDiagram\n~~~\n');
  assert.deepEqual(blocks, [
    {source: 'flowchart LR\n  A --> B', line: 3},
    {source: 'sequenceDiagram', line: 11},
  ]);
});

test('the text alternative names the diagram kind and its labels, or the title the writer gave', () => {
  assert.equal(diagramAlt('flowchart TB\n  A["Team (Dev)"] --> B[Workspace]'), 'Flowchart of Team (Dev), Workspace');
  assert.equal(diagramAlt('flowchart TB\n  accTitle: Access\n  A --> B'), 'Access');
});

test('the remark plugin turns a rendered block into a Diagram and leaves an unrendered one for the browser', () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'diagrams-'));
  const rendered = 'flowchart LR\n  A[One] --> B[Two]';
  const files = diagramFiles(diagramHash(rendered));
  fs.mkdirSync(diagramsDir(site), {recursive: true});
  fs.writeFileSync(path.join(diagramsDir(site), files.light), '<svg viewBox="0 0 120.5 40" width="121" height="40"></svg>');
  fs.writeFileSync(path.join(diagramsDir(site), files.dark), '<svg viewBox="0 0 120.5 40"></svg>');
  const missing: string[] = [];
  const tree = {
    type: 'root',
    children: [
      {type: 'code', lang: 'mermaid', value: rendered},
      {type: 'code', lang: 'mermaid', value: 'flowchart LR\n  X --> Y', position: {start: {line: 9}}},
      {type: 'code', lang: 'yaml', value: 'a: 1'},
    ],
  };
  remarkDiagrams({siteDir: site, onMissing: (file, line) => missing.push(`${file}:${line}`)})(tree as never, {path: path.join(site, 'docs', 'page.md')});
  const [diagram, unrendered, other] = tree.children as any[];
  assert.equal(diagram.type, 'mdxJsxFlowElement');
  assert.equal(diagram.name, 'Diagram');
  assert.deepEqual(Object.fromEntries(diagram.attributes.map((a: any) => [a.name, a.value])), {
    light: `/diagrams/${files.light}`,
    dark: `/diagrams/${files.dark}`,
    alt: 'Flowchart of One, Two',
    width: '121',
    height: '40',
  });
  assert.equal(unrendered.type, 'code');
  assert.equal(other.type, 'code');
  assert.deepEqual(missing, [path.join('docs', 'page.md') + ':9']);
});
