import path from 'path';
import {pagePath, type ChangeModel, type HistoryEntry, type LinkedPage} from './model';

/**
 * Each page's history: the changes whose release-note sections link the page, newest first, shown at the end of the
 * page (`theme/ReleaseHistory`). One source of truth, the posts: a writer links a change to the page that covers it,
 * and the page lists it. The plugin writes one JSON file per docs page (`history/<key>.json`, an empty list where no
 * change links the page) once every plugin has loaded its content; the remark plugin below imports that file into the
 * page, so the history is part of the page's own module (no script of its own) and `npm start` updates it when a post
 * changes.
 */

/** A docs page of any docs instance, as the history needs it. */
export interface DocsPage {
  /** The page's Markdown file, relative to the site (`docs/concepts/tag.md`). */
  source: string;
  permalink: string;
  title: string;
}

/** The data file of a page's history, by its source file relative to the site: `docs/concepts/tag.md` → `history/docs__concepts__tag.md.json`. */
export const historyFile = (source: string) => `history/${source.split(path.sep).join('/').replace(/[^\w.-]+/g, '__')}.json`;

/** Where the blog plugin's data files are imported from (`createData` of the default blog instance). */
const dataModule = (source: string) => `@generated/docusaurus-plugin-content-blog/default/${historyFile(source)}`;

/** The docs pages of every docs instance in Docusaurus' `allContent`. */
export function docsPagesOf(allContent: Record<string, Record<string, unknown> | undefined>, siteDir: string): DocsPage[] {
  type Doc = {source: string; permalink: string; title: string};
  const instances = Object.values(allContent['docusaurus-plugin-content-docs'] ?? {}) as {loadedVersions: {docs: Doc[]}[]}[];
  return instances.flatMap((instance) =>
    instance.loadedVersions.flatMap((version) =>
      version.docs.map((doc) => ({
        source: path.relative(siteDir, path.join(siteDir, doc.source.replace(/^@site\//, ''))),
        // Routes end with a slash (trailingSlash: true); the docs' metadata leaves it off.
        permalink: pagePath(doc.permalink),
        title: doc.title,
      })),
    ),
  );
}

/**
 * The build's message for links of changes to routes that are no page of the site (`pages`: every page's route),
 * naming each post (`fileOf` its route) and section; undefined when every link lands on a page.
 */
export function deadPageLinks(model: ChangeModel, pages: Set<string>, fileOf: (postUrl: string) => string): string | undefined {
  const dead = model.changes.flatMap((change) =>
    (change.pages ?? []).filter((link) => !pages.has(pagePath(link))).map((link) => `- ${fileOf(model.releases[change.release].url)}: the section "${change.heading}" links ${link}, which is no page of the site`),
  );
  return dead.length ? `Release notes link pages that do not exist:\n${dead.join('\n')}` : undefined;
}

/** The pages changes link, with their titles, in the order they are first linked. */
export function linkedPages(model: ChangeModel, docs: DocsPage[]): LinkedPage[] {
  const titles = new Map(docs.map((doc) => [doc.permalink, doc.title]));
  const paths = [...new Set(model.changes.flatMap((change) => (change.pages ?? []).map(pagePath)))];
  return paths.filter((p) => titles.has(p)).map((p) => ({path: p, title: titles.get(p)!}));
}

/** Every page's history: the changes that link it, newest release first, each release's changes in the post's order. */
export function histories(model: ChangeModel): Map<string, HistoryEntry[]> {
  const byPage = new Map<string, HistoryEntry[]>();
  model.changes.forEach((change) => {
    const release = model.releases[change.release];
    for (const page of new Set((change.pages ?? []).map(pagePath))) {
      const entry: HistoryEntry = {
        version: release.version,
        date: release.date,
        url: `${release.url}#${change.anchor}`,
        heading: change.heading,
        ...(change.breaking ? {breaking: true} : {}),
        ...(change.action ? {action: change.action} : {}),
      };
      byPage.set(page, [...(byPage.get(page) ?? []), entry]);
    }
  });
  // Changes are read oldest release first; a release's own changes keep their order.
  for (const [page, entries] of byPage) {
    const releases = [...new Set(entries.map((e) => e.url.replace(/#.*$/, '')))].reverse();
    byPage.set(page, releases.flatMap((r) => entries.filter((e) => e.url.startsWith(`${r}#`))));
  }
  return byPage;
}

type Node = {type: string; children?: Node[]; [key: string]: unknown};

/**
 * Remark plugin of the docs instances: appends `<ReleaseHistory entries={…} page="/route/" />` to every docs page,
 * its entries imported from the page's history file. The component renders nothing for an empty history.
 */
export function remarkReleaseHistory({siteDir}: {siteDir: string}) {
  return (tree: Node, file: {path?: string}) => {
    if (!file.path || !tree.children) return;
    const source = path.relative(siteDir, file.path);
    const name = '__releaseHistory';
    const module = dataModule(source);
    const program = (body: unknown[]) => ({type: 'Program', sourceType: 'module', body});
    tree.children.unshift({
      type: 'mdxjsEsm',
      value: `import ${name} from '${module}';`,
      data: {
        estree: program([
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name}}],
            source: {type: 'Literal', value: module, raw: JSON.stringify(module)},
          },
        ]),
      },
    });
    tree.children.push({
      type: 'mdxJsxFlowElement',
      name: 'ReleaseHistory',
      attributes: [
        {
          type: 'mdxJsxAttribute',
          name: 'entries',
          value: {type: 'mdxJsxAttributeValueExpression', value: name, data: {estree: program([{type: 'ExpressionStatement', expression: {type: 'Identifier', name}}])}},
        },
      ],
      children: [],
    });
  };
}
