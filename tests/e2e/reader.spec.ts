import {execFileSync} from 'node:child_process';
import AxeBuilder from '@axe-core/playwright';
import {test, expect, gotoHydrated} from './fixtures';
import {docPages, root} from '../lib/content';
import {apis} from '../../src/data/apis';
import {apiOperationPages} from '../lib/apiPages';
import {gitHistory} from '../../src/plugins/lib/gitHistory';
import {links, socialCard} from '../../src/data/site';

// What a reader who brings an AI assistant, shares a link or wants to say a page did not help gets (issue 12).

const pages = docPages();
const markdownOf = (route: string) => `${route.replace(/\/$/, '') || '/index'}.md`;
const page = pages.find((p) => p.route === '/concepts/workspace/')!;
const withYaml = pages.find((p) => /^```yaml/m.test(p.body))!;

test.describe('llms.txt and Markdown copies', () => {
  test('/llms.txt lists every docs page, API guide and API operation by section, each with a summary', async ({request}) => {
    const text = await (await request.get('/llms.txt')).text();
    expect(text).toMatch(/^# meshStack Documentation\n\n> \S/);
    for (const section of ['meshStack', 'meshKube', 'Getting Started', 'Concepts', 'Guides', 'Integrations', ...apis.map((api) => api.title)]) {
      expect(text).toContain(`\n## ${section}\n`);
    }
    const sections = [...text.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(new Set(sections).size, 'each section once').toBe(sections.length);
    const listed = [...text.matchAll(/^- \[[^\]]+\]\(https?:\/\/[^/]+(\/[^)]*)\)(: .+)?$/gm)];
    const urls = listed.map((m) => m[1]);
    for (const p of pages) expect(urls, p.file).toContain(markdownOf(p.route));
    for (const api of apis) for (const op of apiOperationPages(api)) expect(urls).toContain(markdownOf(op.route));
    // The home page heads the list under the site's own summary; every other entry has one of its own.
    expect(listed.filter((m) => !m[2] && m[1] !== '/index.md').map((m) => m[1]), 'entries without a summary').toEqual([]);
  });

  test('/llms-full.txt holds the text of the docs pages', async ({request}) => {
    const text = await (await request.get('/llms-full.txt')).text();
    // Every page but the home page, whose place is the head of the file (the site's title and summary).
    for (const p of pages.filter((p) => p.route !== '/')) expect(text, p.file).toContain(`# ${p.title}`);
  });

  test('every docs page has a Markdown copy beside its route, without screen-only controls', async ({request}) => {
    for (const p of pages) {
      const response = await request.get(markdownOf(p.route));
      expect(response.status(), markdownOf(p.route)).toBe(200);
    }
    const markdown = await (await request.get(markdownOf(page.route))).text();
    expect(markdown).toMatch(new RegExp(`^# ${page.title}\\n`, 'm'));
    expect(markdown).not.toMatch(/Copy page|View as Markdown|Was this page helpful|Enlarge diagram/);
    expect(markdown).not.toMatch(/\]\([^)]*\/\.md[)#]/);
    // Code keeps its language and its lines.
    const yaml = await (await request.get(markdownOf(withYaml.route))).text();
    expect(yaml).toMatch(/^```yaml\n\S/m);
  });
});

test.describe('Copy page', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  test('copies the page as Markdown by keyboard and links to the Markdown copy', async ({page: tab, request}) => {
    await gotoHydrated(tab, page.route);
    await expect(tab.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute('href', markdownOf(page.route));
    const button = tab.getByRole('button', {name: 'Copy page'});
    await button.focus();
    await tab.keyboard.press('Enter');
    await expect(tab.getByRole('status').filter({hasText: 'Copied the page as Markdown.'})).toBeVisible();
    const copied = await tab.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await (await request.get(markdownOf(page.route))).text());
  });

  test.describe('when the Markdown copy is missing', () => {
    test.use({expectedConsoleErrors: /status of 404/});
    test('says why it could not copy', async ({page: tab}) => {
      await tab.route('**/*.md', (route) => route.fulfill({status: 404, body: 'not found'}));
      await gotoHydrated(tab, page.route);
      await tab.getByRole('button', {name: 'Copy page'}).click();
      await expect(tab.getByRole('status').filter({hasText: `Could not copy the page: ${markdownOf(page.route)} answered 404`})).toBeVisible();
    });
  });
});

test('"Last updated" shows the date of the page\'s last commit, and the sitemap its lastmod, when git has the history', async ({page: tab, request}) => {
  await gotoHydrated(tab, page.route);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const entry = sitemap.match(new RegExp(`<url><loc>[^<]*${page.route}</loc>(.*?)</url>`))?.[1] ?? '';
  const time = tab.locator('.theme-last-updated time');
  if (gitHistory(root) === 'full') {
    const seconds = Number(execFileSync('git', ['log', '-1', '--format=%ct', '--', `docs/${page.file}`], {cwd: root, encoding: 'utf8'}).trim());
    const day = new Date(seconds * 1000).toISOString().slice(0, 10);
    await expect(tab.locator('.theme-last-updated')).toContainText('Last updated on');
    expect((await time.getAttribute('datetime'))?.slice(0, 10)).toBe(day);
    expect(entry).toContain(`<lastmod>${day}</lastmod>`);
  } else {
    // A tarball or a shallow clone: no date rather than a wrong one.
    await expect(tab.locator('.theme-last-updated')).toHaveCount(0);
    expect(entry).not.toContain('<lastmod>');
  }
});

test.describe('Was this page helpful?', () => {
  test('without analytics: "No" by keyboard asks for a reason and offers a prefilled report, never a dead control', async ({page: tab}) => {
    await gotoHydrated(tab, page.route);
    const feedback = tab.getByRole('region', {name: 'Was this page helpful?'});
    await feedback.getByRole('button', {name: 'No'}).focus();
    await tab.keyboard.press('Enter');
    const reason = tab.getByRole('textbox', {name: 'What was missing or wrong? (optional)'});
    await expect(reason).toBeFocused();
    await tab.keyboard.type('The quota table is missing.');
    await expect(tab.getByRole('button', {name: 'Send'})).toHaveCount(0);
    const report = tab.getByRole('link', {name: /Report a problem on GitHub/});
    const href = new URL((await report.getAttribute('href'))!);
    expect(`${href.origin}${href.pathname}`).toBe(`${links.sourceRepository}/issues/new`);
    expect(href.searchParams.get('title')).toBe(`Docs: ${page.title}`);
    expect(href.searchParams.get('body')).toContain(page.route);
    expect(href.searchParams.get('body')).toContain('Helpful: no');
    expect(href.searchParams.get('body')).toContain('The quota table is missing.');
    const results = await new AxeBuilder({page: tab}).include('article').analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });

  test('with the analytics script: the answer and the reason are sent as events', async ({page: tab}) => {
    await tab.addInitScript(() => {
      (window as unknown as {events: unknown[]}).events = [];
      (window as unknown as {plausible: unknown}).plausible = (...args: unknown[]) => (window as unknown as {events: unknown[]}).events.push(args);
    });
    await gotoHydrated(tab, page.route);
    await tab.getByRole('button', {name: 'Yes'}).click();
    await tab.getByRole('textbox', {name: 'Anything we could add? (optional)'}).fill('More examples');
    await tab.getByRole('button', {name: 'Send'}).click();
    await expect(tab.getByText('Thanks, your note reached the docs team.')).toBeVisible();
    expect(await tab.evaluate(() => (window as unknown as {events: unknown[]}).events)).toEqual([
      ['Feedback', {props: {helpful: 'yes', page: page.route}}],
      ['Feedback reason', {props: {helpful: 'yes', page: page.route, reason: 'More examples'}}],
    ]);
  });
});

test('the social card: og:image and a large Twitter card, a 1200 x 630 PNG under 200 KB', async ({page: tab, request}) => {
  await tab.goto('/');
  const og = await tab.locator('meta[property="og:image"]').getAttribute('content');
  expect(og).toMatch(new RegExp(`/${socialCard.path}$`));
  await expect(tab.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  await expect(tab.locator('meta[name="twitter:image:alt"]')).toHaveAttribute('content', socialCard.alt);
  const image = await request.get(`/${socialCard.path}`);
  expect(image.headers()['content-type']).toContain('image/png');
  const bytes = await image.body();
  expect(bytes.length).toBeLessThan(200 * 1024);
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([socialCard.width, socialCard.height]);
});

test('a page without diagrams loads no diagram zoom code', async ({page: tab}) => {
  const plain = pages.find((p) => !/^```mermaid/m.test(p.body) && p.route.startsWith('/concepts/'))!;
  const scripts: Promise<string>[] = [];
  tab.on('response', (r) => r.request().resourceType() === 'script' && scripts.push(r.text()));
  await gotoHydrated(tab, plain.route);
  await tab.mouse.move(10, 10);
  await tab.waitForLoadState('networkidle');
  expect((await Promise.all(scripts)).filter((s) => s.includes('Enlarged diagram'))).toEqual([]);
});
