import {test, expect, gotoHydrated} from './fixtures';

const posts = (page: import('@playwright/test').Page) => page.locator('main article');

test('/blog/ lists the 10 latest release notes, each cut at its truncate marker with a "Read more" link', async ({page}) => {
  await gotoHydrated(page, '/blog/');
  await expect(posts(page)).toHaveCount(10);
  await expect(posts(page).first().locator('h2')).toHaveText('Release 2025.48.0');
  await expect(posts(page).first()).not.toContainText('Details');
  await expect(posts(page).first().getByRole('link', {name: /Read more/})).toHaveAttribute('href', '/blog/2025/11/05/Release-0/');
});

test('the last list page, 46, holds 3 posts and page 47 does not exist', async ({page}) => {
  await gotoHydrated(page, '/blog/page/46/');
  await expect(posts(page)).toHaveCount(3);
  await expect(posts(page).last().locator('h2')).toHaveText('Release 2.0.1');
});

test.describe('beyond the last page', () => {
  test.use({expectedConsoleErrors: /status of 404/});
  test('/blog/page/47/ is not found', async ({page}) => {
    const response = await page.goto('/blog/page/47/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
  });
});

test('the archive lists all 453 release notes', async ({page}) => {
  await gotoHydrated(page, '/blog/archive/');
  await expect(page.locator('main a[href^="/blog/20"]')).toHaveCount(453);
});

test('a post page shows the post, its details and a sidebar of the 15 latest posts grouped by year', async ({page}) => {
  await gotoHydrated(page, '/blog/2024/01/10/Release-0/');
  await expect(page.locator('article h1')).toHaveText(/^Release /);
  await expect(page.locator('article')).toContainText('Details');
  const sidebar = page.locator('aside nav[aria-label]').filter({has: page.locator('a[href^="/blog/20"]')});
  await expect(sidebar.locator('a[href^="/blog/20"]')).toHaveCount(15);
  await expect(sidebar.locator('a[href^="/blog/20"]').first()).toHaveAttribute('href', '/blog/2025/11/05/Release-0/');
  // The 15 latest posts span 2025 only; each group has a year heading.
  await expect(sidebar.getByRole('heading', {name: '2025'})).toBeVisible();
});

for (const [feed, rootTag] of [['rss.xml', 'rss'], ['atom.xml', 'feed']] as const) {
  test(`the ${feed} feed parses as XML and holds the latest post`, async ({page, request}) => {
    const response = await request.get(`/blog/${feed}`);
    expect(response.ok()).toBe(true);
    const text = await response.text();
    await page.goto('about:blank');
    const parsed = await page.evaluate((xml) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml');
      return {error: doc.querySelector('parsererror')?.textContent ?? null, root: doc.documentElement.nodeName};
    }, text);
    expect(parsed.error).toBeNull();
    expect(parsed.root).toBe(rootTag);
    expect(text).toContain('Release 2025.48.0');
    expect(text).toContain('/blog/2025/11/05/Release-0/');
  });
}

for (const day of ['18', '20']) {
  test(`the old address /blog/2018/09/${day}/Release/ lands on /blog/2018/09/${day}/Release-0/`, async ({page}) => {
    await page.goto(`/blog/2018/09/${day}/Release/`);
    await expect(page).toHaveURL(new RegExp(`/blog/2018/09/${day}/Release-0/$`));
    await expect(page.locator('article h1')).toHaveText(/^Release 2\.0\./);
  });
}

test('a tag page lists only the posts with that tag', async ({page}) => {
  await gotoHydrated(page, '/blog/tags/operator/');
  await expect(page.locator('main h1')).toContainText('Operators');
  const items = posts(page);
  expect(await items.count()).toBeGreaterThan(0);
  const count = await items.count();
  for (let i = 0; i < count; i++) {
    await expect(items.nth(i).locator('a[href="/blog/tags/operator/"]')).toHaveCount(1);
  }
});
