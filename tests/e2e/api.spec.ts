import {test, expect, gotoHydrated} from './fixtures';

test('the API introduction links the authentication pages and the downloadable OpenAPI documents', async ({page, request}) => {
  await gotoHydrated(page, '/api/introduction/');
  await expect(page.locator('article h1')).toBeVisible();
  await expect(page.locator('article a[href="/api/authentication/api-keys/"]').first()).toBeVisible();
  await expect(page.locator('article a[href="/api/mesh-workspace-list/"]').first()).toBeVisible();
  for (const file of ['/openapi/meshstack-api.yaml', '/openapi/meshmetering-api.yaml']) {
    await expect(page.locator(`article a[href="${file}"]`).first()).toBeVisible();
    const response = await request.get(file);
    expect(response.ok()).toBe(true);
    expect(await response.text()).toMatch(/^openapi: 3\./);
  }
});

const operations = [
  ['GET', '/api/mesh-workspace-list/', '/api/meshobjects/meshworkspaces'],
  ['POST', '/api/mesh-workspace-post/', '/api/meshobjects/meshworkspaces'],
  ['PUT', '/api/mesh-workspace-put/', '/api/meshobjects/meshworkspaces/{identifier}'],
  ['DELETE', '/api/mesh-tenant-delete-v-4/', '/api/meshobjects/meshtenants/{uuid}'],
  ['PATCH', '/api/mesh-building-block-run/', '/api/meshobjects/meshbuildingblockruns/{blockRunUuid}/status/source/{sourceId}'],
  ['GET', '/metering-api/mesh-chargeback-list/', '/api/meshobjects/meshchargebacks'],
] as const;

for (const [method, url, path] of operations) {
  test(`${url} shows the ${method} badge, the path and a curl request sample`, async ({page}) => {
    await gotoHydrated(page, url);
    const endpoint = page.locator('.openapi__method-endpoint');
    await expect(endpoint.locator('.badge')).toHaveText(method);
    // The path is shown after the server URL, with parameters as `:name`.
    const shown = path.replace(/\{(\w+)\}/g, ':$1').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await expect(endpoint.locator('.openapi__method-endpoint-path')).toHaveText(new RegExp(`^https?://[^/]+${shown}$`));
    const curlTab = page.getByRole('tab', {name: /curl/i}).first();
    await expect(curlTab).toBeVisible();
    await curlTab.click();
    await expect(page.locator('.openapi-tabs__code-container code, .openapi-explorer__code-block-code').first()).toContainText('curl');
    await expect(page.locator('.theme-doc-sidebar-container')).toBeVisible();
  });
}

test('the metering API info page has no sidebar', async ({page}) => {
  await gotoHydrated(page, '/metering-api/meshmetering-api-documentation/');
  await expect(page.locator('article h1')).toHaveText('meshMetering API documentation');
  await expect(page.locator('.theme-doc-sidebar-container')).toHaveCount(0);
});

test('the API sidebar holds the guides first, then the reference grouped by tag', async ({page}) => {
  await gotoHydrated(page, '/api/introduction/');
  const labels = await page
    .locator('.theme-doc-sidebar-menu > li')
    .evaluateAll((els) => els.map((e) => (e.querySelector('a')?.textContent ?? '').trim()));
  expect(labels.slice(0, 6)).toEqual(['Introduction', 'Authentication', 'Technical Specifications', 'All meshObjects', 'Deprecated Resources', 'API Reference']);
  await expect(page.locator('.theme-doc-sidebar-menu .menu__link--sublist', {hasText: /^Workspaces$/})).toBeVisible();
});

test.describe('the OpenAPI theme stays on API pages', () => {
  for (const url of ['/concepts/building-block/', '/blog/2025/11/05/Release-0/']) {
    test(`${url} loads none of its stylesheet or scripts`, async ({page}) => {
      const loaded: string[] = [];
      const scripts: Promise<string>[] = [];
      page.on('response', (response) => {
        loaded.push(response.url());
        if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
      });
      await page.goto(url, {waitUntil: 'networkidle'});
      expect(loaded.filter((u) => /openapi-theme\.[0-9a-f]+\.css$/.test(u))).toEqual([]);
      // A class name the theme's operation-page components write; no script of this page may carry them.
      const sources = await Promise.all(scripts);
      expect(sources.length).toBeGreaterThan(0);
      expect(sources.filter((source) => source.includes('openapi__method-endpoint'))).toEqual([]);
      // Classes only the theme's stylesheet defines.
      const themeRules = await page.evaluate(() =>
        Array.from(document.styleSheets).flatMap((sheet) => Array.from(sheet.cssRules)).filter((rule) => /openapi-/.test(rule.cssText)).length,
      );
      expect(themeRules).toBe(0);
    });
  }

  test('an API page is styled by the theme before any script runs', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto('/api/mesh-workspace-list/');
    const endpoint = page.locator('.openapi__method-endpoint');
    await expect(endpoint.locator('.badge')).toHaveText('GET');
    // The theme lays the method and path out in a bordered flex row; unstyled, it would be a plain block.
    expect(await endpoint.evaluate((el) => getComputedStyle(el).display)).toBe('flex');
    expect(await endpoint.locator('.openapi__method-endpoint-path').evaluate((el) => getComputedStyle(el).fontSize)).toBe('12px');
    await context.close();
  });
});
