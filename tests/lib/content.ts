import fs from 'fs';
import path from 'path';
import yaml from 'js-yaml';

/**
 * What the tests expect, read from the content itself (blog/, docs/), so that a new release note or docs page
 * never breaks a test that did not change.
 */
export const root = path.join(__dirname, '..', '..');

type FrontMatter = Record<string, unknown>;

export function frontMatter(file: string): FrontMatter {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(fs.readFileSync(file, 'utf8'));
  return match ? ((yaml.load(match[1], {schema: yaml.JSON_SCHEMA}) as FrontMatter) ?? {}) : {};
}

export type Post = {file: string; date: string; k: number; title: string; route: string; tags: string[]; frontMatter: FrontMatter; body: string};

/** The release notes, newest first, as the blog lists them. */
export function posts(): Post[] {
  const dir = path.join(root, 'blog');
  return fs
    .readdirSync(dir)
    .map((name) => /^(\d{4})-(\d{2})-(\d{2})-Release-(\d+)\.md$/.exec(name))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => {
      const fm = frontMatter(path.join(dir, m[0]));
      return {
        file: m[0],
        date: `${m[1]}-${m[2]}-${m[3]}`,
        k: Number(m[4]),
        title: String(fm.title),
        route: `/blog/${m[1]}/${m[2]}/${m[3]}/Release-${m[4]}/`,
        tags: (fm.tags as string[] | undefined) ?? [],
        frontMatter: fm,
        body: fs.readFileSync(path.join(dir, m[0]), 'utf8').replace(/^---[\s\S]*?\n---\n/, ''),
      };
    })
    .sort((a, b) => b.date.localeCompare(a.date) || a.k - b.k);
}

/** The headings of a post below its truncate marker: what only the post page shows. */
export function afterTruncate(post: Post): string[] {
  const text = fs.readFileSync(path.join(root, 'blog', post.file), 'utf8');
  const rest = text.split(/<!--\s*truncate\s*-->/)[1] ?? '';
  return [...rest.matchAll(/^##+ (.+)$/gm)].map((m) => m[1].replace(/[`*_]/g, '').trim());
}

/**
 * Every change section of every post, oldest release first, each post's sections in order: read with the tests' own
 * reading of the writers' layout (a `**For:**` line per section, the admonitions, links to `/…` routes), not with the
 * plugin's parser, so that a wrong parser fails the tests that use it.
 */
export type Section = {
  post: Post;
  version: string;
  heading: string;
  audiences: string[];
  required: boolean;
  recommended: boolean;
  breaking: boolean;
  /** The site's pages the section links, without anchors (`/concepts/tag/`). */
  pages: string[];
};

export function releaseSections(): Section[] {
  return posts()
    .slice()
    .reverse() // oldest first, as releases follow each other
    .flatMap((post) => {
      const version = post.title.replace(/^Release /, '');
      const rest = post.body.split(/<!--\s*truncate\s*-->/)[1] ?? '';
      return rest
        .split(/^## /m)
        .slice(1)
        .map((chunk) => {
          const heading = chunk.split('\n')[0].replace(/[`*]/g, '').replace(/(?<![a-z0-9_])(_{1,2})(?![\s_])(.+?)(?<![\s_])\1(?![a-z0-9_])/gi, '$2').trim();
          const forLine = /^\*\*For:\*\* (.*)$/m.exec(chunk)?.[1] ?? '';
          const prose = chunk.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
          const links = [...prose.matchAll(/(?<!!)\[[^\]]*\]\((\/[^)\s#]*)[^)\s]*\)/g)].map((m) => m[1]).filter((p) => !p.startsWith('/blog/'));
          return {
            post,
            version,
            heading,
            audiences: forLine.split('·')[0].split(',').map((a) => a.trim()),
            required: chunk.includes(':::warning[Action required]'),
            recommended: chunk.includes(':::tip[Recommended]'),
            breaking: forLine.includes('**Breaking change**'),
            pages: [...new Set(links)],
          };
        });
    });
}

/** The tags of blog/tags.yml, with their labels and routes. */
export function blogTags(): {key: string; label: string; route: string}[] {
  const data = yaml.load(fs.readFileSync(path.join(root, 'blog', 'tags.yml'), 'utf8')) as Record<string, {label: string; permalink: string}>;
  return Object.entries(data).map(([key, tag]) => ({key, label: tag.label, route: `/blog/tags${tag.permalink}/`}));
}

/** The blog's page size (docusaurus.config.ts `postsPerPage`). */
export const postsPerPage = 10;

export type DocPage = {file: string; route: string; title: string; position: number | undefined; body: string};

/** Every docs page under docs/, with its route (slug or path) and title. */
export function docPages(): DocPage[] {
  const dir = path.join(root, 'docs');
  return (fs.readdirSync(dir, {recursive: true}) as string[])
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => {
      const file = path.join(dir, name);
      const fm = frontMatter(file);
      const withoutExt = name.replace(/\.mdx?$/, '').split(path.sep).join('/');
      const route = typeof fm.slug === 'string' ? fm.slug.replace(/\/?$/, '/') : `/${withoutExt.replace(/(^|\/)index$/, '')}/`.replace(/\/+/g, '/');
      return {
        file: name,
        route,
        title: String(fm.title ?? ''),
        position: typeof fm.sidebar_position === 'number' ? fm.sidebar_position : undefined,
        body: fs.readFileSync(file, 'utf8'),
      };
    });
}

/** The sidebar label and position of a docs folder, from its `_category_.json`. */
export function category(folder: string): {label: string; position: number | undefined} {
  const file = path.join(root, 'docs', folder, '_category_.json');
  const data = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  return {label: data.label ?? path.basename(folder), position: data.position};
}

/** A docs folder's items in sidebar order, as the autogenerated sidebar sorts them: by position, then by name. */
export function sidebarItems(folder: string): Array<{kind: 'page'; page: DocPage} | {kind: 'category'; folder: string; label: string}> {
  const dir = path.join(root, 'docs', folder);
  const pages = docPages().filter((p) => path.dirname(p.file) === (folder || '.'));
  const hasCategory = folder !== '' && fs.existsSync(path.join(dir, '_category_.json'));
  const items = [
    // A folder's index.md is its category's own page, not an item of it.
    ...pages.filter((p) => !(hasCategory && /(^|\/)index\.mdx?$/.test(p.file))).map((page) => ({kind: 'page' as const, page, name: path.basename(page.file), position: page.position})),
    ...fs
      .readdirSync(dir, {withFileTypes: true})
      .filter((e) => e.isDirectory())
      .map((e) => {
        const sub = folder ? `${folder}/${e.name}` : e.name;
        const c = category(sub);
        return {kind: 'category' as const, folder: sub, label: c.label, name: e.name, position: c.position};
      }),
  ];
  items.sort((a, b) => (a.position ?? Infinity) - (b.position ?? Infinity) || a.name.localeCompare(b.name));
  return items.map((item) => (item.kind === 'page' ? {kind: 'page', page: item.page} : {kind: 'category', folder: item.folder, label: item.label}));
}

export function sidebarLabel(page: DocPage): string {
  const fm = frontMatter(path.join(root, 'docs', page.file));
  return String(fm.sidebar_label ?? page.title);
}
