import AxeBuilder from '@axe-core/playwright';
import fs from 'fs';
import path from 'path';
import type {Page} from '@playwright/test';

/** WCAG 2.1 levels A and AA: every axe rule tagged with them. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Every page of the built site's sitemap, as a path (`/concepts/workspace/`), test-only fixture pages left out. */
export function sitemapPages(buildDir = path.join(__dirname, '..', '..', 'build')): string[] {
  const xml = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]).pathname)
    .filter((p) => !p.startsWith('/__test-fixtures__/'))
    .sort();
}

/**
 * Watches a page for what a reader must never meet: console errors, uncaught errors, and same-origin requests that
 * fail or answer with an error status. `take()` returns what happened since the last call.
 */
export function watchPage(page: Page, origin: string): {take: () => string[]} {
  let problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console error: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`uncaught error: ${e.message}`));
  page.on('requestfailed', (r) => {
    // A navigation cancels the requests of the page it leaves (net::ERR_ABORTED): not a failure of the site.
    if (r.url().startsWith(origin) && r.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`request failed: ${r.url()} (${r.failure()?.errorText})`);
  });
  page.on('response', (r) => {
    if (r.url().startsWith(origin) && r.status() >= 400) problems.push(`request failed: ${r.url()} (HTTP ${r.status()})`);
  });
  return {
    take: () => {
      const taken = problems;
      problems = [];
      return taken;
    },
  };
}

/**
 * axe's WCAG 2.1 A/AA violations on the page as it is now, one line each, with up to three of the elements. Every
 * rule with those tags runs. Two settings halve the time axe takes and change no finding: the legacy mode runs axe
 * in the page itself (the default opens a second page to combine the results of frames, and our pages have none),
 * and only violations are collected (not the passes, whose element selectors axe otherwise computes). `options()`
 * comes first: it replaces what `withTags()` sets.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const {violations} = await new AxeBuilder({page}).options({resultTypes: ['violations']}).withTags(wcagTags).setLegacyMode(true).analyze();
  return violations.map((v) => `axe ${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}${v.nodes.length > 3 ? ` and ${v.nodes.length - 3} more` : ''}`);
}

/** Switches the colour mode with the navbar's toggle, as a reader does, without reloading the page. */
export async function toggleColourMode(page: Page): Promise<'light' | 'dark'> {
  const html = page.locator('html');
  const before = await html.getAttribute('data-theme');
  // The toggle is named "Switch between dark and light mode (currently light mode)", disabled until hydration; a CSS
  // selector finds it much faster than a role query, which walks the accessibility tree of the whole page.
  await page.locator('button[aria-label*="dark and light mode"]:not([disabled])').first().click();
  const after = before === 'dark' ? 'light' : 'dark';
  await html.and(page.locator(`[data-theme="${after}"]`)).waitFor({state: 'attached'});
  // Links, the navbar and the search button fade to their new colours (CSS transitions); a reader sees where they
  // end, so the check waits for them. Checked mid-fade, their contrast is neither mode's.
  await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'));
  return after;
}

/**
 * Opens `url`, waits until React has hydrated it and the network is quiet, runs axe in the colour mode it opened
 * in, switches the colour mode and runs axe again. Returns every problem, each prefixed with the page and mode.
 */
export async function checkPage(page: Page, url: string, watcher: {take: () => string[]}): Promise<string[]> {
  const problems: string[] = [];
  await page.goto(url);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  const first = ((await page.locator('html').getAttribute('data-theme')) ?? 'light') as 'light' | 'dark';
  problems.push(...(await axeViolations(page)).map((v) => `${url} [${first}] ${v}`));
  const second = await toggleColourMode(page);
  problems.push(...(await axeViolations(page)).map((v) => `${url} [${second}] ${v}`));
  problems.push(...watcher.take().map((p) => `${url} ${p}`));
  return problems;
}
