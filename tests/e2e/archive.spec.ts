import {test, expect, gotoHydrated} from './fixtures';
import {posts} from '../lib/content';

// The archive shows each post's title and date; its page must not download the posts' Markdown with them (the
// blog plugin passed whole posts to it: 1.7 MB for 453 posts, see src/plugins/release-notes).
test('the archive page downloads the titles of the release notes, not their Markdown', async ({page}) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (r) => r.request().resourceType() === 'script' && scripts.push(r.text().catch(() => '')));
  await gotoHydrated(page, '/blog/archive/');
  await page.waitForLoadState('networkidle');
  const newest = posts().at(-1)!;
  const text = (await Promise.all(scripts)).join('\n');
  expect(text).toContain(newest.title);
  expect(text).not.toContain('<!-- truncate -->');
});
