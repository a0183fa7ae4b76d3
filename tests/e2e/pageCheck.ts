import fs from 'fs';
import path from 'path';
import type {Page} from '@playwright/test';

/** WCAG 2.1 levels A and AA: every axe rule tagged with them. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The rules whose outcome depends on colours: the only ones that can change when the reader switches the colour
 * mode, which changes CSS variables and nothing else a rule reads (the DOM stays the same; a diagram's dark image
 * carries the same `alt` as its light twin, from one prop of `src/components/Diagram`).
 */
export const colourRules = ['color-contrast', 'link-in-text-block'];

/**
 * The chrome every page of a layout repeats: navbar, footer, the docs sidebar and the blog's recent-posts sidebar.
 * The pass checks it on the first page of each layout in a batch and leaves it out on the others, which then cost
 * axe only their own content (a release note's sidebar alone took two thirds of its checks). The docs sidebars'
 * collapsed categories are checked fully by `all-pages.spec.ts` ("every sidebar item").
 */
export const chromeSelectors = [
  '.theme-layout-navbar',
  '.theme-layout-footer',
  '.theme-doc-sidebar-container',
  'nav[aria-label="Blog recent posts navigation"]',
];

/**
 * Content that other checks cover, left out of a page's check after the first page of its layout in a batch (which
 * is checked whole, like the chrome):
 * - the code of code blocks without a highlighted line (`pre code`: all syntax-highlighting tokens): their colours
 *   come only from the two code themes, and `tests/unit/prismThemes.test.ts` checks every token colour of each theme
 *   against its code block background (the blocks themselves, their scroll regions and buttons, and every block with
 *   a highlighted line stay in the pass). Leaving out each token instead made axe slower, not faster: matching
 *   thousands of excluded elements cost a large API page more than checking them (2.7 s against 0.8 s, all rules);
 * - the post excerpts of the blog's list and tag pages: each is the top of its post, rendered by the same components
 *   (`tests/e2e/blog.spec.ts` compares every excerpt on every list page with the post's page), and the pass checks
 *   every post's page in both modes.
 */
export const coveredElsewhere = [
  'pre code:not(:has(.theme-code-block-highlighted-line))',
  '.blog-list-page article .markdown',
  '.blog-tags-post-list-page article .markdown',
];

/** Every page of the built site's sitemap, as a path (`/concepts/workspace/`). */
export function sitemapPages(buildDir = path.join(__dirname, '..', '..', 'build')): string[] {
  const xml = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname).sort();
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

const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** What the in-page code needs of axe-core, and a violation as it leaves the page. */
type Axe = {run: (context: unknown, options: unknown) => Promise<{violations: {id: string; impact: string; nodes: {target: string[]}[]}[]}>};
type Violation = {id: string; impact: string; targets: string[]};

/** A violation in one line, with up to three of its elements. */
const violationLine = (v: Violation) =>
  `axe ${v.id} (${v.impact}): ${v.targets.slice(0, 3).join(' | ')}${v.targets.length > 3 ? ` and ${v.targets.length - 3} more` : ''}`;

/**
 * axe's violations on the page as it is now, one line each, with up to three of the elements: every WCAG 2.1 A/AA
 * rule, or only `rules`, on the whole page or the elements of `include`, with the elements of `exclude` left out.
 * axe-core runs in the page itself, injected once per page load (`@axe-core/playwright` injects it again on every
 * call, which cost a fifth of each check), and reports only violations (not the passes, whose selectors it otherwise
 * computes).
 */
export async function axeViolations(page: Page, {rules, include, exclude = []}: {rules?: string[]; include?: string[]; exclude?: string[]} = {}): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const runOnly = rules ? {type: 'rule', values: rules} : {type: 'tag', values: wcagTags};
  const violations = await page.evaluate(
    async ({runOnly, include, exclude}) => {
      const axe = (window as unknown as {axe: Axe}).axe;
      const context = include || exclude.length ? {...(include && {include: include.map((s) => [s])}), exclude: exclude.map((s) => [s])} : document;
      const {violations} = await axe.run(context, {runOnly, resultTypes: ['violations']});
      return violations.map((v): Violation => ({id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' '))}));
    },
    {runOnly, include, exclude},
  );
  return violations.map(violationLine);
}

/**
 * Switches the colour mode with the navbar's toggle, without reloading the page. The click is the button's own
 * (`HTMLElement.click()`, the event React handles for a reader's click): Playwright's pointer click first waits for
 * the button to be visible, stable and hit, several round trips per page that the shell tests already make with a
 * real click. (A synthetic click is no pointer interaction, so the page's held-back link prefetches stay held back:
 * the chunks they would fetch are those of the linked pages, which the pass loads when it opens them.)
 */
export async function toggleColourMode(page: Page): Promise<'light' | 'dark'> {
  const after = await page.evaluate(() => {
    const before = document.documentElement.dataset.theme;
    // Named "Switch between dark and light mode (currently light mode)"; disabled until hydration.
    const toggle = document.querySelector<HTMLButtonElement>('button[aria-label*="dark and light mode"]:not([disabled])');
    if (!toggle) throw new Error('no enabled colour mode toggle in the navbar');
    toggle.click();
    return before === 'dark' ? 'light' : 'dark';
  });
  await page.locator(`html[data-theme="${after}"]`).waitFor({state: 'attached'});
  // Links, the navbar and the search button fade to their new colours (CSS transitions); a reader sees where they
  // end, so the check waits for them. Checked mid-fade, their contrast is neither mode's. (The pass's browser asks
  // for reduced motion, for which the theme turns its transitions off; this wait then ends at once.)
  await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'));
  return after;
}

/** The pages that load axe-core with every document they open (`checkPage`). */
const pagesWithAxe = new WeakSet<Page>();

/** What a page's check runs in the page, in one call (see `checkPage`). */
interface InPageCheck {
  wcagTags: string[];
  colourRules: string[];
  chrome: string[];
  afterFirst: string[];
  checkedLayouts: string[];
}

/**
 * Opens `url`, waits until React has hydrated it, runs every WCAG A/AA rule in the colour mode it opened in, switches
 * the colour mode and runs the colour rules again. On the first page of each layout (`checkedLayouts` holds the
 * layouts already seen in this batch) both runs cover the whole page; on the others, the chrome, the code of code
 * blocks and the list pages' excerpts are left out (`chromeSelectors`, `coveredElsewhere`).
 * axe-core is registered with the tab once (`addInitScript`) and loads with each document it opens, instead of being
 * sent with every page; after the navigation, the check is one call into the page (the wait for hydration, both runs,
 * the toggle between them): the separate steps that the other tests use (`axeViolations`, `toggleColourMode`) cost
 * eight round trips a page. On five batches, interleaved, this took 11 and 16 % less time than sending axe-core and
 * waiting for hydration in calls of their own.
 * Returns every problem, each prefixed with the page and mode.
 */
export async function checkPage(page: Page, url: string, watcher: {take: () => string[]}, checkedLayouts = new Set<string>()): Promise<string[]> {
  if (!pagesWithAxe.has(page)) {
    await page.addInitScript(axeSource);
    pagesWithAxe.add(page);
  }
  await page.goto(url);
  const input: InPageCheck = {
    wcagTags,
    colourRules,
    chrome: chromeSelectors,
    afterFirst: coveredElsewhere,
    checkedLayouts: [...checkedLayouts],
  };
  const result = await page.evaluate(async ({wcagTags, colourRules, chrome, afterFirst, checkedLayouts}: InPageCheck) => {
    const html = document.documentElement;
    // React has hydrated the page when Docusaurus marks <html> (the colour mode toggle is disabled until then).
    if (html.dataset.hasHydrated !== 'true') {
      await new Promise<void>((resolve, reject) => {
        const observer = new MutationObserver(() => {
          if (html.dataset.hasHydrated !== 'true') return;
          observer.disconnect();
          clearTimeout(timer);
          resolve();
        });
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(new Error('the page did not hydrate within 30 s'));
        }, 30_000);
        observer.observe(html, {attributes: true, attributeFilter: ['data-has-hydrated']});
      });
    }
    const axe = (window as unknown as {axe: Axe}).axe;
    // The layout: the plugin instance and page type, from the classes Docusaurus puts on <html>.
    const layout = html.className.split(/\s+/).filter((c) => /^plugin-/.test(c) || /-page$/.test(c)).sort().join(' ') || 'other';
    const exclude = (checkedLayouts.includes(layout) ? [...chrome, ...afterFirst] : []).map((s) => [s]);
    const found = async (runOnly: unknown): Promise<Violation[]> =>
      (await axe.run({exclude}, {runOnly, resultTypes: ['violations']})).violations.map((v) => ({id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' '))}));
    const modeOf = () => (html.dataset.theme === 'dark' ? 'dark' : 'light');
    const first = modeOf();
    const inFirst = await found({type: 'tag', values: wcagTags});
    // The navbar's toggle, clicked as toggleColourMode does, then wait until <html> carries the other mode and no
    // colour transition runs (the pass asks for reduced motion, so none does).
    const toggle = document.querySelector<HTMLButtonElement>('button[aria-label*="dark and light mode"]:not([disabled])');
    if (!toggle) throw new Error('no enabled colour mode toggle in the navbar');
    toggle.click();
    const deadline = performance.now() + 10_000;
    while (modeOf() === first || document.getAnimations().some((a) => a instanceof CSSTransition && a.playState === 'running')) {
      if (performance.now() > deadline) throw new Error(`the colour mode stayed ${first} after the toggle`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const inSecond = await found({type: 'rule', values: colourRules});
    return {layout, first, second: modeOf(), inFirst, inSecond};
  }, input);
  checkedLayouts.add(result.layout);
  const lines = (mode: string, found: Violation[]) => found.map((v) => `${url} [${mode}] ${violationLine(v)}`);
  return [...lines(result.first, result.inFirst), ...lines(result.second, result.inSecond), ...watcher.take().map((p) => `${url} ${p}`)];
}
