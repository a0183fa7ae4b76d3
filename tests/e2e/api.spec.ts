import fs from 'fs';
import path from 'path';
import yaml from 'js-yaml';
import {test, expect, gotoHydrated} from './fixtures';
import {apis, type ApiReference} from '../../src/data/apis';
import {frontMatter, posts, root} from '../lib/content';

type Operation = {method: string; path: string; operationId: string};

/** The operations of an API's document. */
function operations(api: ApiReference): Operation[] {
  const doc = yaml.load(fs.readFileSync(path.join(root, api.specPath), 'utf8')) as {paths: Record<string, Record<string, {operationId: string}>>};
  return Object.entries(doc.paths).flatMap(([p, item]) =>
    Object.entries(item)
      .filter(([method]) => ['get', 'post', 'put', 'delete', 'patch'].includes(method))
      .map(([method, op]) => ({method: method.toUpperCase(), path: p, operationId: op.operationId})),
  );
}

/** The route the generator gives an operation: its operationId in kebab case (`meshTenantDeleteV4` -> `mesh-tenant-delete-v-4`). */
const operationRoute = (api: ApiReference, operationId: string) =>
  `/${api.id}/${operationId.match(/[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+/g)!.join('-').toLowerCase()}/`;

/** A doc's sidebar label, from its front matter. */
const docLabel = (api: ApiReference, id: string) => {
  const file = ['.md', '.mdx'].map((ext) => path.join(root, api.id, `${id}${ext}`)).find((f) => fs.existsSync(f))!;
  const fm = frontMatter(file);
  return String(fm.sidebar_label ?? fm.title);
};

for (const api of apis) {
  test.describe(api.title, () => {
    // One operation per HTTP method the API uses.
    const byMethod = new Map<string, Operation>();
    for (const op of operations(api)) if (!byMethod.has(op.method)) byMethod.set(op.method, op);

    for (const op of byMethod.values()) {
      const url = operationRoute(api, op.operationId);
      test(`${url} shows the ${op.method} badge, the path and a curl request sample`, async ({page}) => {
        await gotoHydrated(page, url);
        const endpoint = page.locator('.openapi__method-endpoint');
        await expect(endpoint.locator('.badge')).toHaveText(op.method);
        // The path is shown after the server URL, with parameters as `:name`.
        const shown = op.path.replace(/\{(\w+)\}/g, ':$1').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        await expect(endpoint.locator('.openapi__method-endpoint-path')).toHaveText(new RegExp(`^https?://[^/]+${shown}$`));
        const curlTab = page.getByRole('tab', {name: /curl/i}).first();
        await expect(curlTab).toBeVisible();
        await curlTab.click();
        await expect(page.locator('.openapi-tabs__code-container code, .openapi-explorer__code-block-code').first()).toContainText('curl');
        await expect(page.locator('.theme-doc-sidebar-container')).toBeVisible();
      });
    }

    if (api.guides.length > 0) {
      test(`the ${api.id} sidebar holds the guides first, then the reference grouped by tag`, async ({page}) => {
        const first = typeof api.guides[0] === 'string' ? api.guides[0] : api.guides[0].items[0];
        await gotoHydrated(page, `/${api.id}/${first}/`);
        const labels = await page
          .locator('.theme-doc-sidebar-menu > li')
          .evaluateAll((els) => els.map((e) => (e.querySelector('a')?.textContent ?? '').trim()));
        const expected = api.guides.map((g) => (typeof g === 'string' ? docLabel(api, g) : g.label));
        expect(labels).toEqual([...expected, api.referenceLabel]);
        // The reference groups operations by the document's tags, e.g. the operations of its first tag.
        const firstTag = (yaml.load(fs.readFileSync(path.join(root, api.specPath), 'utf8')) as {tags: {name: string}[]}).tags[0].name;
        await expect(page.locator('.theme-doc-sidebar-menu .menu__link--sublist', {hasText: new RegExp(`^${firstTag}$`)})).toBeVisible();
      });
    } else {
      test(`the ${api.id} info page has no sidebar`, async ({page}) => {
        await gotoHydrated(page, `/${api.id}/${api.infoPageId}/`);
        await expect(page.locator('article h1')).toBeVisible();
        await expect(page.locator('.theme-doc-sidebar-container')).toHaveCount(0);
      });
    }
  });
}

test('the API introduction links the authentication pages and the downloadable OpenAPI documents', async ({page, request}) => {
  await gotoHydrated(page, '/api/introduction/');
  await expect(page.locator('article h1')).toBeVisible();
  await expect(page.locator('article a[href="/api/authentication/api-keys/"]').first()).toBeVisible();
  for (const api of apis) {
    const file = `/${api.specPath.replace(/^static\//, '')}`;
    await expect(page.locator(`article a[href="${file}"]`).first()).toBeVisible();
    const response = await request.get(file);
    expect(response.ok()).toBe(true);
    expect(await response.text()).toMatch(/^openapi: 3\./);
  }
});

test.describe('the OpenAPI theme stays on API pages', () => {
  for (const url of ['/concepts/building-block/', posts()[0].route]) {
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

  for (const api of apis) {
    const first = operations(api).find((op) => op.method === 'GET')!;
    test(`an operation page of the ${api.id} reference is styled by the theme before any script runs`, async ({browser}) => {
      const context = await browser.newContext({javaScriptEnabled: false});
      const page = await context.newPage();
      await page.goto(operationRoute(api, first.operationId));
      const endpoint = page.locator('.openapi__method-endpoint');
      await expect(endpoint.locator('.badge')).toHaveText('GET');
      // The theme lays the method and path out in a bordered flex row; unstyled, it would be a plain block.
      expect(await endpoint.evaluate((el) => getComputedStyle(el).display)).toBe('flex');
      expect(await endpoint.locator('.openapi__method-endpoint-path').evaluate((el) => getComputedStyle(el).fontSize)).toBe('12px');
      await context.close();
    });
  }
});
