import fs from 'fs';
import path from 'path';
import type {LoadContext, Plugin, PluginConfig, PluginModule} from '@docusaurus/types';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {apiRoutePrefix, type ApiReference} from '../../data/apis';
import {docsLocation, generatedSidebarFile} from './generator';

/**
 * The API references of `src/data/apis.ts`, as the site's Docusaurus plugins. Per row of the table a docs instance
 * on the row's folder and route, whose sidebar holds the hand-written guides and then the generated operation
 * pages, and whose pages render with `@theme/ApiItem`; and, once for all rows, this plugin's theme (the components
 * the generated pages render with, light and static where the OpenAPI theme's are interactive and heavy) and the
 * downloads of each document (JSON and Postman collection), written after the build.
 */
export function apiReferencePlugins(apis: ApiReference[], commonDocsOptions: DocsOptions): PluginConfig[] {
  return [
    ...apis.map((api): PluginConfig => ['@docusaurus/plugin-content-docs', apiDocsOptions(api, commonDocsOptions)]),
    [apiReferenceThemePlugin as PluginModule, {apis}],
  ];
}

export function apiDocsOptions(api: ApiReference, commonDocsOptions: DocsOptions): DocsOptions {
  return {
    ...commonDocsOptions,
    ...docsLocation(api),
    // No sidebars file: the default sidebar's items come from the table and the generated sidebar.
    sidebarPath: undefined,
    sidebarItemsGenerator: apiSidebarItems(api),
    // Renders the generated operation pages; plain Markdown pages of the instance still render as usual.
    docItemComponent: '@theme/ApiItem',
  };
}

/** Items of the generated sidebar, as `npm run gen:api` writes them next to the pages (`sidebar.json`). */
type GeneratedItem = {type: string; id?: string; label?: string; items?: GeneratedItem[]};

export function readGeneratedSidebar(folder: string): GeneratedItem[] {
  const file = path.join(folder, generatedSidebarFile);
  if (!fs.existsSync(file)) {
    throw new Error(`The generated API sidebar ${file} is missing: run "npm run gen:api" (npm run build and npm start do it for you).`);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as GeneratedItem[];
}

/**
 * The sidebar of an API: its guides, then the generated operations. With guides the operations sit in a category
 * whose link is the info page; without, the info page stays out of the sidebar.
 */
export function apiSidebarItems(api: ApiReference): NonNullable<DocsOptions['sidebarItemsGenerator']> {
  return async ({version}) => {
    const generated = readGeneratedSidebar(version.contentPath).filter((item) => item.id !== api.infoPageId);
    const guides = api.guides.map((guide) =>
      typeof guide === 'string'
        ? {type: 'doc' as const, id: guide}
        : {type: 'category' as const, label: guide.label, collapsed: false, items: guide.items.map((id) => ({type: 'doc' as const, id}))},
    );
    if (guides.length === 0) return generated as never;
    return [
      ...guides,
      {type: 'category', label: api.referenceLabel ?? api.title, collapsed: false, link: {type: 'doc', id: api.infoPageId}, items: generated as never},
    ];
  };
}

/** The route prefixes whose pages render with the OpenAPI theme. */
export const apiRoutePrefixes = (apis: ApiReference[], baseUrl = '/'): string[] => apis.map((api) => apiRoutePrefix(api, baseUrl));

/**
 * The components the generated pages use (`theme/`: operation pages as plain docs pages, schemas and parameters
 * as static HTML, request samples), and the downloads written after the build. When the site loads, before any
 * plugin reads its pages, the pages of a changed or new OpenAPI document are generated (`generate.ts`; the check
 * alone takes a few milliseconds): `npm start` needs no step of its own, which cost 0.2 to 0.4 s of every start.
 */
async function apiReferenceThemePlugin(context: LoadContext, options: {apis: ApiReference[]}): Promise<Plugin> {
  const {generateApiPages} = await import('./generate');
  for (const {generated, line} of await generateApiPages(context.siteDir, options.apis)) if (generated) console.log(line);
  return {
    name: 'api-reference',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    async postBuild({outDir}) {
      // Loaded here, not at the top: the Postman converter is only needed after a build.
      const {writeDownloads} = await import('./downloads');
      await writeDownloads(options.apis, context.siteDir, outDir);
    },
  };
}
