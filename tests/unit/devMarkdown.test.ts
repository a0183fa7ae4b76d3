import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'fs';
import os from 'os';
import path from 'path';
import type {LoadContext} from '@docusaurus/types';
import markdownCopiesInDev, {devMarkdownCopy} from '../../src/plugins/llms-txt/devMarkdown';

// `npm start` serves each docs page's Markdown beside its route, as the build does, for "View as Markdown".

test('the dev copy of a page is its source under its title, without front matter', () => {
  assert.equal(devMarkdownCopy('---\ntitle: Workspace\n---\n\nA workspace holds projects.\n', 'Workspace'), '# Workspace\n\nA workspace holds projects.\n');
  assert.equal(devMarkdownCopy('---\ntitle: X\n---\n# Own heading\n\nText\n', 'X'), '# Own heading\n\nText\n');
});

test('in development the copies are written beside each route, kept up to date and served from the dev server', async () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-markdown-'));
  const env = process.env.NODE_ENV;
  process.env.NODE_ENV = 'development';
  try {
    fs.mkdirSync(path.join(site, 'docs', 'concepts'), {recursive: true});
    fs.writeFileSync(path.join(site, 'docs', 'index.md'), '---\ntitle: Home\n---\nWelcome.\n');
    fs.writeFileSync(path.join(site, 'docs', 'concepts', 'workspace.md'), '---\ntitle: Workspace\n---\nA workspace.\n');
    const plugin = markdownCopiesInDev({siteDir: site, generatedFilesDir: path.join(site, '.docusaurus'), baseUrl: '/'} as LoadContext);
    const docs = [
      {permalink: '/', source: '@site/docs/index.md', title: 'Home'},
      {permalink: '/concepts/workspace/', source: '@site/docs/concepts/workspace.md', title: 'Workspace'},
    ];
    const load = (d: typeof docs) =>
      plugin.allContentLoaded!({allContent: {'docusaurus-plugin-content-docs': {docs: {loadedVersions: [{docs: d}]}}}} as never);
    await load(docs);
    const copies = path.join(site, '.docusaurus', 'markdown-copies');
    assert.equal(fs.readFileSync(path.join(copies, 'concepts', 'workspace.md'), 'utf8'), '# Workspace\n\nA workspace.\n');
    assert.equal(fs.readFileSync(path.join(copies, 'index.md'), 'utf8'), '# Home\n\nWelcome.\n');
    // An edit shows in the copy; a page that is gone loses its copy.
    fs.writeFileSync(path.join(site, 'docs', 'concepts', 'workspace.md'), '---\ntitle: Workspace\n---\nA workspace, edited.\n');
    await load(docs.slice(1));
    assert.equal(fs.readFileSync(path.join(copies, 'concepts', 'workspace.md'), 'utf8'), '# Workspace\n\nA workspace, edited.\n');
    assert.equal(fs.existsSync(path.join(copies, 'index.md')), false);
    const config = (plugin.configureWebpack as (c: object, isServer: boolean) => {devServer?: {static: {directory: string; publicPath: string}[]}})({}, false);
    assert.deepEqual(config.devServer?.static.map((s) => [s.directory, s.publicPath]), [[copies, '/']]);
  } finally {
    process.env.NODE_ENV = env;
    fs.rmSync(site, {recursive: true, force: true});
  }
});

test('a build neither writes copies nor changes the bundler configuration', async () => {
  const env = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const plugin = markdownCopiesInDev({siteDir: '/nonexistent', generatedFilesDir: '/nonexistent/.docusaurus', baseUrl: '/'} as LoadContext);
    await plugin.allContentLoaded!({allContent: {'docusaurus-plugin-content-docs': {docs: {loadedVersions: [{docs: [{permalink: '/', source: '@site/docs/index.md', title: 'Home'}]}]}}}} as never);
    assert.deepEqual((plugin.configureWebpack as (c: object, isServer: boolean) => object)({}, false), {});
  } finally {
    process.env.NODE_ENV = env;
  }
});
