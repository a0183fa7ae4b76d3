import type {PluginConfig} from '@docusaurus/types';
import type {ApiReference} from '../../data/apis';

/**
 * How the OpenAPI generator (`docusaurus-plugin-openapi-docs`) is set up for each API of `src/data/apis.ts`: shared by
 * the site's plugins (`index.ts`) and the generation itself (`generate.ts`), which load nothing of each other.
 */

/** Where an API's docs instance lives: its id, folder and route base are the row's id. */
export const docsLocation = (api: ApiReference) => ({id: api.id, path: api.id, routeBasePath: api.id});

/**
 * Per row of the table a `docusaurus-plugin-openapi-docs` instance: the generator that writes the operation pages
 * from the row's OpenAPI document (`generate.ts`). Not plugins of the site, which needs nothing of them: loading the
 * generator would cost every `npm start` and build about a second.
 */
export function apiGeneratorPlugins(apis: ApiReference[]): PluginConfig[] {
  return apis.map((api): PluginConfig => ['docusaurus-plugin-openapi-docs', openapiGeneratorOptions(api)]);
}

/** The id of the generator instance of an API (`openapi-api`, `openapi-metering-api`). */
export const generatorId = (api: ApiReference): string => `openapi-${api.id}`;

/**
 * The options of the generator. Page ids come from the operationIds, which gives the public routes. The plugin
 * ships no usable option types; it validates its options itself when it loads.
 */
export function openapiGeneratorOptions(api: ApiReference) {
  return {
    id: generatorId(api),
    docsPluginId: api.id,
    config: {
      [api.id]: {
        specPath: api.specPath,
        outputDir: api.id,
        sidebarOptions: {groupPathsBy: 'tag'},
        hideSendButton: true,
      },
    },
  };
}

/** The sidebar the generator writes next to the pages, as `npm run gen:api` keeps it (`sidebar.json`). */
export const generatedSidebarFile = 'sidebar.json';

/** The site as the generator sees it: where each API's pages go (its docs instance) and its generator. */
export function generatorSiteConfig(apis: ApiReference[]) {
  return {
    presets: [],
    plugins: [...apis.map((api): PluginConfig => ['@docusaurus/plugin-content-docs', docsLocation(api)]), ...apiGeneratorPlugins(apis)],
  };
}
