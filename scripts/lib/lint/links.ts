import fs from 'fs';
import path from 'path';
import yaml from 'js-yaml';
import {createSlugger} from '@docusaurus/utils';
import {plain} from '../../../src/plugins/release-notes/post';
import {operationPageId, operationsOf} from '../../../src/plugins/api-reference/samples';
import {apis} from '../../../src/data/apis';
import {markdownFiles} from './frontMatter';
import {lineOf, type LintProblem} from './problems';

/**
 * Links to pages and anchors of the site, checked in the sources in well under a second, so that a writer hears of a
 * broken link from `npm run lint` rather than from a build a minute later. It resolves links as the build does:
 * a file link (`../concepts/workspace.md#roles`) by the file, a route (`/concepts/tag/#tag-definitions`, as release
 * notes link) by the route Docusaurus gives each page, and an anchor by the page's heading ids: Docusaurus' slugger
 * over the headings in order, or an explicit `{#id}`. The build's own check (`onBrokenLinks`, `onBrokenAnchors`)
 * stays: it also sees links that components render. (remark-validate-links was the library for this, but it knows
 * neither routes nor `{#id}` headings, which most of our release-note links and several docs anchors use.)
 */

/** A page of the site: its source (relative to the site) and its anchors, or null where only the build knows them. */
interface Target {
  file?: string;
  anchors: Set<string> | null;
}

const withSlash = (route: string) => (route.endsWith('/') ? route : `${route}/`);

/** Lines of Markdown outside fenced code, with inline code blanked (same length, so columns stay right). */
function prose(content: string): string {
  let fence: string | null = null;
  return content
    .split('\n')
    .map((line) => {
      const f = /^\s*(`{3,}|~{3,})/.exec(line);
      if (f) {
        if (fence === null) fence = f[1][0];
        else if (f[1][0] === fence) fence = null;
        return '';
      }
      return fence === null ? line.replace(/`[^`\n]*`/g, (code) => ' '.repeat(code.length)) : '';
    })
    .join('\n');
}

/** The anchors of a Markdown page: its headings' ids in order, explicit ids, and `id` attributes of its JSX or HTML. */
export function anchorsOf(content: string): Set<string> {
  const body = prose(content.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, (fm) => '\n'.repeat(fm.split('\n').length - 1)));
  const slugger = createSlugger();
  const anchors = new Set<string>();
  for (const [, text] of body.matchAll(/^#{1,6}[ \t]+(.+?)[ \t]*#*[ \t]*$/gm)) {
    const explicit = /\{#([^}]+)\}\s*$/.exec(text);
    anchors.add(explicit ? explicit[1] : slugger.slug(plain(text)));
  }
  for (const [, id] of body.matchAll(/\bid=["']([^"']+)["']/g)) anchors.add(id);
  return anchors;
}

/** The route Docusaurus gives a docs page of an instance at `base` (`/`, `/api/`): its path, `index` as its folder, or its `slug`. */
function docRoute(base: string, relative: string, content: string): string {
  const slug = /^---\r?\n[\s\S]*?^slug:\s*['"]?([^'"\n]+?)['"]?\s*$/m.exec(content)?.[1];
  const dir = path.posix.dirname(relative);
  if (slug) return withSlash(slug.startsWith('/') ? `${base.replace(/\/$/, '')}${slug}` : path.posix.join(base, dir, slug));
  const name = path.posix.basename(relative).replace(/\.mdx?$/, '');
  return withSlash(path.posix.join(base, dir, /^(index|readme)$/i.test(name) ? '' : name));
}

/** Every page of the site a link may name, by route, and the routes of the Markdown pages by their files. */
export function sitePages(root: string): {byRoute: Map<string, Target>; routeOf: Map<string, string>} {
  const byRoute = new Map<string, Target>();
  const routeOf = new Map<string, string>();
  const add = (route: string, target: Target) => {
    byRoute.set(route, target);
    if (target.file) routeOf.set(target.file, route);
  };
  const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
  // Docs and the API guides (hand-written); the API operation pages are generated (by their operation ids, anchors
  // known only to the build).
  for (const [dir, base] of [['docs', '/'], ...apis.map((api) => [api.id, `/${api.id}/`])]) {
    for (const file of markdownFiles(root, dir)) {
      const content = read(file);
      add(docRoute(base, path.posix.relative(dir, file), content), {file, anchors: anchorsOf(content)});
    }
  }
  for (const api of apis.filter((a) => fs.existsSync(path.join(root, a.specPath)))) {
    const document = yaml.load(read(api.specPath)) as {info?: {title?: string}; paths?: object};
    // Generated pages may not exist yet (a fresh clone): their files are known by name, as `npm run gen:api` writes them.
    for (const op of operationsOf(document)) add(`/${api.id}/${operationPageId(op.operationId)}/`, {file: `${api.id}/${operationPageId(op.operationId)}.api.mdx`, anchors: null});
    if (document.info?.title) {
      const id = createSlugger().slug(document.info.title);
      add(`/${api.id}/${id}/`, {file: `${api.id}/${id}.info.mdx`, anchors: null});
    }
  }
  for (const file of markdownFiles(root, 'src/pages')) add(docRoute('/', path.posix.relative('src/pages', file), read(file)), {file, anchors: anchorsOf(read(file))});
  // Release notes: each post by its date and number, the blog's list, tag, archive and finder pages.
  for (const file of markdownFiles(root, 'blog')) {
    const m = /^blog\/(\d{4})-(\d{2})-(\d{2})-Release-(\d+)\.md$/.exec(file);
    if (m) add(`/blog/${m[1]}/${m[2]}/${m[3]}/Release-${m[4]}/`, {file, anchors: anchorsOf(read(file))});
  }
  const tags = fs.existsSync(path.join(root, 'blog/tags.yml')) ? (yaml.load(read('blog/tags.yml')) as Record<string, {permalink: string}>) : {};
  for (const route of ['/blog/', '/blog/archive/', '/blog/changes/', '/search/', ...Object.values(tags).map((t) => `/blog/tags${t.permalink}/`)]) add(route, {anchors: null});
  return {byRoute, routeOf};
}

/** Addresses of files the site serves as they are (`pathname:///openapi/…`): static files and the API downloads. */
function servedFile(root: string, address: string): boolean {
  return fs.existsSync(path.join(root, 'static', address)) || apis.some((api) => Object.values(api.downloads).includes(address));
}

/**
 * Every link of the docs, API guides, pages and release notes to a page, anchor or served file of the site that
 * does not exist: `links/page`, `links/anchor`, `links/file`, at the link's line and column.
 */
export function lintLinks(root: string): LintProblem[] {
  const {byRoute, routeOf} = sitePages(root);
  const problems: LintProblem[] = [];
  // The hand-written pages: generated ones are checked by the build.
  const files = [...routeOf.keys()].filter((file) => !/\.(api|info)\.mdx$/.test(file)).sort();
  for (const file of files) {
    const content = fs.readFileSync(path.join(root, file), 'utf8');
    const text = prose(content);
    for (const match of text.matchAll(/(?<!!)\[(?:[^\]\n]|\][^(\n])*?\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      const link = match[1];
      const at = match.index! + match[0].lastIndexOf(link);
      const line = lineOf(content, at);
      const column = at - content.lastIndexOf('\n', at - 1);
      const report = (rule: string, message: string) => problems.push({file, line, column, kind: 'links', rule, message});
      if (/^[a-z][a-z0-9+.-]*:(?!\/\/\/)/i.test(link) || link.startsWith('//')) continue; // https:, mailto:, …
      if (link.startsWith('pathname:///')) {
        if (!servedFile(root, link.slice('pathname://'.length))) report('file', `"${link}" is no file the site serves (static/ or an API download)`);
        continue;
      }
      const [pathPart, anchor] = [link.replace(/#.*$/, ''), /#(.+)$/.exec(link)?.[1]];
      let target: Target | undefined;
      let name: string;
      if (pathPart === '') {
        target = byRoute.get(routeOf.get(file)!);
        name = 'this page';
      } else if (pathPart.startsWith('/')) {
        target = byRoute.get(withSlash(pathPart));
        name = pathPart;
        if (!target) {
          if (!fs.existsSync(path.join(root, 'static', pathPart))) report('page', `"${link}" is no page of the site`);
          continue;
        }
      } else if (/\.mdx?$/.test(pathPart)) {
        const linked = path.posix.normalize(path.posix.join(path.posix.dirname(file), decodeURIComponent(pathPart)));
        const route = routeOf.get(linked);
        target = route ? byRoute.get(route) : undefined;
        name = pathPart;
        if (!target) {
          report('page', `"${link}" is no page of the site (${fs.existsSync(path.join(root, linked)) ? 'the file is not a page' : `there is no file ${linked}`})`);
          continue;
        }
      } else {
        continue; // a relative link to an asset: the build resolves and checks it
      }
      if (anchor && target?.anchors && !target.anchors.has(decodeURIComponent(anchor))) {
        report('anchor', `"${link}": ${name} has no heading or element with the id "${anchor}"`);
      }
    }
  }
  return problems;
}
