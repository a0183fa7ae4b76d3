import {test, expect, gotoHydrated} from './fixtures';
import {docPages, sidebarItems, sidebarLabel, category} from '../lib/content';

// One page per top-level section of the docs sidebar, read from docs/: its title, its category and its place there.
const topLevel = sidebarItems('');
const sections = topLevel.flatMap((item) => {
  if (item.kind === 'page') return [{page: item.page, category: null as string | null, index: topLevel.indexOf(item)}];
  // The first page of the section's first folder that holds pages, e.g. getting-started/ or guides/core/.
  const walk = (folder: string): {page: (typeof topLevel)[number] & {kind: 'page'}; index: number; folder: string} | undefined => {
    const items = sidebarItems(folder);
    const first = items.findIndex((i) => i.kind === 'page');
    if (first >= 0) return {page: items[first] as never, index: first, folder};
    for (const sub of items) if (sub.kind === 'category') {
      const found = walk(sub.folder);
      if (found) return found;
    }
    return undefined;
  };
  const found = walk(item.folder);
  return found ? [{page: found.page.page, category: category(found.folder).label, index: found.index}] : [];
});

for (const section of sections) {
  test(`${section.page.route} shows its title and its place in the sidebar`, async ({page}) => {
    await gotoHydrated(page, section.page.route);
    await expect(page.locator('article h1').first()).toHaveText(section.page.title);
    const place = await page.evaluate((url) => {
      const link = document.querySelector(`.theme-doc-sidebar-menu a.menu__link[href="${url}"]:not(.menu__link--sublist)`);
      const item = link?.closest('li');
      const category = item?.parentElement?.closest('li.theme-doc-sidebar-item-category');
      return {
        active: link?.classList.contains('menu__link--active') ?? false,
        category: category?.querySelector('.menu__list-item-collapsible')?.textContent?.trim() ?? null,
        index: item?.parentElement ? Array.from(item.parentElement.children).indexOf(item) : -1,
      };
    }, section.page.route);
    expect(place).toEqual({active: true, category: section.category, index: section.index});
    await expect(page.locator('.pagination-nav')).toBeVisible();
    await expect(page.getByRole('link', {name: /Edit this page/})).toHaveAttribute(
      'href',
      `https://github.com/meshcloud/meshcloud-docs/edit/main/docs/${section.page.file}`,
    );
  });
}

test('the docs sidebar lists the top-level pages and sections in their configured order', async ({page}) => {
  await gotoHydrated(page, '/');
  const labels = await page
    .locator('.theme-doc-sidebar-menu > li > a, .theme-doc-sidebar-menu > li > div > a')
    .evaluateAll((els) => els.map((e) => e.textContent?.trim()));
  expect(labels).toEqual(topLevel.map((item) => (item.kind === 'page' ? sidebarLabel(item.page) : item.label)));
});

test('a category without a page of its own leads to an index of its pages', async ({page}) => {
  await gotoHydrated(page, '/guides/finops/');
  await expect(page.locator('main h1')).toHaveText(category('guides/finops').label);
  const first = sidebarItems('guides/finops').find((i) => i.kind === 'page');
  await expect(page.locator(`main article a[href="${first!.kind === 'page' ? first!.page.route : ''}"]`)).toBeVisible();
});

// Two pages with diagrams, wherever writers put them.
const withDiagrams = docPages().filter((p) => /^```mermaid/m.test(p.body)).slice(0, 2);

test('there are docs pages with diagrams to test', () => {
  expect(withDiagrams.length).toBeGreaterThan(0);
});

for (const mode of ['light', 'dark'] as const) {
  for (const diagramPage of withDiagrams) {
    test(`${diagramPage.route} shows its diagrams as pre-rendered ${mode} images, without loading Mermaid`, async ({page}) => {
      const scripts: string[] = [];
      page.on('response', (r) => r.request().resourceType() === 'script' && scripts.push(r.url()));
      await gotoHydrated(page, diagramPage.route);
      if (mode === 'dark') await page.getByRole('button', {name: /dark mode|light mode|system mode/i}).first().click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const figure = page.locator('article figure').filter({has: page.locator('img[src^="/diagrams/"]')}).first();
      await figure.scrollIntoViewIfNeeded();
      const visible = figure.locator('img:visible');
      await expect(visible).toHaveCount(1);
      await expect(visible).toHaveAttribute('src', new RegExp(`\\.${mode}\\.svg$`));
      await expect(visible).toHaveAttribute('alt', /\w/);
      // The image is loaded and laid out at its own size.
      expect(await visible.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(await page.locator('.docusaurus-mermaid-container').count()).toBe(0);
      const sources = await Promise.all(scripts.map((url) => page.request.get(url).then((r) => r.text())));
      expect(sources.filter((s) => s.includes('mermaidAPI'))).toEqual([]);
    });
  }
}

test('a diagram opens enlarged by keyboard, zooms in and out, and closes with Escape back on its button', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await gotoHydrated(page, withDiagrams[0].route);
  const button = page.getByRole('button', {name: 'Enlarge diagram'}).first();
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', {name: /Enlarged diagram/});
  await expect(dialog).toBeVisible();
  const image = dialog.locator('img:visible');
  const width = await image.evaluate((img: HTMLImageElement) => img.getBoundingClientRect().width);
  await dialog.getByRole('button', {name: 'Zoom in'}).click();
  await expect(dialog.locator('output')).toHaveText('150%');
  expect(await image.evaluate((img: HTMLImageElement) => img.getBoundingClientRect().width)).toBeGreaterThan(width * 1.4);
  await page.keyboard.press('-');
  await page.keyboard.press('-');
  await expect(dialog.locator('output')).toHaveText('75%');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});
