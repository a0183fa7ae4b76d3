import fs from 'fs';
import path from 'path';
import * as cheerio from 'cheerio';
import {test, expect, gotoHydrated} from './fixtures';
import {posts as allPosts, postsPerPage, afterTruncate, blogTags, root} from '../lib/content';
import {sitemapPages} from './pageCheck';

// Read from blog/: what the list pages, the archive and the sidebar must show.
const notes = allPosts();
const newest = notes[0];
const oldest = notes[notes.length - 1];
const lastPage = Math.ceil(notes.length / postsPerPage);

const posts = (page: import('@playwright/test').Page) => page.locator('main article');

test(`/blog/ lists the ${postsPerPage} latest release notes, each cut at its truncate marker with a "Read more" link`, async ({page}) => {
  await gotoHydrated(page, '/blog/');
  await expect(posts(page)).toHaveCount(postsPerPage);
  await expect(posts(page).first().locator('h2')).toHaveText(newest.title);
  await expect(posts(page).first().getByRole('link', {name: `Read more about ${newest.title}`})).toHaveAttribute('href', newest.route);
});

test(`the last list page, ${lastPage}, holds the oldest posts and page ${lastPage + 1} does not exist`, async ({page}) => {
  await gotoHydrated(page, `/blog/page/${lastPage}/`);
  await expect(posts(page)).toHaveCount(notes.length - (lastPage - 1) * postsPerPage);
  await expect(posts(page).last().locator('h2')).toHaveText(oldest.title);
});

test.describe('beyond the last page', () => {
  test.use({expectedConsoleErrors: /status of 404/});
  test(`/blog/page/${lastPage + 1}/ is not found`, async ({page}) => {
    const response = await page.goto(`/blog/page/${lastPage + 1}/`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
  });
});

// The release notes' routes are nested by path (src/plugins/release-notes/routes.ts): a path inside them that no page
// has ends at a parent route, which must show the not-found page rather than nothing.
test('a release-note link to no page, followed inside the site, shows the not-found page', async ({page}) => {
  await gotoHydrated(page, '/blog/');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/blog/2019/01/01/no-such-release/');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
  await expect(page.locator('nav[aria-label="Main"]')).toBeVisible();
});

// List pages render each post's excerpt from data in their route props (src/plugins/release-notes/excerpts.ts), not
// from a compiled module of the post: what they show must be what the post's own page shows above its first section.
const build = path.join(root, 'build');
const builtHtml = (pathname: string) => fs.readFileSync(path.join(build, pathname, 'index.html'), 'utf8');
test('every list and tag page shows each post\'s excerpt exactly as the top of the post\'s own page', () => {
  const listPages = sitemapPages().filter((p) => /^\/blog\/(?:page\/\d+\/|tags\/[^/]+\/(?:page\/\d+\/)?)?$/.test(p));
  expect(listPages.length).toBeGreaterThan(notes.length / postsPerPage);
  const byRoute = new Map(notes.map((n) => [n.route, n]));
  const contents = new Map<string, string>();
  const wrong: string[] = [];
  let compared = 0;
  for (const listPage of listPages) {
    const $ = cheerio.load(builtHtml(listPage));
    $('main article').each((_, article) => {
      const href = $(article).find('header h2 a').attr('href')!;
      const excerpt = $(article).find('.markdown').html()!.trim();
      if (!contents.has(href)) contents.set(href, cheerio.load(builtHtml(href))('#__blog-post-container').html()!);
      const content = contents.get(href)!;
      const above = byRoute.get(href)!.body.split(/<!--\s*truncate\s*-->/)[0];
      const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;
      compared++;
      // The post's page goes on where the excerpt ends (at the truncate marker), with nothing in between, and the
      // excerpt holds every listed change and admonition written above the marker.
      if (!content.startsWith(excerpt) || !/^(?:\s|<!-- -->)*(?:<|$)/.test(content.slice(excerpt.length))) {
        wrong.push(`${href} on ${listPage}: the list shows\n${excerpt}\nthe post begins\n${content.slice(0, excerpt.length + 200)}`);
      } else if (count(excerpt, /<li[\s>]/g) !== count(above, /^- /gm) || count(excerpt, /class="theme-admonition /g) !== count(above, /^:::\w/gm)) {
        wrong.push(`${href} on ${listPage}: the list leaves out part of the text above the truncate marker`);
      }
    });
  }
  expect(wrong.slice(0, 3).join('\n\n')).toBe('');
  // Every post is on the list pages at least once; most are on tag pages too.
  expect(contents.size).toBe(notes.length);
  expect(compared).toBeGreaterThan(notes.length * 2);
});

test('a list page reached inside the site renders the same excerpts as its static HTML, admonitions and links included', async ({page}) => {
  const repeated = notes.find((p) => typeof p.frontMatter.repeats === 'string')!;
  const pageNumber = Math.floor(notes.indexOf(repeated) / postsPerPage) + 1;
  const listPage = pageNumber === 1 ? '/blog/' : `/blog/page/${pageNumber}/`;
  await gotoHydrated(page, '/blog/');
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, listPage);
  const article = page.locator('main article').filter({has: page.locator(`header h2 a[href="${repeated.route}"]`)});
  await expect(article.locator('.theme-admonition')).toBeVisible();
  const [rendered, served] = await page.evaluate(async (to) => {
    const html = await (await fetch(to)).text();
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const excerpts = (root: ParentNode) => Array.from(root.querySelectorAll('main article .markdown'), (e) => e.innerHTML);
    return [excerpts(document), excerpts(doc)];
  }, listPage);
  expect(rendered).toHaveLength(postsPerPage);
  expect(rendered).toEqual(served);
});

test(`the archive lists all ${notes.length} release notes`, async ({page}) => {
  await gotoHydrated(page, '/blog/archive/');
  await expect(page.locator('main a[href^="/blog/20"]')).toHaveCount(notes.length);
});

test('a post page shows the whole post, past its truncate marker, and a sidebar of the 15 latest posts grouped by year', async ({page}) => {
  const post = notes.find((p) => afterTruncate(p).length > 0)!;
  await gotoHydrated(page, post.route);
  await expect(page.locator('article h1')).toHaveText(post.title);
  await expect(page.locator('article')).toContainText(afterTruncate(post)[0]);
  const sidebar = page.locator('aside nav[aria-label]').filter({has: page.locator('a[href^="/blog/20"]')});
  await expect(sidebar.locator('a[href^="/blog/20"]')).toHaveCount(15);
  await expect(sidebar.locator('a[href^="/blog/20"]').first()).toHaveAttribute('href', newest.route);
  // Each year of the 15 latest posts has a heading.
  for (const year of new Set(notes.slice(0, 15).map((p) => p.date.slice(0, 4)))) {
    await expect(sidebar.getByRole('heading', {name: year})).toBeVisible();
  }
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
    expect(text).toContain(newest.title);
    expect(text).toContain(newest.route);
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

test.describe('feeds per audience and for releases that need action', () => {
  for (const tag of blogTags()) {
    const tagged = notes.filter((p) => p.tags.includes(tag.key));
    for (const [feed, rootTag] of [['rss.xml', 'rss'], ['atom.xml', 'feed']] as const) {
      test(`${tag.route}${feed} holds the latest ${tag.label} posts and no other`, async ({page, request}) => {
        const response = await request.get(`${tag.route}${feed}`);
        expect(response.ok()).toBe(true);
        const text = await response.text();
        await page.goto('about:blank');
        const parsed = await page.evaluate((xml) => {
          const doc = new DOMParser().parseFromString(xml, 'application/xml');
          const links = Array.from(doc.querySelectorAll('item > link, entry > link')).map((l) => l.getAttribute('href') ?? l.textContent ?? '');
          return {error: doc.querySelector('parsererror')?.textContent ?? null, root: doc.documentElement.nodeName, links};
        }, text);
        expect(parsed.error).toBeNull();
        expect(parsed.root).toBe(rootTag);
        const expected = tagged.slice(0, 20).map((p) => p.route);
        expect(parsed.links.map((l) => new URL(l).pathname)).toEqual(expected);
      });
    }
  }

  test('the blog sidebar offers every feed, and each link leads to a feed', async ({page, request}) => {
    await gotoHydrated(page, '/blog/');
    const subscribe = page.getByRole('group', {name: 'Subscribe'});
    await expect(subscribe.getByRole('link', {name: 'All releases: RSS feed'})).toHaveAttribute('href', '/blog/rss.xml');
    for (const tag of blogTags()) {
      for (const [kind, file] of [['RSS', 'rss.xml'], ['Atom', 'atom.xml']] as const) {
        const link = subscribe.getByRole('link', {name: `${tag.label}: ${kind} feed`});
        await expect(link).toHaveAttribute('href', `${tag.route}${file}`);
        expect((await request.get(`${tag.route}${file}`)).ok()).toBe(true);
      }
    }
  });
});

test('the action-required list holds exactly the posts with an Action required admonition', async ({page}) => {
  const flagged = notes.filter((p) => p.body.includes(':::warning[Action required]'));
  expect(flagged.length).toBeGreaterThan(0);
  const lastPage = Math.ceil(flagged.length / postsPerPage);
  await gotoHydrated(page, lastPage > 1 ? `/blog/tags/action-required/page/${lastPage}/` : '/blog/tags/action-required/');
  await expect(posts(page)).toHaveCount(flagged.length - (lastPage - 1) * postsPerPage);
  await expect(posts(page).last().locator('h2')).toHaveText(flagged[flagged.length - 1].title);
});

test('a change that asks the reader to act shows an "Action required" admonition with its audience', async ({page}) => {
  const post = notes.find((p) => p.body.includes(':::warning[Action required]') && !p.frontMatter.withdrawn)!;
  await gotoHydrated(page, post.route);
  const admonition = page.locator('article .theme-admonition-warning').filter({hasText: 'Action required'}).first();
  await expect(admonition).toBeVisible();
  const section = post.body.split(/^## /m).find((s) => s.includes(':::warning[Action required]'))!;
  const audiences = /\*\*For:\*\* ([^·\n]+)/.exec(section)![1].trim();
  await expect(page.locator('article')).toContainText(`For: ${audiences}`);
});

test('the withdrawn release and the repeated post link the release that counts', async ({page}) => {
  const withdrawn = notes.filter((p) => p.frontMatter.withdrawn === true);
  const repeated = notes.filter((p) => typeof p.frontMatter.repeats === 'string');
  expect(withdrawn.length + repeated.length).toBeGreaterThan(0);
  for (const post of withdrawn) {
    await gotoHydrated(page, post.route);
    await expect(page.locator('article .theme-admonition-danger')).toContainText('Withdrawn');
    const replacement = notes[notes.indexOf(post) - 1];
    await expect(page.locator(`article a[href="${replacement.route}"]`).first()).toBeVisible();
  }
  for (const post of repeated) {
    await gotoHydrated(page, post.route);
    const original = notes.find((p) => p.file === post.frontMatter.repeats)!;
    await expect(page.locator(`article a[href="${original.route}"]`).first()).toBeVisible();
  }
});
