import {test, expect} from '@playwright/test';
import {sitemapPages, watchPage, checkPage, axeViolations, toggleColourMode} from './pageCheck';

// Every page of the built site in Chromium, as a reader opens it: no console error, no uncaught error, no failed
// same-origin request, and no axe violation of WCAG 2.1 A/AA, in light and in dark mode (the second mode with the
// colour rules, the only ones a mode changes; the chrome once per layout and batch, see ./pageCheck). The pages are
// split into batches that the workers share; each batch reuses one browser tab and switches the colour mode without
// a reload. (This file does not use ./fixtures: it reports console errors per page itself.)

const pages = sitemapPages();
const batchSize = 25;
const batches = Array.from({length: Math.ceil(pages.length / batchSize)}, (_, i) => pages.slice(i * batchSize, (i + 1) * batchSize));

test.describe.configure({mode: 'parallel'});
// A trace of hundreds of pages costs more than the pass itself; the problems name the page, the mode and the element.
// Readers who ask for reduced motion get the theme without colour transitions: the pass does not wait for them.
test.use({trace: 'off', reducedMotion: 'reduce'});

for (const [i, batch] of batches.entries()) {
  test(`every page in a browser, batch ${i + 1} of ${batches.length}: ${batch[0]} to ${batch[batch.length - 1]}`, async ({page, baseURL}) => {
    test.setTimeout(batch.length * 20_000);
    const watcher = watchPage(page, baseURL!);
    const problems: string[] = [];
    const checkedLayouts = new Set<string>();
    for (const url of batch) problems.push(...(await checkPage(page, url, watcher, checkedLayouts)));
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

  test('a wide table that a keyboard cannot reach', async ({page, baseURL}) => {
    // The page's widest table, without the focusable region that src/plugins/tables gives it.
    const url = '/concepts/users-and-groups/';
    await planted(page, url, (html) => html.replaceAll(/(<div class=table-scroll[^>]*?) tabindex=0/g, '$1'));
    const problems = await checkPage(page, url, watchPage(page, baseURL!));
    expect(problems).toEqual(
      expect.arrayContaining([expect.stringMatching(new RegExp(`^${url} \\[light\\] axe scrollable-region-focusable \\(serious\\): div\\[aria-label="[^"]+ \\(table\\)"\\]`))]),
    );
  });

  test('text that only the dark mode makes unreadable', async ({page, baseURL}) => {
    const url = '/concepts/workspace/';
    await planted(page, url, (html) => html.replace('</head>', '<style>[data-theme="dark"] article .markdown > p { color: #303846 !important; }</style></head>'));
    const problems = await checkPage(page, url, watchPage(page, baseURL!));
    expect(problems).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`^${url} \\[dark\\] axe color-contrast \\(serious\\): .*p:nth-child`))]));
    expect(problems.filter((p) => p.includes('[light]'))).toEqual([]);
  });

  test('unreadable code: all of it on the first page of a layout, after it only in a block with a highlighted line', async ({page, baseURL}) => {
    // Every token unreadable in light mode, and the first line of the page's first code block highlighted.
    const url = '/guides/core/how-to-launch-a-new-opentofu-building-block/';
    await planted(page, url, (html) =>
      html
        .replace('</head>', '<style>[data-theme="light"] pre code .token { color: #eceef0 !important; }</style></head>')
        .replace('<div class=token-line style=', '<div class="token-line theme-code-block-highlighted-line" style='),
    );
    const watcher = watchPage(page, baseURL!);
    const checkedLayouts = new Set<string>();
    const lightContrast = new RegExp(`^${url} \\[light\\] axe color-contrast \\(serious\\): .*\\.token`);
    /** How many elements a violation line names: up to three, and "and N more". */
    const count = (line: string) => {
      const [, shown, more] = /\): (.*?)(?: and (\d+) more)?$/.exec(line)!;
      return shown.split(' | ').length + Number(more ?? 0);
    };
    // As the first page of its layout, the page is checked whole: the code of every block.
    const whole = await checkPage(page, url, watcher, checkedLayouts);
    expect(whole).toEqual([expect.stringMatching(lightContrast)]);
    // The check ends in dark mode; the page opens in light again (the planted class is in the server's HTML, which the
    // code blocks render anew in the other mode). Now a block without a highlighted line is left out (its colours are
    // the code theme's, checked by tests/unit/prismThemes.test.ts); the block with one is still checked.
    expect(await toggleColourMode(page)).toBe('light');
    const after = await checkPage(page, url, watcher, checkedLayouts);
    expect(after).toEqual([expect.stringMatching(lightContrast)]);
    expect(count(after[0])).toBeLessThan(count(whole[0]));
  });

  test('a fault inside the navbar, on the first page of its layout in a batch and not again after it', async ({page, baseURL}) => {
    const plant = (html: string) => html.replace('</head>', '<style>a.navbar__link { color: #fafafa !important; }</style></head>');
    const [first, next] = ['/concepts/workspace/', '/concepts/project/'];
    await planted(page, first, plant);
    await planted(page, next, plant);
    const watcher = watchPage(page, baseURL!);
    const checkedLayouts = new Set<string>();
    const problems = await checkPage(page, first, watcher, checkedLayouts);
    expect(problems).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`^${first} \\[light\\] axe color-contrast \\(serious\\): .*navbar`))]));
    // The same layout's next page leaves the chrome out: its content alone is checked.
    expect(await checkPage(page, next, watcher, checkedLayouts)).toEqual([]);
  });
});

// The chrome of a layout is checked on the first page of each batch; a docs sidebar there shows only the categories
// of that page's place. Here each sidebar is opened fully, every category expanded, and checked in both modes.
test.describe('every sidebar item', () => {
  test.use({reducedMotion: 'reduce'});
  for (const url of ['/concepts/workspace/', '/api/introduction/', '/metering-api/api-root/']) {
    test(`the sidebar of ${url}, every category expanded, in light and dark`, async ({page}) => {
      await page.goto(url);
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      const sidebar = page.locator('.theme-doc-sidebar-container');
      // Each collapsed category opened with its own control, as a reader's click would, in one call into the page (a
      // pointer click per category cost several round trips each): a category with a page of its own has a caret
      // button beside its link; the others toggle on their label. Nested categories appear once their parent is open.
      await page.evaluate(async () => {
        for (let i = 0; i < 500; i++) {
          const collapsed = document.querySelector('.theme-doc-sidebar-container .menu__list-item--collapsed');
          if (!collapsed) return;
          const control =
            collapsed.querySelector<HTMLElement>(':scope > .menu__list-item-collapsible > button.menu__caret') ??
            collapsed.querySelector<HTMLElement>(':scope > .menu__list-item-collapsible > a, :scope > a');
          if (!control) throw new Error(`a collapsed category without a control: ${collapsed.textContent}`);
          control.click();
          await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
        }
      });
      expect(await sidebar.locator('.menu__list-item--collapsed').count()).toBe(0);
      expect(page.url()).toContain(url);
      const only = ['.theme-doc-sidebar-container'];
      const problems = [...(await axeViolations(page, {include: only})).map((v) => `light ${v}`)];
      await toggleColourMode(page);
      problems.push(...(await axeViolations(page, {include: only})).map((v) => `dark ${v}`));
      expect(problems).toEqual([]);
    });
  }
});
