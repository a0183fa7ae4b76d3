import {test, expect} from '@playwright/test';
import {sitemapPages, watchPage, checkPage} from './pageCheck';

// Every page of the built site in Chromium, as a reader opens it: no console error, no uncaught error, no failed
// same-origin request, and no axe violation of WCAG 2.1 A/AA, in light and in dark mode. The pages are split into
// batches that the two workers share; each batch reuses one browser tab and switches the colour mode without a
// reload. (This file does not use ./fixtures: it reports console errors per page itself.)

const pages = sitemapPages();
const batchSize = 25;
const batches = Array.from({length: Math.ceil(pages.length / batchSize)}, (_, i) => pages.slice(i * batchSize, (i + 1) * batchSize));

test.describe.configure({mode: 'parallel'});
// A trace of hundreds of pages costs more than the pass itself; the problems name the page, the mode and the element.
test.use({trace: 'off'});

for (const [i, batch] of batches.entries()) {
  test(`every page in a browser, batch ${i + 1} of ${batches.length}: ${batch[0]} to ${batch[batch.length - 1]}`, async ({page, baseURL}) => {
    test.setTimeout(batch.length * 20_000);
    const watcher = watchPage(page, baseURL!);
    const problems: string[] = [];
    for (const url of batch) problems.push(...(await checkPage(page, url, watcher)));
    expect(problems).toEqual([]);
  });
}

// The not-found page is in no sitemap; it gets the same checks. The browser reports its 404 status as a console
// error and a failed request, which are expected; a missing asset would show as a failed request of its own.
test('the not-found page, in light and dark', async ({page, baseURL}) => {
  const url = '/no/such/page/';
  const problems = await checkPage(page, url, watchPage(page, baseURL!));
  const expected = [`${url} console error: Failed to load resource: the server responded with a status of 404 (Not Found)`, `${url} request failed: ${baseURL}${url} (HTTP 404)`];
  expect(problems.filter((p) => !expected.includes(p))).toEqual([]);
  expect(problems).toEqual(expect.arrayContaining(expected));
});

// The pass finds what it looks for: a page of the site with planted faults, served in place of the real one.
test.describe('the pass reports', () => {
  /** Serves `url` with its HTML changed by `plant`. */
  async function planted(page: import('@playwright/test').Page, url: string, plant: (html: string) => string) {
    await page.route(`**${url}`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({response, body: plant(await response.text())});
    });
  }

  test('a console error, an uncaught error and a failed same-origin request, with the page', async ({page, baseURL}) => {
    const url = '/concepts/workspace/';
    await planted(page, url, (html) =>
      html.replace(
        '</body>',
        '<script>console.error("planted console error"); setTimeout(() => { throw new Error("planted uncaught error"); });</script>' +
          '<img src="/img/planted-missing.png" alt=""></body>',
      ),
    );
    const problems = await checkPage(page, url, watchPage(page, baseURL!));
    expect(problems).toEqual(
      expect.arrayContaining([
        `${url} console error: planted console error`,
        `${url} uncaught error: planted uncaught error`,
        `${url} request failed: ${baseURL}/img/planted-missing.png (HTTP 404)`,
      ]),
    );
  });

  test('a wide table that a keyboard cannot reach, in both colour modes', async ({page, baseURL}) => {
    // The page's widest table, without the focusable region that src/plugins/tables gives it.
    const url = '/concepts/users-and-groups/';
    await planted(page, url, (html) => html.replaceAll(/(<div class=table-scroll[^>]*?) tabindex=0/g, '$1'));
    const problems = await checkPage(page, url, watchPage(page, baseURL!));
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^${url} \\[light\\] axe scrollable-region-focusable \\(serious\\): div\\[aria-label="[^"]+ \\(table\\)"\\]`)),
        expect.stringMatching(new RegExp(`^${url} \\[dark\\] axe scrollable-region-focusable \\(serious\\): div\\[aria-label="[^"]+ \\(table\\)"\\]`)),
      ]),
    );
  });
});
