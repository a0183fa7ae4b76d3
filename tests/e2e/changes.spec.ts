import fs from 'fs';
import path from 'path';
import {test, expect, gotoHydrated} from './fixtures';
import {axeViolations} from './pageCheck';
import {posts, blogTags, root, releaseSections, type Post, type Section} from '../lib/content';

/**
 * The change finder (/blog/changes/). What it should list is read here from the posts themselves, with the tests'
 * own reading of the writers' layout (a `**For:**` line per section, the `Action required` admonition), not with the
 * plugin's parser, so that a wrong parser fails these tests.
 */
const all = releaseSections();
const newestFirst = [...all].reverse();
const audience = blogTags().find((t) => t.key === 'partner')!;
// A range of releases with at least two required actions for the audience, found from the posts.
const versions = [...new Set(all.map((s) => s.version))];
const releaseCount = posts().length;
const wanted = (from: number, to: number) =>
  all.filter((s) => versions.indexOf(s.version) >= from && versions.indexOf(s.version) <= to && s.audiences.includes(audience.label) && s.required);
let lo = versions.length - 40;
while (lo > 0 && wanted(lo, versions.length - 5).length < 2) lo -= 20;
const fromVersion = versions[lo];
const toVersion = versions[versions.length - 5];
const expected = wanted(lo, versions.length - 5);
const inRange = (s: Section) => versions.indexOf(s.version) >= lo && versions.indexOf(s.version) <= versions.length - 5;

test('without JavaScript the page lists the newest changes and says that filtering needs JavaScript', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto('/blog/changes/');
  await expect(page.getByRole('status').first()).toHaveText(`The 50 newest of ${all.length.toLocaleString('en-US')} changes. Filtering them needs JavaScript.`);
  const rows = page.getByRole('list', {name: 'Changes'}).getByRole('listitem');
  await expect(rows).toHaveCount(50);
  await expect(rows.first().getByRole('link').first()).toHaveText(newestFirst[0].heading);
  await expect(rows.nth(49).getByRole('link').first()).toHaveText(newestFirst[49].heading);
  await expect(page.getByRole('searchbox', {name: 'Words'})).toBeDisabled();
  await context.close();
});

test('a filter by audience and "Action required" between two versions lists exactly the changes whose sections say so', async ({page}) => {
  expect(expected.length).toBeGreaterThan(1);
  await gotoHydrated(page, '/blog/changes/');
  await page.getByRole('combobox', {name: 'From release'}).fill(fromVersion);
  await page.getByRole('combobox', {name: 'To release'}).fill(toVersion);
  await page.getByRole('checkbox', {name: audience.label}).check();
  await page.getByRole('checkbox', {name: 'Action required'}).check();
  const summary = page.getByRole('status').first();
  await expect(summary).toHaveText(`${expected.length} changes ask for action for ${audience.label} between ${fromVersion} and ${toVersion}`);
  const rows = page.getByRole('list', {name: 'Changes'}).getByRole('listitem');
  await expect(rows).toHaveCount(expected.length);
  const shown = await rows.evaluateAll((items) => items.map((li) => li.querySelector('a')!.textContent!.trim()));
  expect(shown).toEqual([...expected].reverse().map((s) => s.heading));
  for (const row of await rows.all()) await expect(row.getByText('Action required', {exact: true})).toBeVisible();
});

test('a release bound that matches no release is marked invalid and says what to enter', async ({page}) => {
  await gotoHydrated(page, '/blog/changes/');
  const to = page.getByRole('combobox', {name: 'To release'});
  await to.fill('1999.1.0');
  await expect(to).toHaveAttribute('aria-invalid', 'true');
  await expect(to).toHaveAccessibleDescription(/^No release matches “1999\.1\.0”: enter a version such as \S+ or a date\.$/);
  await to.fill(toVersion);
  await expect(to).not.toHaveAttribute('aria-invalid');
});

test('the URL holds the filters: a shared link shows the same view, and back and forward walk the filters', async ({page}) => {
  await gotoHydrated(page, '/blog/changes/');
  await page.getByRole('checkbox', {name: 'Breaking changes'}).check();
  await expect(page).toHaveURL(/\/blog\/changes\/\?breaking=1$/);
  await page.getByRole('checkbox', {name: audience.label}).check();
  await expect(page).toHaveURL(new RegExp(`\\?for=${audience.key}&breaking=1$`));
  const breakingForAudience = all.filter((s) => s.breaking && s.audiences.includes(audience.label)).length;
  await expect(page.getByRole('status').first()).toHaveText(`${breakingForAudience} breaking changes for ${audience.label} across all ${releaseCount} releases`);

  // Reloading the address (a bookmark, a shared link) restores the view.
  await gotoHydrated(page, page.url());
  await expect(page.getByRole('checkbox', {name: audience.label})).toBeChecked();
  await expect(page.getByRole('checkbox', {name: 'Breaking changes'})).toBeChecked();
  await expect(page.getByRole('status').first()).toContainText(`${breakingForAudience} breaking changes`);

  await page.goBack();
  await expect(page).toHaveURL(/\?breaking=1$/);
  await expect(page.getByRole('checkbox', {name: audience.label})).not.toBeChecked();
  await expect(page.getByRole('status').first()).toHaveText(`${all.filter((s) => s.breaking).length} breaking changes across all ${releaseCount} releases`);
  await page.goForward();
  await expect(page.getByRole('checkbox', {name: audience.label})).toBeChecked();
});

test('the upgrade checklist lists the required, then the recommended actions of the range, and copies them as Markdown', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, `/blog/changes/?view=checklist&from=${fromVersion}&to=${toVersion}`);
  const required = all.filter((s) => inRange(s) && s.required);
  const recommended = all.filter((s) => inRange(s) && s.recommended);
  await expect(page.getByRole('heading', {name: `Action required (${required.length})`})).toBeVisible();
  await expect(page.getByRole('heading', {name: `Recommended (${recommended.length})`})).toBeVisible();
  await expect(page.getByRole('status').first()).toHaveText(
    `${required.length + recommended.length} changes ask for or recommend an action between ${fromVersion} and ${toVersion}`,
  );
  const items = page.locator('main ol > li');
  const shown = await items.evaluateAll((lis) => lis.map((li) => li.querySelector('a')!.textContent!.trim()));
  expect(shown.slice(0, required.length)).toEqual(required.map((s) => s.heading));
  await page.getByRole('button', {name: 'Copy as Markdown'}).click();
  await expect(page.getByText('The checklist is on your clipboard as Markdown.')).toBeVisible();
  const markdown = await page.evaluate(() => navigator.clipboard.readText());
  expect(markdown).toContain(`# Upgrade checklist from ${fromVersion} to ${toVersion}`);
  expect(markdown.match(/^- \[ \] /gm)?.length).toBe(required.length + recommended.length);
});

test('every change links to its own section: the anchor is the id of the heading on the post', async ({request}) => {
  const feed = await (await request.get('/blog/changes.json')).json();
  expect(feed.count).toBe(all.length);
  expect(feed.changes).toHaveLength(all.length);
  const build = path.join(root, 'build');
  const html = new Map<string, string>();
  for (const change of feed.changes as {url: string; heading: string}[]) {
    const {pathname, hash} = new URL(change.url);
    if (!html.has(pathname)) html.set(pathname, fs.readFileSync(path.join(build, pathname, 'index.html'), 'utf8'));
    const id = decodeURIComponent(hash.slice(1));
    const heading = new RegExp(`<h2[^>]*id="?${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:"|(?=[\\s>]))[^>]*>(.*?)</h2>`).exec(html.get(pathname)!);
    expect(heading, `${change.url}`).not.toBeNull();
    expect(heading![1].replace(/<[^>]+>/g, '').replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/\u200b/g, '').trim()).toBe(change.heading);
  }
});

test('a result opens its section of the release note', async ({page}) => {
  await gotoHydrated(page, `/blog/changes/?action=required`);
  const first = page.getByRole('list', {name: 'Changes'}).getByRole('listitem').first().getByRole('link').first();
  const heading = (await first.textContent())!.trim();
  await first.click();
  const target = page.getByRole('heading', {level: 2, name: heading});
  await expect(target).toBeInViewport();
  expect(page.url()).toContain(`#${await target.getAttribute('id')}`);
});

test('keyboard only: words, a mark and a result link', async ({page}) => {
  await gotoHydrated(page, '/blog/changes/');
  const words = page.getByRole('searchbox', {name: 'Words'});
  await words.focus();
  const needle = newestFirst.find((s) => s.required)!.heading.split(' ').slice(0, 2).join(' ');
  await page.keyboard.type(needle);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(needle).replace(/%20/g, '\\+')}`));
  // Tab through the form to the "Action required" checkbox and tick it with the space bar.
  const required = page.getByRole('checkbox', {name: 'Action required'});
  for (let i = 0; i < 20 && !(await required.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(required).toBeFocused();
  await page.keyboard.press('Space');
  await expect(required).toBeChecked();
  const link = page.getByRole('list', {name: 'Changes'}).getByRole('link').first();
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/blog\/\d{4}\/\d{2}\/\d{2}\/Release-\d+\/#/);
});

for (const mode of ['light', 'dark'] as const) {
  test(`the finder and its checklist have no accessibility violations in ${mode} mode`, async ({page}) => {
    await gotoHydrated(page, `/blog/changes/?view=checklist&from=${fromVersion}&to=${toVersion}&for=${audience.key}`);
    if (mode === 'dark') await page.getByRole('button', {name: /dark mode|light mode|system mode/i}).first().click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    await expect(page.getByRole('heading', {name: /^Action required \(/})).toBeVisible();
    for (const url of [null, '/blog/changes/?breaking=1']) {
      if (url) {
        await page.getByRole('button', {name: 'All changes'}).click();
        await page.getByRole('checkbox', {name: 'Breaking changes'}).check();
      }
      expect(await axeViolations(page)).toEqual([]);
    }
  });
}

test('the blog sidebar links to the finder', async ({page}) => {
  await gotoHydrated(page, '/blog/');
  await page.getByRole('link', {name: 'Find changes across all releases'}).click();
  await expect(page).toHaveURL(/\/blog\/changes\/$/);
  await expect(page.getByRole('heading', {level: 1, name: 'Changes across releases'})).toBeVisible();
});
