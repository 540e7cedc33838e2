// axe-core over the composed page (shell + marketing remote) in both themes: no serious or critical
// violations. Lesser findings are left to reviews; these two levels block people from using the page.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { register, signInOnAuthPage } from '../support/jobsFlow';

const PAGES = ['/', '/faq', '/services/plumbing'];
const THEMES = ['light', 'dark'] as const;

/** Brings every lazily loaded band of the page into view, so axe checks all of it, then back to the top. */
async function renderWholePage(page: Page): Promise<void> {
  const lazy = page.locator('[data-lazy-section]');
  for (const section of await lazy.all()) {
    await section.scrollIntoViewIfNeeded();
    await expect(section).toHaveAttribute('data-loaded', 'true');
  }
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
}

for (const theme of THEMES) {
  test.describe(`in the ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((mode) => window.localStorage.setItem('theme', mode), theme);
    });

    for (const path of PAGES) {
      test(`${path} has no serious or critical axe violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await renderWholePage(page);

        const results = await new AxeBuilder({ page }).analyze();
        const blocking = results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => ({
            rule: violation.id,
            impact: violation.impact,
            help: violation.help,
            targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
          }));
        expect(blocking).toEqual([]);
      });
    }
  });
}

// The shell's layout owns the page's one <main>; a remote that renders its own nests a second landmark, which
// screen readers announce twice (axe rates it moderate, so the scan above does not catch it).
test('signed-in account screens have exactly one main landmark', async ({ page, request }) => {
  const account = await register(request, 'customer', 'Landmark Tester');
  await page.goto('/auth');
  await signInOnAuthPage(page, account.email, account.password);
  await expect(page).not.toHaveURL(/\/auth/);
  for (const path of ['/saved', '/customer/dashboard', '/profile']) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }), path).toBeVisible();
    await expect(page.locator('main, [role="main"]'), path).toHaveCount(1);
  }
});
