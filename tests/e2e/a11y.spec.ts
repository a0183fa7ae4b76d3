import AxeBuilder from '@axe-core/playwright';
import {test, expect, gotoHydrated} from './fixtures';
import {posts} from '../lib/content';
import {apis} from '../../src/data/apis';
import {apiOperationPages} from '../lib/apiPages';

const pages = [
  ['home page', '/'],
  ['docs page', '/concepts/building-block/'],
  ['blog list page', '/blog/'],
  ['blog post', posts()[0].route],
  ['API page', '/api/introduction/'],
  ['not-found page', '/no/such/page/'],
  // Operation pages of every API reference: a list, a get, a put and a delete where the API has them.
  ...apis.flatMap((api) => apiOperationPages(api).map((p) => [`${api.id} ${p.kind} operation`, p.route] as const)),
] as const;

for (const [name, url] of pages) {
  test.describe(name, () => {
    if (name === 'not-found page') {
      // The browser reports the page's own 404 response as a console error.
      test.use({expectedConsoleErrors: /status of 404/});
    }
    for (const mode of ['light', 'dark'] as const) {
      test(`${name} in ${mode} mode has no serious or critical accessibility violations`, async ({page}) => {
        await gotoHydrated(page, url);
        if (mode === 'dark') {
          await page.getByRole('button', {name: /dark mode|light mode|system mode/i}).first().click();
        }
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        const results = await new AxeBuilder({page}).analyze();
        const serious = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
        expect(serious).toEqual([]);
      });
    }
  });
}
