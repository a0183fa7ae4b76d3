import {test, expect, gotoHydrated} from './fixtures';
import {releaseSections, docPages, type Section} from '../lib/content';
import {axeViolations, toggleColourMode} from './pageCheck';

/**
 * Each docs and API page ends with its history: the release-note changes whose sections link it. What a page should
 * list is read here from the posts (tests/lib/content.ts), newest release first, each post's sections in order.
 */
const newestFirst = (() => {
  const sections = releaseSections();
  const releases = [...new Set(sections.map((s) => s.post.route))].reverse();
  return releases.flatMap((route) => sections.filter((s) => s.post.route === route));
})();
const historyOf = (route: string) => newestFirst.filter((s) => s.pages.includes(route));
const byLength = [...new Set(newestFirst.flatMap((s) => s.pages))].sort((a, b) => historyOf(b).length - historyOf(a).length);
/** The page with the longest history, a docs page with a short one, and the API operation page with the longest. */
const longest = byLength[0];
const short = byLength.find((p) => !p.startsWith('/api/') && historyOf(p).length >= 2 && historyOf(p).length <= 5)!;
const apiPage = byLength.find((p) => /^\/(metering-)?api\/mesh-/.test(p))!;
/** A docs page in a section, like the others, that no change links. */
const withoutHistory = docPages().find((p) => p.route.split('/').length > 3 && historyOf(p.route).length === 0)!.route;
const marks = (s: Section) => [s.breaking && 'Breaking change', s.required && 'Action required', s.recommended && 'Recommended'].filter(Boolean);

for (const route of [longest, short, apiPage]) {
  test(`${route} lists exactly the changes that link it, newest first, with their releases and marks`, async ({page}) => {
    const expected = historyOf(route);
    await gotoHydrated(page, route);
    const entries = page.locator('[data-release-history] li');
    await expect(entries).toHaveCount(expected.length);
    const seen = await entries.evaluateAll((items) =>
      items.map((li) => ({
        heading: li.querySelector('a')!.textContent,
        href: li.querySelector('a')!.getAttribute('href'),
        marks: Array.from(li.querySelectorAll('.badge'), (b) => b.textContent),
        release: li.querySelector('span:last-child')!.textContent,
      })),
    );
    expect(seen.map((e) => e.heading)).toEqual(expected.map((s) => s.heading));
    expect(seen.map((e) => e.href!.replace(/#.*$/, ''))).toEqual(expected.map((s) => s.post.route));
    expect(seen.map((e) => e.marks)).toEqual(expected.map(marks));
    expect(seen.map((e) => e.release!.split(',')[0])).toEqual(expected.map((s) => `Release ${s.version}`));
  });
}

test('a long history shows the five newest changes and unfolds the earlier ones without JavaScript', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto(longest);
  const history = page.locator('[data-release-history]');
  await expect(history.getByRole('heading', {name: 'History'})).toBeVisible();
  await expect(history.locator(':scope > ol > li')).toHaveCount(5);
  const earlier = history.locator('details');
  await expect(earlier.locator('summary')).toHaveText(`${historyOf(longest).length - 5} earlier changes`);
  await expect(earlier.locator('li').first()).toBeHidden();
  await earlier.locator('summary').click();
  await expect(earlier.locator('li').first()).toBeVisible();
  await expect(earlier.locator('li').first().locator('a').first()).toHaveText(historyOf(longest)[5].heading);
  await context.close();
});

test("a history's links land on the changes' sections", async ({page}) => {
  await gotoHydrated(page, short);
  const history = page.locator('[data-release-history]');
  const expected = historyOf(short);
  for (const i of [0, expected.length - 1]) {
    const link = history.locator('li').nth(i).locator('a').first();
    const href = (await link.getAttribute('href'))!;
    await gotoHydrated(page, href);
    const anchor = decodeURIComponent(href.split('#')[1]);
    await expect(page.locator(`h2[id="${anchor}"]`)).toHaveText(expected[i].heading);
    await page.goBack();
  }
});

test("the finder's page filter lists the same changes as the page's history", async ({page}) => {
  const expected = historyOf(short);
  await gotoHydrated(page, short);
  await page.locator('[data-release-history]').getByRole('link', {name: 'All changes to this page'}).click();
  await expect(page).toHaveURL(new RegExp(`/blog/changes/\\?page=${short.replace(/[/]/g, '(/|%2F)')}$`));
  await expect(page.getByRole('status').first()).toContainText(`${expected.length} ${expected.length === 1 ? 'change' : 'changes'} about`);
  const rows = page.getByRole('list', {name: 'Changes'}).locator(':scope > li');
  await expect(rows).toHaveCount(expected.length);
  expect(await rows.evaluateAll((items) => items.map((li) => li.querySelector('a')!.textContent))).toEqual(expected.map((s) => s.heading));
  // The filter's own field names the page, and clearing it lists every change again.
  await expect(page.getByLabel('About page')).not.toHaveValue('');
  await page.getByLabel('About page').selectOption('');
  await expect(page).toHaveURL(/\/blog\/changes\/$/);
});

test('a history meets WCAG 2.1 A/AA in light and dark', async ({page}) => {
  await gotoHydrated(page, longest);
  await page.locator('[data-release-history] summary').click();
  const problems = (await axeViolations(page, {include: ['[data-release-history]']})).map((v) => `light ${v}`);
  await toggleColourMode(page);
  problems.push(...(await axeViolations(page, {include: ['[data-release-history]']})).map((v) => `dark ${v}`));
  expect(problems).toEqual([]);
});

test('a history is static HTML: the page loads no script more than a page without one, and search and the Markdown copy leave it out', async ({page, request}) => {
  const scripts = async (route: string) => {
    const html = await (await request.get(route)).text();
    return {html, count: [...html.matchAll(/<script\b/g)].length};
  };
  const [withHistory, without] = [await scripts(short), await scripts(withoutHistory)];
  expect(withHistory.html).toContain('data-release-history');
  expect(withHistory.html).toContain(historyOf(short)[0].heading.replace(/&/g, '&amp;'));
  expect(without.html).not.toContain('data-release-history');
  expect(withHistory.count).toBe(without.count);
  // Requests the page makes once loaded: the same kinds as on a page without a history.
  const loaded: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && loaded.push(r.url()));
  await gotoHydrated(page, short);
  const withCount = loaded.length;
  loaded.length = 0;
  await gotoHydrated(page, withoutHistory);
  expect(withCount).toBe(loaded.length);
  // The Markdown copy is the page's own text.
  const markdown = await (await request.get(`${short.replace(/\/$/, '')}.md`)).text();
  expect(markdown).not.toContain('All changes to this page');
  // The search records of the page are about the page.
  const indexUrl = await page.locator('meta[name="meshstack:search-index"]').getAttribute('content');
  const index = await (await request.get(indexUrl!)).text();
  expect(index.includes('Releases that changed what this page covers'), 'the history text in the search index').toBe(false);
});
