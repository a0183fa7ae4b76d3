import fs from 'fs';
import path from 'path';
import yaml from 'js-yaml';
import {test, expect, gotoHydrated} from './fixtures';
import {apis, type ApiReference} from '../../src/data/apis';
import {frontMatter, posts, root} from '../lib/content';
import {operationPageId} from '../../src/plugins/api-reference/samples';

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

const operationRoute = (api: ApiReference, operationId: string) => `/${api.id}/${operationPageId(operationId)}/`;

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
      test(`${url} shows the ${op.method} badge, the path and request samples for curl, Python and JavaScript`, async ({page}) => {
        await gotoHydrated(page, url);
        const endpoint = page.locator('.openapi__method-endpoint');
        await expect(endpoint.locator('.badge')).toHaveText(op.method);
        await expect(endpoint.locator('.openapi__method-endpoint-path')).toHaveText(op.path);
        const tabs = page.getByRole('tablist', {name: 'Request samples'});
        await expect(tabs.getByRole('tab')).toHaveText(['curl', 'Python', 'JavaScript']);
        const curl = page.getByRole('tabpanel', {name: 'curl'});
        await expect(curl).toContainText(`curl --request ${op.method}`);
        await expect(curl).toContainText(op.path);
        // Keyboard: the arrow key moves to the next client, and the choice holds on the next operation page.
        await tabs.getByRole('tab', {name: 'curl'}).focus();
        await page.keyboard.press('ArrowRight');
        await expect(tabs.getByRole('tab', {name: 'Python'})).toBeFocused();
        await expect(page.getByRole('tabpanel', {name: 'Python'})).toContainText('import requests');
        await expect(curl).toBeHidden();
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

test.describe('API pages are static HTML with light code', () => {
  for (const url of ['/concepts/building-block/', posts()[0].route]) {
    test(`${url} loads none of the API components`, async ({page}) => {
      const scripts: Promise<string>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
      });
      // The page's scripts load after its first paint: they have all come once React has hydrated the page (on a busy
      // machine, the network can be idle for half a second before they start).
      await gotoHydrated(page, url);
      await page.waitForLoadState('networkidle');
      const sources = await Promise.all(scripts);
      expect(sources.length).toBeGreaterThan(0);
      expect(sources.filter((source) => source.includes('openapi__method-endpoint'))).toEqual([]);
    });
  }

  for (const api of apis) {
    const first = operations(api).find((op) => op.method === 'GET')!;
    test(`an operation page of the ${api.id} reference shows its parameters, schemas and examples without any script`, async ({browser}) => {
      const context = await browser.newContext({javaScriptEnabled: false});
      const page = await context.newPage();
      await page.goto(operationRoute(api, first.operationId));
      const endpoint = page.locator('.openapi__method-endpoint');
      await expect(endpoint.locator('.badge')).toHaveText('GET');
      expect(await endpoint.evaluate((el) => getComputedStyle(el).display)).toBe('flex');
      await expect(page.getByRole('heading', {name: 'Responses'})).toBeVisible();
      await expect(page.locator('article code').filter({hasText: /^Accept$/}).first()).toBeVisible();
      await expect(page.locator('article .theme-code-block .token-line').first()).toBeVisible();
      await context.close();
    });
  }
});

test.describe('downloads', () => {
  for (const api of apis) {
    test(`the ${api.title} downloads: the document as JSON and a Postman collection with the hostname variable, linked from the introduction`, async ({page, request}) => {
      const json = await request.get(api.downloads.json);
      expect(json.ok()).toBe(true);
      const document = await json.json();
      expect(document.openapi).toMatch(/^3\./);
      expect(Object.keys(document.paths).length).toBeGreaterThan(0);
      const postman = await (await request.get(api.downloads.postman)).json();
      expect(postman.info.schema).toContain('collection/v2.1.0');
      expect(postman.variable).toContainEqual(expect.objectContaining({key: 'hostname'}));
      expect(postman.auth.type).toBe('bearer');
      await gotoHydrated(page, '/api/introduction/');
      for (const href of [api.downloads.json, api.downloads.postman]) {
        await expect(page.locator(`article a[href="${href}"]`).first()).toBeVisible();
      }
    });
  }
});
