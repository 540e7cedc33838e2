// The test object every spec uses: `baseURL` is the site global-setup started, and every page's third-party
// traffic (IP lookup, reverse geocoding, map tiles…) is answered locally so nothing leaves the machine.
import { test as base, expect } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { stubThirdParties } from '../../scripts/lib/browser';
import type { SiteState } from '../../scripts/lib/composedSite';
import { waitForHydrationOnNavigation, watchHydration } from './hydrationGuard';
import { readSiteState } from './siteState';

/** Pages the `page` fixture checks itself (Playwright may make its context through `browser.newContext`). */
const checkedByPageFixture = new WeakSet<Page>();

export const test = base.extend<{ site: SiteState; guardOtherContexts: void }>({
  // Playwright reads fixture dependencies from the destructuring pattern, so an empty one means "none".
  // eslint-disable-next-line no-empty-pattern
  site: async ({}, provide) => {
    await provide(readSiteState());
  },
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, provide) => {
    await provide(readSiteState().baseUrl);
  },
  context: async ({ context }, provide) => {
    await stubThirdParties(context);
    await provide(context);
  },
  // Every spec's page fails its test on a React hydration warning (e2e/support/hydrationGuard.ts).
  // Navigations wait for hydration, so a spec never types into server HTML React has not attached to yet.
  page: async ({ page }, provide) => {
    checkedByPageFixture.add(page);
    const hydration = watchHydration(page);
    waitForHydrationOnNavigation(page);
    await provide(page);
    expect(hydration.found(), 'React hydration warnings in the console').toEqual([]);
  },
  // The same for the pages of contexts a spec opens itself (a second user, a signed-out visitor): while the
  // test runs, every context `browser.newContext()` makes guards its pages.
  guardOtherContexts: [
    async ({ browser }, provide) => {
      const pages: Page[] = [];
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
        const context = await newContext(...args);
        context.on('page', (page) => {
          pages.push(page);
          watchHydration(page);
          waitForHydrationOnNavigation(page);
        });
        return context;
      };
      try {
        await provide();
      } finally {
        browser.newContext = newContext;
      }
      expect(
        pages
          .filter((page) => !checkedByPageFixture.has(page))
          .flatMap((page) => watchHydration(page).found()),
        'React hydration warnings in the console of another context',
      ).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Client-side navigation (what a link click does), so the page and its state stay the same document. */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
