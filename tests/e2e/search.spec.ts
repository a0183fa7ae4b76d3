import {test, expect, gotoHydrated} from './fixtures';
import type {Page} from '@playwright/test';
import {posts} from '../lib/content';

const indexRequest = /\/assets\/search\/index\.[0-9a-f]{12}\.json$/;
const searchButton = (page: Page) => page.locator('.navbar .DocSearch-Button');
const input = (page: Page) => page.locator('.DocSearch-Input');

/** The newest release and its version. */
const newest = [...posts()].sort((a, b) => b.date.localeCompare(a.date) || b.k - a.k)[0]!;
const version = newest.title.replace(/^Release /, '');

async function openModal(page: Page) {
  await page.keyboard.press('ControlOrMeta+k');
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
}

test('the index is fetched when the reader first reaches for search, not on page load', async ({page}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  // Hydrated first: the page's scripts load after its first paint, and on a busy machine the network can be idle for
  // half a second before they start.
  await gotoHydrated(page, '/concepts/building-block/');
  await page.waitForLoadState('networkidle');
  await expect(searchButton(page)).toBeVisible();
  expect(requested.filter((url) => indexRequest.test(url))).toEqual([]);
  const fetched = page.waitForRequest(indexRequest);
  await searchButton(page).hover();
  await fetched;
  const meta = await page.locator('meta[name="meshstack:search-index"]').getAttribute('content');
  expect(meta).toMatch(/^\/assets\/search\/index\.[0-9a-f]{12}\.json$/);
});

/** What makes the search button look like itself: DocSearch's pill, its colours and the site's spacing. */
const buttonLook = (page: Page) =>
  searchButton(page).evaluate((button) => {
    const style = getComputedStyle(button);
    const box = button.getBoundingClientRect();
    const keys = button.querySelector('.DocSearch-Button-Keys');
    return {
      style: [style.display, style.borderRadius, style.backgroundColor, style.color, style.margin, style.height, style.paddingLeft],
      box: [Math.round(box.x), Math.round(box.y), Math.round(box.width), Math.round(box.height)],
      keys: keys ? getComputedStyle(keys).display : 'missing',
    };
  });

test('the search button is styled from the first paint, shows its shortcut, and does not move when the modal loads', async ({browser}) => {
  // Before any script runs: the server-rendered page and the main stylesheet only.
  const staticContext = await browser.newContext({javaScriptEnabled: false});
  const staticPage = await staticContext.newPage();
  await staticPage.goto('/concepts/building-block/');
  const first = await buttonLook(staticPage);
  await staticContext.close();
  expect(first.style[0]).toBe('flex');
  expect(first.style[1]).toBe('40px');
  expect(first.style[4]).toBe('0px');
  expect(first.keys).toBe('flex');

  const context = await browser.newContext();
  const page = await context.newPage();
  await gotoHydrated(page, '/concepts/building-block/');
  const button = page.getByRole('button', {name: 'Search Ctrl K'});
  await expect(button, 'the accessible name is the visible label with its shortcut hint').toBeVisible();
  await expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K');
  await expect(button).not.toHaveAttribute('aria-label', /./);
  await button.click();
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  // Focus returns to the button, which then wears its focus colours; compare it at rest.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.mouse.move(0, 0);
  await expect.poll(() => buttonLook(page)).toEqual(first);
  await context.close();
});

test('on a phone the search button shows its icon and keeps its name', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await gotoHydrated(page, '/');
  await expect(page.getByRole('button', {name: /^Search$/})).toBeVisible();
});

test('Ctrl/Cmd+K and "/" open the modal, Escape closes it', async ({page}) => {
  await gotoHydrated(page, '/');
  await openModal(page);
  await expect(input(page)).toHaveAttribute('placeholder', 'Search docs');
  await expect(input(page)).toHaveAttribute('maxlength', '64');
  await expect(input(page)).toBeFocused();
  await expect(page.getByText('No recent searches')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  await page.keyboard.press('/');
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
});

/** The modal's code arrives late, as on a slow connection: what the reader types comes before it. */
async function slowScripts(page: Page) {
  await page.route(/\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
}

test('what the reader types after "/" while the search opens is kept', async ({page}) => {
  await gotoHydrated(page, '/');
  await slowScripts(page);
  await page.keyboard.press('/');
  await page.keyboard.type('tenant');
  await expect(input(page)).toHaveValue('tenant');
  await expect(page.locator('.DocSearch-Hit').first()).toContainText(/tenant/i);
});

test('what the reader types on the focused search button while the search opens is kept', async ({page}) => {
  await gotoHydrated(page, '/');
  await slowScripts(page);
  await searchButton(page).focus();
  await page.keyboard.type('landing');
  await expect(input(page)).toHaveValue('landing');
});

test('a release version as the first search of a visit finds that release first, though the release notes come later', async ({page}) => {
  await page.route(/\.release-notes\.json$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await gotoHydrated(page, '/');
  await openModal(page);
  await input(page).fill(version);
  await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', new RegExp(`${newest.route}$`));
});

test('typing words from a docs page lists that page, grouped by area, and Enter opens it', async ({page}) => {
  await gotoHydrated(page, '/');
  await openModal(page);
  await input(page).pressSequentially('building block');
  const first = page.locator('.DocSearch-Hit').first();
  await expect(first).toContainText('Building Block');
  await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Documentation');
  await expect(first.locator('mark').first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/concepts\/building-block\/$/);
  await expect(page.locator('article h1')).toHaveText('Building Block');
  // The search is now among the recent ones.
  await openModal(page);
  await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Recent');
});

test('a query without hits says so, suggests other searches and links to a new issue', async ({page}) => {
  await gotoHydrated(page, '/');
  await openModal(page);
  await input(page).pressSequentially('tenant');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await input(page).fill('qzxwvjkq');
  await expect(page.locator('.DocSearch-NoResults')).toContainText('No results for "qzxwvjkq"');
  await expect(page.locator('.DocSearch-NoResults')).toContainText('Try searching for');
  const suggestions = page.locator('.DocSearch-Prefill');
  expect(await suggestions.count()).toBeGreaterThan(0);
  expect(await suggestions.count()).toBeLessThanOrEqual(3);
  await expect(page.getByText('Believe this query should return results?')).toBeVisible();
  const report = page.getByRole('link', {name: 'Let us know.'});
  const href = new URL((await report.getAttribute('href'))!);
  expect(`${href.origin}${href.pathname}`).toBe('https://github.com/meshcloud/meshcloud-docs/issues/new');
  expect(href.searchParams.get('title')).toContain('qzxwvjkq');
});

test.describe('when the index cannot be fetched', () => {
  // DocSearch rethrows a failed search, which the page reports as an uncaught rejection.
  test.use({expectedConsoleErrors: /Failed to load resource|ERR_FAILED|net::|Unable to load the search index/});
  test('the modal shows the error screen, and the next keystroke tries again', async ({page}) => {
    await page.route(indexRequest, (route) => route.abort('failed'));
    await gotoHydrated(page, '/');
    await openModal(page);
    await input(page).pressSequentially('tenant');
    await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('Unable to fetch results');
    await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('You might want to check your network connection.');
    await page.unroute(indexRequest);
    await input(page).press('s');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  });
});

test('"See all" leads to the search page, which lists results and keeps q up to date', async ({page}) => {
  await gotoHydrated(page, '/');
  await openModal(page);
  await input(page).pressSequentially('landing zone');
  const seeAll = page.getByRole('link', {name: /^See all \d+ results$/});
  await expect(seeAll).toBeVisible();
  await seeAll.click();
  await expect(page).toHaveURL(/\/search\/\?q=landing(%20|\+)zone$/);
  await expect(page.locator('main h1')).toHaveText('Search results for "landing zone"');
  await expect(page.locator('main article').first()).toContainText(/landing zone/i);
  await expect(page.getByText(/^\d+ results for "landing zone"$/)).toBeVisible();
  const box = page.getByRole('searchbox', {name: 'Search'});
  await box.fill('chargeback');
  await expect(page).toHaveURL(/\/search\/\?q=chargeback$/);
  await expect(page.locator('main article').first()).toContainText(/chargeback/i);
  await box.fill('qzxwvjkq');
  await expect(page.getByText('No results for "qzxwvjkq"')).toBeVisible();
});

// The release notes are half the index: they arrive in a second file after the first results.

test('the first results come from the docs and API file; the release notes file follows and joins the search', async ({page}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const later = page.waitForResponse(/\/assets\/search\/index\.[0-9a-f]{12}\.release-notes\.json$/);
  await gotoHydrated(page, '/');
  await openModal(page);
  await input(page).pressSequentially('tenant');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  expect((await later).ok()).toBe(true);
  const first = requested.findIndex((url) => indexRequest.test(url));
  const second = requested.findIndex((url) => url.endsWith('.release-notes.json'));
  expect(first, 'the docs and API file is fetched').toBeGreaterThanOrEqual(0);
  expect(second, 'the release notes file comes after it').toBeGreaterThan(first);
  // Once it is in, a release's version finds its post.
  await expect(async () => {
    await input(page).fill('');
    await input(page).pressSequentially(version);
    await expect(page.locator(`.DocSearch-Hit a[href$="${newest.route}"]`).first()).toBeVisible({timeout: 1000});
  }).toPass({timeout: 10_000});
});

test.describe('when the release notes file cannot be fetched', () => {
  test.use({expectedConsoleErrors: /status of 503/});
  test('the docs and API pages are still found', async ({page}) => {
    await page.route(/\.release-notes\.json$/, (route) => route.fulfill({status: 503, body: 'unavailable'}));
    await gotoHydrated(page, '/');
    await openModal(page);
    await input(page).pressSequentially('tenant');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.waitForTimeout(500);
    await input(page).fill('');
    await input(page).pressSequentially('workspace');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(page.locator('.search-failed')).toHaveCount(0);
  });
});

test('the search page reads q when opened directly', async ({page}) => {
  await gotoHydrated(page, '/search/?q=api%20key');
  await expect(page.getByRole('searchbox', {name: 'Search'})).toHaveValue('api key');
  await expect(page.locator('main article a').first()).toHaveAttribute('href', /^\/(api|guides|concepts)\//);
});

// On the fixture site (tests/fixture-site), whose search index holds a page with markup-like text.
test('page text that looks like HTML stays text in hits and snippets', {tag: '@fixture-site'}, async ({page}) => {
  await gotoHydrated(page, '/');
  await openModal(page);
  await input(page).pressSequentially('zyxquorp');
  const hits = page.locator('.DocSearch-Hit');
  await expect(hits.first()).toBeVisible();
  await expect(page.locator('.DocSearch-Dropdown')).toContainText('<img src=x onerror="window.__searchXss=1">');
  await expect(page.locator('.DocSearch-Dropdown')).toContainText('<script>');
  await expect(page.locator('.DocSearch-Dropdown img')).toHaveCount(0);
  await page.goto('/search/?q=zyxquorp');
  await expect(page.locator('main article').first()).toBeVisible();
  await expect(page.locator('main')).toContainText('<img src=x onerror=');
  await expect(page.locator('main article img')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as {__searchXss?: number}).__searchXss)).toBeUndefined();
});

// On the fixture site, which has a page with the search bar in the Algolia mode.
test('in the Algolia mode the modal queries the Algolia host and renders its hits', {tag: '@fixture-site'}, async ({page}) => {
  const bodies: {url: string; method: string; body: unknown}[] = [];
  await page.route(/algolia(net)?\.(net|com)\//, async (route) => {
    const request = route.request();
    bodies.push({url: request.url(), method: request.method(), body: request.postDataJSON()});
    const query = (request.postDataJSON() as {requests: {query: string}[]}).requests[0]!.query;
    const hit = {
      objectID: 'fixture-1',
      url: 'http://localhost/concepts/tenant/',
      type: 'lvl1',
      hierarchy: {lvl0: 'Documentation', lvl1: 'Intercepted tenant page', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
      content: null,
      _highlightResult: {hierarchy: {lvl0: {value: 'Documentation', matchLevel: 'none', matchedWords: []}, lvl1: {value: 'Intercepted <mark>tenant</mark> page', matchLevel: 'full', matchedWords: ['tenant']}}},
      _snippetResult: {hierarchy: {lvl1: {value: 'Intercepted <mark>tenant</mark> page', matchLevel: 'full'}}},
    };
    await route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({results: [{hits: [hit], nbHits: 1, page: 0, nbPages: 1, hitsPerPage: 20, processingTimeMS: 1, query, params: '', index: 'meshstack-test', queryID: 'f'.repeat(32), exhaustiveNbHits: true}]}),
    });
  });
  await gotoHydrated(page, '/__test-fixtures__/algolia-search/');
  await page.getByTestId('algolia-search').locator('.DocSearch-Button').click();
  await input(page).pressSequentially('tenant');
  await expect(page.locator('.DocSearch-Hit').first()).toContainText('Intercepted tenant page');
  const last = bodies[bodies.length - 1]!;
  expect(last.method).toBe('POST');
  const url = new URL(last.url);
  expect(url.hostname).toMatch(/^testapp123(-dsn)?\.algolia\.net$|^testapp123-\d\.algolianet\.com$/i);
  expect(url.pathname).toBe('/1/indexes/*/queries');
  expect(url.searchParams.get('x-algolia-application-id')).toBe('TESTAPP123');
  expect(url.searchParams.get('x-algolia-api-key')).toBe('test-search-key');
  const request = (last.body as {requests: Record<string, unknown>[]}).requests[0]!;
  expect(request).toMatchObject({indexName: 'meshstack-test', query: 'tenant', hitsPerPage: 20, highlightPreTag: '<mark>', highlightPostTag: '</mark>', snippetEllipsisText: '…'});
  expect(request.attributesToSnippet).toContain('content:10');
  expect(request.facetFilters).toEqual(['language:en', expect.arrayContaining(['docusaurus_tag:default', 'docusaurus_tag:docs-docs-current', 'docusaurus_tag:docs-api-current'])]);
});
