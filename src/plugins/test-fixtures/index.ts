import path from 'path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Routes that exist only in test builds (`DOCS_TEST_FIXTURES=true`, which `npm test` sets): a page that crashes
 * on demand (inside its layout, beside it, or in the navbar, so that the crash page itself fails), so that the
 * end-to-end tests reach both crash pages and the plain fallback; a page whose text looks like HTML, for search
 * escaping; a page with the search bar in the Algolia mode, whose host the tests intercept. Production builds
 * never load this plugin.
 */
export default function testFixturesPlugin(_context: LoadContext): Plugin {
  return {
    name: 'test-fixtures',
    // Adds the navbar item type `custom-crashOnDemand`, which the config puts in the navbar of test builds.
    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    async contentLoaded({actions}) {
      actions.addRoute({
        path: '/__test-fixtures__/crash/',
        component: path.join(__dirname, 'CrashOnDemand.tsx'),
        exact: true,
      });
      actions.addRoute({
        path: '/__test-fixtures__/search-escaping/',
        component: path.join(__dirname, 'SearchEscaping.tsx'),
        exact: true,
      });
      actions.addRoute({
        path: '/__test-fixtures__/algolia-search/',
        component: path.join(__dirname, 'AlgoliaSearch.tsx'),
        exact: true,
      });
    },
  };
}
