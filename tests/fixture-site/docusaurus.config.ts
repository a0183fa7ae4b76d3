import type {Config} from '@docusaurus/types';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import site from '../../docusaurus.config';
import codeHighlightingPlugin from '../../src/plugins/code-highlighting';
import pageLoadingPlugin from '../../src/plugins/page-loading';
import serverBundlePlugin from '../../src/plugins/server-bundle';
import testFixturesPlugin from '../../src/plugins/test-fixtures';

/**
 * The test fixture site (`npm run build:fixtures`, which `npm test` runs beside the production build): the site's
 * theme, swizzles, search and page loading (same site folder, so `src/theme` applies), with one small page per docs
 * instance instead of the content, and the test-only pages of `src/plugins/test-fixtures` (a page that crashes on
 * demand, a page whose text looks like HTML, the search bar in the Algolia mode). The end-to-end tests that need those
 * pages, tagged `@fixture-site`, run against it (Playwright's `fixture-site` project); every other test checks the
 * production build, the same site that CI deploys. It builds in seconds, not as a second build of the whole site.
 */
const here = 'tests/fixture-site';
const instance = (id: string, routeBasePath: string): [string, DocsOptions] => [
  '@docusaurus/plugin-content-docs',
  {id, path: `${here}/${id}`, routeBasePath, sidebarPath: `${here}/sidebars.ts`},
];
const shared = new Set<unknown>([codeHighlightingPlugin, pageLoadingPlugin, serverBundlePlugin]);

const config: Config = {
  ...site,
  // The navbar's links name pages of the whole site, which this one does not have.
  onBrokenLinks: 'ignore',
  onBrokenAnchors: 'ignore',
  markdown: {...site.markdown, hooks: {onBrokenMarkdownLinks: 'ignore', onBrokenMarkdownImages: 'ignore'}},
  plugins: [
    instance('docs', '/'),
    instance('api', 'api'),
    instance('metering-api', 'metering-api'),
    ...(site.plugins ?? []).filter((plugin) => shared.has(plugin)),
    testFixturesPlugin,
  ],
  themeConfig: {
    ...site.themeConfig,
    navbar: {
      ...(site.themeConfig as {navbar: {items: unknown[]}}).navbar,
      // A navbar item that throws on demand, to reach the crash page's own fallback.
      items: [...(site.themeConfig as {navbar: {items: unknown[]}}).navbar.items, {type: 'custom-crashOnDemand', position: 'right'}],
    },
  },
};

export default config;
