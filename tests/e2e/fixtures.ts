import {test as base, expect, type Page} from '@playwright/test';

/**
 * Every page a test opens must log no console error and throw no uncaught exception. A test that provokes an error
 * on purpose sets `expectedConsoleErrors` to a pattern of the messages it expects.
 */
export const test = base.extend<{expectedConsoleErrors: RegExp | undefined; consoleErrors: string[]}>({
  expectedConsoleErrors: [undefined, {option: true}],
  consoleErrors: async ({context, expectedConsoleErrors}, use) => {
    const errors: string[] = [];
    const watch = (page: Page) => {
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => errors.push(`${page.url()}: uncaught ${error.message}`));
    };
    context.pages().forEach(watch);
    context.on('page', watch);
    await use(errors);
    const unexpected = errors.filter((e) => !expectedConsoleErrors?.test(e));
    expect(unexpected, 'console errors').toEqual([]);
  },
  page: async ({page, consoleErrors}, use) => {
    void consoleErrors; // make sure the console watcher is attached before the page is used
    await use(page);
  },
});

export {expect};

/** Docusaurus marks the document once React has hydrated it; before that, clicks and shortcuts may be lost. */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}
