import {test, expect, gotoHydrated} from './fixtures';
import {docPages} from '../lib/content';

test.describe('navbar and footer', () => {
  test('the navbar links lead to the docs, the API docs, the Terraform provider and the release notes', async ({page}) => {
    await gotoHydrated(page, '/concepts/workspace/');
    const navbar = page.locator('nav.navbar');
    await expect(navbar.locator('a.navbar__brand')).toHaveAttribute('href', '/');
    await expect(navbar.locator('a.navbar__brand')).toContainText('meshStack');
    await expect(navbar.locator('a.navbar__brand img')).toHaveAttribute('src', /logo\.svg$/);
    await expect(navbar.getByRole('link', {name: 'Terraform Provider'})).toHaveAttribute(
      'href',
      'https://registry.terraform.io/providers/meshcloud/meshstack/latest/docs',
    );
    await navbar.getByRole('link', {name: 'API Docs'}).click();
    await expect(page).toHaveURL(/\/api\/introduction\/$/);
    await expect(page.locator('article h1')).toBeVisible();
    await page.locator('nav.navbar').getByRole('link', {name: 'Release Notes'}).click();
    await expect(page).toHaveURL(/\/blog\/$/);
    await page.locator('nav.navbar').getByRole('link', {name: 'Documentation'}).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('.theme-doc-sidebar-container')).toBeVisible();
  });

  test('the footer links to support, the company, LinkedIn, the release notes and the source, with logo and copyright', async ({page}) => {
    await gotoHydrated(page, '/');
    const footer = page.locator('footer.footer');
    const expected: Array<[string, string]> = [
      ['Support by mail', 'mailto:support@meshcloud.io'],
      ['Company website', 'https://www.meshcloud.io/'],
      ['LinkedIn', 'https://www.linkedin.com/company/meshcloud/'],
      ['Release Notes', '/blog/'],
      ['Source repository', 'https://github.com/meshcloud/meshcloud-docs'],
    ];
    for (const [name, href] of expected) {
      await expect(footer.getByRole('link', {name: new RegExp(`^${name}`)})).toHaveAttribute('href', href);
    }
    await expect(footer.locator('img[alt="meshStack logo"]')).toBeVisible();
    await expect(footer).toContainText('Copyright © 2025 meshcloud GmbH');
  });
});

test.describe('colour mode', () => {
  test('starts light whatever the system prefers, toggles, persists after reload and syncs to another tab', async ({page, context}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await gotoHydrated(page, '/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');

    const second = await context.newPage();
    await gotoHydrated(second, '/concepts/project/');
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'light');

    await page.getByRole('button', {name: /dark mode|light mode|system mode/i}).first().click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');

    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', {name: /dark mode|light mode|system mode/i}).first().click();
    await expect(html).toHaveAttribute('data-theme', 'light');
  });
});

test('the announcement bar closes and stays closed after a reload', async ({page}) => {
  await gotoHydrated(page, '/');
  const bar = page.locator('.theme-announcement-bar');
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link', {name: 'release notes'})).toHaveAttribute('href', '/blog/');
  await bar.getByRole('button', {name: 'Close'}).click();
  await expect(bar).toBeHidden();
  await page.reload();
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
});

test('the skip link moves focus to the main content', async ({page}) => {
  await gotoHydrated(page, '/concepts/tenant/');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', {name: 'Skip to main content'})).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main').first()).toBeFocused();
  // The next Tab continues inside the main content, past the navbar and the sidebar.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
});

test.describe('responsive navbar', () => {
  test('below 997 px a hamburger opens the mobile sidebar with a back-to-main-menu button', async ({page}) => {
    await page.setViewportSize({width: 996, height: 800});
    await gotoHydrated(page, '/concepts/workspace/');
    await expect(page.locator('.navbar__items--right .navbar__item', {hasText: 'API Docs'})).toHaveCount(0);
    await expect(page.locator('.navbar .navbar__link', {hasText: 'API Docs'}).first()).toBeHidden();
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    // On a docs page the mobile sidebar opens on the docs sidebar; the back button returns to the main menu.
    const back = sidebar.getByRole('button', {name: /Back to main menu/});
    await expect(back).toBeVisible();
    await back.click();
    await expect(sidebar.getByRole('link', {name: 'API Docs'})).toBeVisible();
    await expect(sidebar.getByRole('link', {name: 'Release Notes'})).toBeVisible();
  });

  test('from 997 px the desktop navbar shows its items and no hamburger', async ({page}) => {
    await page.setViewportSize({width: 997, height: 800});
    await gotoHydrated(page, '/concepts/workspace/');
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
    await expect(page.locator('nav.navbar').getByRole('link', {name: 'API Docs'})).toBeVisible();
  });
});

// The docs page with the most h4 headings (or, without any, h3 headings), wherever writers put them.
const headingRich = docPages()
  .map((p) => ({p, h4: (p.body.match(/^#### /gm) ?? []).length, h3: (p.body.match(/^### /gm) ?? []).length}))
  .sort((a, b) => b.h4 - a.h4 || b.h3 - a.h3)[0];

test(`the table of contents lists the h2 and h3 headings only, of the page's own text (${headingRich.p.route})`, async ({page}) => {
  await gotoHydrated(page, headingRich.p.route);
  const article = page.locator('article');
  // The page's release history ends the article; it is about the releases, not a part of the page.
  const headingIds = await article.locator('h2[id], h3[id]').evaluateAll((els) => els.filter((e) => !e.closest('[data-release-history]')).map((e) => e.id));
  const h4Ids = await article.locator('h4[id]').evaluateAll((els) => els.map((e) => e.id));
  const tocTargets = await page
    .locator('.table-of-contents a')
    .evaluateAll((els) => els.map((e) => decodeURIComponent((e.getAttribute('href') ?? '').replace(/^#/, ''))));
  expect(tocTargets).toEqual(headingIds);
  for (const id of h4Ids) expect(tocTargets).not.toContain(id);
});

// On the fixture site (tests/fixture-site), which has the page that crashes on demand.
test.describe('error pages', {tag: '@fixture-site'}, () => {
  // The fixture's own errors, and Docusaurus' report of the failing navbar item, which names the item.
  test.use({expectedConsoleErrors: /crash requested by the test fixture|A theme navbar item failed to render/i});

  test('a page that throws shows the crash page, and "Try again" recovers', async ({page}) => {
    await gotoHydrated(page, '/__test-fixtures__/crash/');
    await expect(page.getByText('The fixture rendered normally.')).toBeVisible();
    await page.getByRole('button', {name: 'Crash this page'}).click();
    await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
    await expect(page).toHaveTitle(/^Page Error/);
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByText('The fixture rendered normally.')).toBeVisible();
    await expect(page.getByRole('heading', {name: 'This page crashed.'})).toHaveCount(0);
  });

  test('an error outside the layout shows the crash page inside the site frame, and "Try again" recovers', async ({page}) => {
    await gotoHydrated(page, '/__test-fixtures__/crash/');
    await page.getByRole('button', {name: 'Crash outside the layout'}).click();
    await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
    await expect(page).toHaveTitle(/^Page Error/);
    // The root crash page keeps the navbar, so the reader can go on.
    await expect(page.locator('nav.navbar').getByRole('link', {name: 'API Docs'})).toBeVisible();
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByText('The fixture rendered normally.')).toBeVisible();
  });

  test('when the crash page crashes too, a plain crash page with a reload link shows instead of a blank page', async ({page}) => {
    await gotoHydrated(page, '/__test-fixtures__/crash/');
    // The navbar item throws on every render: on this page, and again while the crash page renders the navbar.
    await page.getByRole('button', {name: 'Crash the navbar'}).click();
    await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
    await expect(page).toHaveTitle('Page Error');
    await expect(page.locator('nav.navbar')).toHaveCount(0);
    const reload = page.getByRole('link', {name: 'reload the page'});
    await expect(reload).toHaveAttribute('href', /\/__test-fixtures__\/crash\/$/);
    await expect(page.getByRole('link', {name: 'documentation home'})).toHaveAttribute('href', '/');
    // The technical details name the failing navbar item.
    await page.getByText('Technical details').click();
    await expect(page.locator('details pre')).toContainText('custom-crashOnDemand');
    // Once the navbar is healthy again, reloading brings the page back.
    await page.evaluate(() => window.sessionStorage.clear());
    await reload.click();
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await expect(page.getByText('The fixture rendered normally.')).toBeVisible();
  });
});

test.describe('not-found page', () => {
  // The browser reports the 404 response of the page itself as a console error.
  test.use({expectedConsoleErrors: /status of 404/});

  test('an unknown path shows the not-found page with HTTP status 404', async ({page}) => {
  const response = await page.goto('/no/such/page/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
  await expect(page.locator('main').getByRole('link', {name: 'Documentation home'})).toHaveAttribute('href', '/');
  });
});

for (const suffix of ['index.html', '.html']) {
  test(`/concepts/tenant/${suffix === '.html' ? '' : 'index.html'} style paths show the page (${suffix})`, async ({page}) => {
    const url = suffix === '.html' ? '/concepts/tenant.html' : '/concepts/tenant/index.html';
    await gotoHydrated(page, url);
    await expect(page).toHaveURL(/\/concepts\/tenant\/$/);
    await expect(page.locator('article h1')).toHaveText('Tenant');
  });
}

test('robots.txt names the sitemap on the production site, and keeps crawlers out of a build for another address', async ({request}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const siteUrl = new URL(/<loc>([^<]+)<\/loc>/.exec(sitemap)![1]).origin;
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const robots = await response.text();
  if (siteUrl === 'https://docs.meshcloud.io') {
    expect(robots).toContain('User-agent: *\nAllow: /\n');
    expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  } else {
    expect(robots).toContain('User-agent: *\nDisallow: /\n');
  }
});
