import fs from 'fs/promises';
import path from 'path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import openapiTheme from 'docusaurus-theme-openapi-docs';
import {addToHead} from '../lib/rewriteHtml';

/**
 * `docusaurus-theme-openapi-docs`, kept to the API pages.
 *
 * The stock theme registers its stylesheet as a client module, so its ~95 KB of CSS ships in the global
 * stylesheet of every docs and blog page. This wrapper drops that client module; `src/theme/ApiItem` imports the
 * stylesheet instead. Docusaurus puts all CSS into one `styles` file whatever chunk imports it, so a cache group
 * of higher priority gives the theme's CSS a file of its own, which only the chunks of API pages load. The static
 * HTML of a page links only the global stylesheet, so `postBuild` links the theme's file in the HTML of every
 * page under `apiRoutePrefixes` too; otherwise API pages would show unstyled until their scripts ran.
 *
 * It also swaps `@faker-js/faker` for a stub. `postman-collection`, which the theme uses to build the request
 * samples, loads faker eagerly for Postman's `{{$random…}}` variables; our documents never use them, and faker
 * alone is a 5 MB chunk on every API page.
 */
export type Options = {
  /** Route prefixes of the docs instances whose pages render with `@theme/ApiItem`. */
  apiRoutePrefixes: string[];
};

export default function openapiThemeScoped(context: LoadContext, rawOptions: unknown): Plugin {
  const options = rawOptions as Options;
  if (!Array.isArray(options?.apiRoutePrefixes)) throw new Error('openapi-theme: set the apiRoutePrefixes option');
  // The stock theme takes no options.
  const theme = (openapiTheme as unknown as (c: LoadContext) => Plugin)(context);
  const {getClientModules: _globalStylesheet, configureWebpack, ...rest} = theme;
  return {
    ...rest,
    async postBuild({outDir, routesPaths}) {
      const cssDir = path.join(outDir, 'assets', 'css');
      const stylesheet = (await fs.readdir(cssDir)).find((name) => /^openapi-theme\.[0-9a-f]+\.css$/.test(name));
      if (!stylesheet) throw new Error(`openapi-theme: no openapi-theme.<hash>.css in ${cssDir}; did the cache group change?`);
      const link = `<link rel=stylesheet href=${context.baseUrl}assets/css/${stylesheet} />`;
      const apiRoutes = routesPaths.filter((route) => options.apiRoutePrefixes.some((prefix) => route.startsWith(prefix)));
      await Promise.all(
        apiRoutes.map(async (route) => {
          const file = path.join(outDir, route.slice(context.baseUrl.length), 'index.html');
          if (await fs.stat(file).catch(() => null)) await addToHead(file, link);
        }),
      );
    },
    configureWebpack(config, isServer, utils, content) {
      const stock = configureWebpack?.call(this, config, isServer, utils, content) ?? {};
      return {
        ...stock,
        optimization: isServer
          ? undefined
          : {
              splitChunks: {
                cacheGroups: {
                  openapiStyles: {
                    name: 'openapi-theme',
                    type: 'css/mini-extract',
                    test: /[\\/]docusaurus-theme-openapi-docs[\\/]/,
                    chunks: 'all',
                    enforce: true,
                    priority: 60,
                  },
                },
              },
            },
        resolve: {
          ...stock.resolve,
          alias: {'@faker-js/faker/locale/en$': path.join(__dirname, 'fakerStub.js')},
        },
      };
    },
  };
}
