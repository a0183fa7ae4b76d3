import path from 'path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Routes that exist only in test builds (`DOCS_TEST_FIXTURES=true`, which `npm test` sets): a page that crashes
 * on demand, so that the end-to-end tests can reach the crash page. Production builds never load this plugin.
 */
export default function testFixturesPlugin(_context: LoadContext): Plugin {
  return {
    name: 'test-fixtures',
    async contentLoaded({actions}) {
      actions.addRoute({
        path: '/__test-fixtures__/crash/',
        component: path.join(__dirname, 'CrashOnDemand.tsx'),
        exact: true,
      });
    },
  };
}
