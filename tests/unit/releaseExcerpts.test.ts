import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'fs';
import os from 'os';
import path from 'path';
import type {RouteConfig} from '@docusaurus/types';
import {loadSiteConfig} from '@docusaurus/core/lib/server/config.js';
import {validateOptions} from '@docusaurus/plugin-content-blog';
import {createExcerptRenderer, toExcerptNodes, type ExcerptContent} from '../../src/plugins/release-notes/excerpts';

const siteDir = path.join(__dirname, '..', '..');
const blogDir = path.join(siteDir, 'blog');
const text = (value: string) => ({type: 'text', value});
const element = (tagName: string, properties: Record<string, unknown>, ...children: object[]) => ({type: 'element', tagName, properties, children});

test('an excerpt keeps elements, attributes and text as MDX renders them, without comments, exports and outer blank lines', () => {
  const tree = {
    type: 'root',
    children: [
      text('\n'),
      element('p', {}, text('Use '), element('code', {}, text('meshProject')), text(' and '), element('a', {href: '/blog/x/', title: 'X', rel: undefined, target: null}, text('this'))),
      text('\n'),
      {type: 'comment', value: ' truncate '},
      element('admonition', {type: 'note', title: 'Published twice'}, element('p', {}, text('Once more.'))),
      text('\n'),
      element('ul', {className: ['contains-task-list', 'x']}, text('\n'), element('li', {}, text('A change')), text('\n')),
      {type: 'mdxjsEsm', value: 'export const toc = []'},
      text('\n\n'),
    ],
  };
  assert.deepEqual(toExcerptNodes(tree as never, 'blog/a.md'), [
    ['p', null, 'Use ', ['code', null, 'meshProject'], ' and ', ['a', {href: '/blog/x/', title: 'X'}, 'this']],
    '\n',
    ['admonition', {type: 'note', title: 'Published twice'}, ['p', null, 'Once more.']],
    '\n',
    ['ul', {className: 'contains-task-list x'}, '\n', ['li', null, 'A change'], '\n'],
  ]);
});

test('an excerpt that holds what data cannot carry (JSX, an expression, a style) fails naming the file and the part', () => {
  const jsx = {type: 'root', children: [{type: 'mdxJsxFlowElement', name: 'Tabs', attributes: [], children: []}]};
  assert.throws(() => toExcerptNodes(jsx as never, 'blog/2025-01-08-Release-0.md'), /^Error: blog\/2025-01-08-Release-0\.md: the text above <!-- truncate --> holds <Tabs> as JSX \(an image, a link to a file of the site, or JSX written in the post\), which the list pages cannot show/);
  const styled = {type: 'root', children: [element('p', {style: 'color: red'}, text('Red'))]};
  assert.throws(() => toExcerptNodes(styled as never, 'blog/b.md'), /blog\/b\.md: .*the attribute "style" on <p>/);
});

/** The release notes of blog/ as the blog plugin loads them (the parts the excerpts use). */
function loadPosts() {
  return fs.readdirSync(blogDir).filter((f) => f.endsWith('.md')).sort().map((name) => {
    const raw = fs.readFileSync(path.join(blogDir, name), 'utf8');
    const [, yaml, content] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(raw)!;
    const [, y, m, d, k] = /^(\d{4})-(\d{2})-(\d{2})-Release-(\d+)\.md$/.exec(name)!;
    return {
      id: name,
      content,
      metadata: {
        source: `@site/blog/${name}`,
        permalink: `/blog/${y}/${m}/${d}/Release-${k}`,
        title: /^title: (.*)$/m.exec(yaml)![1],
        frontMatter: {title: /^title: (.*)$/m.exec(yaml)![1]},
        authors: [{name: 'meshcloud Product Team', key: 'meshcloud'}],
        prevItem: {title: 'p', permalink: '/p'},
        nextItem: {title: 'n', permalink: '/n'},
      },
    };
  });
}

/** The site's config and the blog's options, as Docusaurus loads them; generated files go to a fresh folder. */
async function loadSite() {
  const {siteConfig, siteConfigPath} = await loadSiteConfig({siteDir});
  const blogEntry = (siteConfig.plugins as unknown[]).find((p): p is [unknown, Record<string, unknown>] => Array.isArray(p) && p[1]?.routeBasePath === 'blog')!;
  const options = validateOptions({validate: (schema: {validate: (o: unknown) => {error?: Error; value: unknown}}, o: unknown) => {
    const result = schema.validate(o);
    if (result.error) throw result.error;
    return result.value;
  }, options: blogEntry[1]} as never) as unknown as {truncateMarker: RegExp};
  const context = {siteDir, siteConfig, siteConfigPath, generatedFilesDir: fs.mkdtempSync(path.join(os.tmpdir(), 'excerpts-'))};
  return {context, options};
}
const item = (post: {metadata: {source: string}}) => ({content: {__import: true, path: post.metadata.source, query: {truncated: true}}});

test('the list routes of the blog get each listed post\'s excerpt as props, rendered with the site\'s Markdown settings', async () => {
  const {context, options} = await loadSite();
  const renderer = createExcerptRenderer(context as never, options as never, blogDir);
  // Up to forty posts: the one published twice with the post it links to, and the newest with inline code or strong text
  // above their truncate marker. All 453 took 12 s to render; blog.spec.ts compares every excerpt on every list page
  // of the build with its post.
  const loaded = loadPosts();
  const above = (p: (typeof loaded)[number]) => p.content.split(/<!--\s*truncate\s*-->/)[0];
  const chosen = new Set([
    ...loaded.filter((p) => /2025-03-28-Release-[01]\.md$/.test(p.id)),
    ...loaded.filter((p) => /`[^`]+`/.test(above(p))).slice(-19),
    ...loaded.filter((p) => /\*\*[^*]+\*\*/.test(above(p))).slice(-19),
  ]);
  const posts = loaded.filter((p) => chosen.has(p));
  const list: RouteConfig = {path: '/blog', component: '@theme/BlogListPage', exact: true, modules: {sidebar: '@aliased/sidebar.json', items: posts.map(item)}, props: {metadata: {page: 1}}};
  const post: RouteConfig = {path: posts[0].metadata.permalink, component: '@theme/BlogPostPage', exact: true, modules: {content: posts[0].metadata.source}};
  const [listed, untouched] = await renderer.inlineExcerpts([list, post], posts as never, options.truncateMarker);

  assert.equal(untouched, post);
  assert.deepEqual(listed.modules, {sidebar: '@aliased/sidebar.json'});
  const items = (listed.props as {metadata: unknown; items: {content: ExcerptContent}[]}).items;
  assert.deepEqual((listed.props as {metadata: unknown}).metadata, {page: 1});
  assert.equal(items.length, posts.length);

  // The repeated post: an admonition with its title, a link to another post resolved to that post's page, the list.
  const repeated = items.find((i) => i.content.metadata.source.endsWith('2025-03-28-Release-1.md'))!.content;
  assert.deepEqual(repeated.excerpt[2], [
    'admonition',
    {title: 'Published twice', type: 'note'},
    ['p', null, 'This post repeats ', ['a', {href: '/blog/2025/03/28/Release-0'}, 'the first post of Release 2025.13.0'], ': the same\nversion with the same two changes. Both addresses stay valid.'],
  ]);
  assert.equal(repeated.excerpt.at(-1)![0], 'ul');
  // What only the post's page uses is left out; the front matter is there once.
  assert.equal('prevItem' in repeated.metadata || 'nextItem' in repeated.metadata || 'frontMatter' in repeated.metadata, false);
  assert.equal(repeated.frontMatter.title, 'Release 2025.13.0');
  // Inline code and strong text come through as elements.
  const all = JSON.stringify(items.map((i) => i.content.excerpt));
  assert.match(all, /\["code",null,"[^"]+"\]/);
  assert.match(all, /\["strong",null,/);

  // A link to a release note that does not exist fails like the compiled post would.
  const broken = {...posts[0], content: 'See [the next one](./2099-01-01-Release-0.md).\n\n- A change\n\n<!-- truncate -->\n'};
  await assert.rejects(
    renderer.inlineExcerpts([{...list, modules: {items: [item(broken)]}}], [broken] as never, options.truncateMarker),
    /2099-01-01-Release-0\.md/,
  );
  // An image is bundled by the compiled post; as data it cannot be: the error names the file and the image.
  const image = {...posts[0], content: 'The new logo: ![meshStack](/img/logo.svg)\n\n- A change\n\n<!-- truncate -->\n'};
  await assert.rejects(
    renderer.inlineExcerpts([{...list, modules: {items: [item(image)]}}], [image] as never, options.truncateMarker),
    new RegExp(`^Error: blog/${posts[0].id.replace(/[.]/g, '\\.')}: the text above <!-- truncate --> holds <img> as JSX`),
  );
  // A front matter image next to the post is bundled by the compiled module, which data cannot do; a URL passes.
  const nextTo = {...posts[0], metadata: {...posts[0].metadata, frontMatter: {...posts[0].metadata.frontMatter, image: './card.png'}}};
  await assert.rejects(
    renderer.inlineExcerpts([{...list, modules: {items: [item(nextTo)]}}], [nextTo] as never, options.truncateMarker),
    new RegExp(`^Error: blog/${posts[0].id.replace(/[.]/g, '\\.')}: the image "\\./card\\.png" is a file next to the post`),
  );
  const byUrl = {...posts[0], metadata: {...posts[0].metadata, frontMatter: {...posts[0].metadata.frontMatter, image: 'img/card.png'}}};
  const [withImage] = await renderer.inlineExcerpts([{...list, modules: {items: [item(byUrl)]}}], [byUrl] as never, options.truncateMarker);
  assert.equal((withImage.props as {items: {content: ExcerptContent}[]}).items[0].content.assets.image, 'img/card.png');
  // A list page that names a post the blog did not load is a bug: it fails naming both.
  await assert.rejects(
    renderer.inlineExcerpts([list], posts.slice(1) as never, options.truncateMarker),
    new RegExp(`The list page /blog shows ${posts[0].metadata.source.replace(/[.]/g, '\\.')}, which is not a loaded release note`),
  );
});

test('a second start reuses the excerpts rendered before, unless what they depend on changed', async () => {
  const {context, options} = await loadSite();
  const posts = loadPosts().slice(-3);
  const list = (): RouteConfig => ({path: '/blog', component: '@theme/BlogListPage', exact: true, modules: {items: posts.map(item)}});
  const excerpts = async (given: typeof posts) => {
    const [route] = await createExcerptRenderer(context as never, options as never, blogDir).inlineExcerpts([list()], given as never, options.truncateMarker);
    return (route.props as {items: {content: ExcerptContent}[]}).items.map((i) => i.content.excerpt);
  };
  const first = await excerpts(posts);
  const file = path.join(context.generatedFilesDir, 'release-notes', 'excerpts.json');
  const saved = JSON.parse(fs.readFileSync(file, 'utf8')) as {fingerprint: string; excerpts: [string, unknown][]};
  assert.equal(saved.excerpts.length, 3);
  // What a new process finds in the file is what it shows (marked here, so that it can be told from a new rendering).
  saved.excerpts[0][1] = [['p', null, 'from the file']];
  fs.writeFileSync(file, JSON.stringify(saved));
  assert.deepEqual((await excerpts(posts))[0], [['p', null, 'from the file']]);
  // A post moved to another address (links to it render differently): nothing of the file is used.
  const moved = posts.map((p, i) => (i === 2 ? {...p, metadata: {...p.metadata, permalink: `${p.metadata.permalink}-moved`}} : p));
  assert.deepEqual(await excerpts(moved), first);
});

test('a start after new posts renders only theirs; after a post went, all', async () => {
  const {context, options} = await loadSite();
  const posts = loadPosts().slice(-3);
  const start = async (given: typeof posts) => {
    const renderer = createExcerptRenderer(context as never, options as never, blogDir);
    const [route] = await renderer.inlineExcerpts([{path: '/blog', component: '@theme/BlogListPage', exact: true, modules: {items: given.map(item)}}], given as never, options.truncateMarker);
    return {compiled: renderer.compiledLast(), excerpts: (route.props as {items: {content: ExcerptContent}[]}).items.map((i) => i.content.excerpt)};
  };
  const before = await start(posts.slice(0, 2));
  assert.equal(before.compiled, 2);
  // A writer's new release note between two starts: the two others come from the file.
  const added = await start(posts);
  assert.equal(added.compiled, 1);
  assert.deepEqual(added.excerpts.slice(0, 2), before.excerpts);
  // A post removed since: a link to it would render differently, so nothing of the file is used.
  assert.equal((await start(posts.slice(1))).compiled, 2);
});

test('in one process, a new post renders its own excerpt only; a moved post renders them all again', async () => {
  const {context, options} = await loadSite();
  const posts = loadPosts().slice(-3);
  const renderer = createExcerptRenderer(context as never, options as never, blogDir);
  const render = (given: typeof posts) =>
    renderer.inlineExcerpts([{path: '/blog', component: '@theme/BlogListPage', exact: true, modules: {items: given.map(item)}}], given as never, options.truncateMarker);
  await render(posts.slice(0, 2));
  assert.equal(renderer.compiledLast(), 2);
  await render(posts);
  assert.equal(renderer.compiledLast(), 1, 'the two posts before are kept');
  await render(posts.map((p, i) => (i === 0 ? {...p, metadata: {...p.metadata, permalink: `${p.metadata.permalink}-moved`}} : p)));
  assert.equal(renderer.compiledLast(), 3);
});
