import {test, expect, gotoHydrated} from './fixtures';

// One page per section of the docs sidebar: its title, the sidebar category it sits in, and its diagrams.
// `index` is the page's position among the items of its category, as the outline orders them.
const sections = [
  {url: '/', title: 'Welcome', category: null, index: 0},
  {url: '/getting-started/key-concepts-guide/', title: 'Key Concepts Guide', category: 'Getting Started', index: 0},
  {url: '/concepts/workspace/', title: 'Workspace', category: 'Concepts', index: 1, mermaid: true},
  {url: '/guides/core/how-to-manage-a-project/', title: 'How to Manage a Project', category: 'Core', index: 2},
  {url: '/guides/finops/how-to-set-up-prices/', title: 'How to Set Up Prices', category: 'FinOps', index: 2},
  {url: '/integrations/aws/permission-delegation/', title: 'Building Blocks Permission Delegation on AWS', category: 'AWS', index: 5, mermaid: true},
  {url: '/operations/backup/', title: 'Backup', category: 'Operations', index: 4},
  {url: '/settings/billing-configuration/', title: 'Billing Configuration', category: 'Settings', index: 1, mermaid: true},
];

for (const section of sections) {
  test(`${section.url} shows its title, its place in the sidebar${section.mermaid ? ' and its rendered diagrams' : ''}`, async ({page}) => {
    await gotoHydrated(page, section.url);
    await expect(page.locator('article h1').first()).toHaveText(section.title);
    const place = await page.evaluate((url) => {
      const link = document.querySelector(`.theme-doc-sidebar-menu a.menu__link[href="${url}"]:not(.menu__link--sublist)`);
      const item = link?.closest('li');
      const category = item?.parentElement?.closest('li.theme-doc-sidebar-item-category');
      return {
        active: link?.classList.contains('menu__link--active') ?? false,
        category: category?.querySelector('.menu__list-item-collapsible')?.textContent?.trim() ?? null,
        index: item?.parentElement ? Array.from(item.parentElement.children).indexOf(item) : -1,
      };
    }, section.url);
    expect(place).toEqual({active: true, category: section.category, index: section.index});
    if (section.mermaid) {
      // Mermaid renders in the browser, after hydration.
      await expect(page.locator('.docusaurus-mermaid-container svg').first()).toBeVisible();
    }
    await expect(page.locator('.pagination-nav')).toBeVisible();
    await expect(page.getByRole('link', {name: /Edit this page/})).toHaveAttribute('href', /github\.com\/meshcloud\/meshcloud-docs\/edit\/main\/docs\//);
  });
}

test('the docs sidebar follows the outline order', async ({page}) => {
  await gotoHydrated(page, '/');
  const topLevel = await page
    .locator('.theme-doc-sidebar-menu > li > a, .theme-doc-sidebar-menu > li > div > a')
    .evaluateAll((els) => els.map((e) => e.textContent?.trim()));
  expect(topLevel).toEqual(['Welcome', 'meshStack', 'meshKube', 'Getting Started', 'Concepts', 'Guides', 'Integrations', 'Operations', 'Settings']);
});

test('a category without a page of its own leads to an index of its pages', async ({page}) => {
  await gotoHydrated(page, '/guides/finops/');
  await expect(page.locator('main h1')).toHaveText('FinOps');
  await expect(page.locator('main article a[href="/guides/finops/how-to-set-up-prices/"]')).toBeVisible();
});

test('mermaid diagrams render in dark mode too', async ({page}) => {
  await gotoHydrated(page, '/concepts/workspace/');
  await page.getByRole('button', {name: /dark mode|light mode|system mode/i}).first().click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('.docusaurus-mermaid-container svg').first()).toBeVisible();
});
