import {test, expect, gotoHydrated} from './fixtures';
import {docPages} from '../lib/content';
import {afterInteractionMs} from '../../src/plugins/page-loading/client';

// What a page loads, and when: highlighted code without the highlighter, the highlighter only when a reader
// reaches for a code block, prefetching only once the reader interacts, scripts only after the first paint.
const withCode = docPages().find((p) => /^```json/m.test(p.body))!;
const withoutCode = docPages().find((p) => !/^```/m.test(p.body) && !p.body.includes('<'))!;
const isHighlighter = (source: string) => source.includes('./prism-dhall');

async function scriptSources(page: import('@playwright/test').Page): Promise<Map<string, Promise<string>>> {
  const sources = new Map<string, Promise<string>>();
  page.on('response', (r) => r.request().resourceType() === 'script' && sources.set(r.url(), r.text().catch(() => '')));
  return sources;
}

test('code is highlighted in the static HTML, before and without any script', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto(withCode.route);
  await expect(page.locator('article .theme-code-block .token-line').first()).toBeVisible();
  await context.close();
});

test('the highlighter loads only when a reader points at a code block, which then offers its copy button', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const sources = await scriptSources(page);
  await gotoHydrated(page, withCode.route);
  await page.waitForLoadState('networkidle');
  const loaded = async () => (await Promise.all([...sources.values()])).some(isHighlighter);
  expect(await loaded()).toBe(false);
  const block = page.locator('article .theme-code-block').first();
  const lines = (text: string) => text.split('\n').map((l) => l.trimEnd()).filter(Boolean);
  const expected = lines(await block.locator('pre code').innerText());
  await block.hover();
  await expect.poll(loaded).toBe(true);
  await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
  await expect.poll(async () => lines(await page.evaluate(() => navigator.clipboard.readText()))).toEqual(expected);
});

test('a page without code never loads the highlighter', async ({page}) => {
  const sources = await scriptSources(page);
  await gotoHydrated(page, withoutCode.route);
  await page.mouse.move(200, 400);
  await page.waitForLoadState('networkidle');
  expect((await Promise.all([...sources.values()])).some(isHighlighter)).toBe(false);
});

test('in dark mode, code blocks switch to the dark code theme', async ({page}) => {
  await gotoHydrated(page, withCode.route);
  const pre = page.locator('article .theme-code-block pre').first();
  const light = await pre.evaluate((el) => getComputedStyle(el).backgroundColor);
  await page.getByRole('button', {name: /dark mode|light mode|system mode/i}).first().click();
  await expect.poll(() => pre.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(light);
});

test('links in view are prefetched only once the reader interacts with the page', async ({page}) => {
  const prefetched: string[] = [];
  page.on('request', (r) => r.url().includes('/assets/js/') && r.resourceType() === 'other' && prefetched.push(r.url()));
  // The first prefetch waits a moment after the interaction: what the interaction asked for ("/" opens the search,
  // which fetches its code and index) goes first. The key's time is taken before the page's own listeners run.
  await page.addInitScript(() => {
    const times = window as unknown as {keyAt?: number};
    window.addEventListener('keydown', () => (times.keyAt ??= performance.now()), {capture: true});
  });
  await gotoHydrated(page, '/');
  await page.waitForLoadState('networkidle');
  expect(await page.locator('link[rel="prefetch"]').count()).toBe(0);
  await page.evaluate(() => {
    const times = window as unknown as {prefetchAt?: number};
    new MutationObserver(() => {
      if (document.querySelector('link[rel="prefetch"]')) times.prefetchAt ??= performance.now();
    }).observe(document.head, {childList: true});
  });
  await page.keyboard.press('Tab');
  await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(0);
  const {keyAt, prefetchAt} = await page.evaluate(() => {
    const {keyAt, prefetchAt} = window as unknown as {keyAt: number; prefetchAt: number};
    return {keyAt, prefetchAt};
  });
  expect(prefetchAt - keyAt).toBeGreaterThanOrEqual(afterInteractionMs);
});

test('scripts load after the page is painted: none in the head of the static HTML, and the page still hydrates', async ({page, request}) => {
  const html = await (await request.get('/')).text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).not.toMatch(/<script[^>]+src=/);
  await gotoHydrated(page, '/');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
});
