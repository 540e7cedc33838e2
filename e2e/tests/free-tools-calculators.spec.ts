// The free tools remote in the composed site: /free-tools lists the fifteen tools in their groups and filters
// them; the pricing and roofing calculators give the figures worked out by hand, from a URL and from typing,
// keep their inputs in the URL, and survive bad input with an inline message (never NaN); axe finds no serious
// or critical violation on the index and on each calculator, in the light and the dark theme.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const CALCULATORS = [
  'pricing-calculator',
  'profit-calculator',
  'labor-cost-calculator',
  'house-cleaning-calculator',
  'lawn-care-calculator',
  'roofing-calculator',
  'profit-forecast',
];
const THEMES = ['light', 'dark'] as const;

/** The tool's headline figure, once its lazy screen has rendered. */
function headline(page: Page) {
  return page.getByRole('main').getByTestId('result-headline');
}

async function expectNoBrokenNumbers(page: Page): Promise<void> {
  await expect(page.getByRole('main')).not.toContainText(/NaN|Infinity/);
}

test.describe('the free tools index', () => {
  test('lists the fifteen tools in four groups, each linking to its page', async ({ page }) => {
    await page.goto('/free-tools');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    const toolLinks = main.locator('a[href^="/free-tools/"]');
    await expect(toolLinks).toHaveCount(15);
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      'Calculators',
      'Templates and documents',
      'Guides',
      'Planning',
    ]);
    const hrefs = await toolLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(new Set(hrefs).size).toBe(15);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/free-tools$/);
  });

  test('filters by name and description, with an empty state', async ({ page }) => {
    await page.goto('/free-tools');
    const main = page.getByRole('main');
    const filter = main.getByLabel('Filter tools');
    await filter.fill('roofing');
    await expect(main.locator('a[href^="/free-tools/"]')).toHaveCount(1);
    await filter.fill('nothing-like-this');
    await expect(main.locator('a[href^="/free-tools/"]')).toHaveCount(0);
    await expect(main.getByText(/No tools match/)).toBeVisible();
    await filter.fill('');
    await expect(main.locator('a[href^="/free-tools/"]')).toHaveCount(15);
  });
});

test.describe('calculators', () => {
  test('pricing from the URL: ($300 + $100) cost at a 20% margin → $500, and markup ≠ margin explained', async ({
    page,
  }) => {
    await page.goto(
      '/free-tools/pricing-calculator?labour=300&materials=100&overhead=0&mode=margin&margin=20',
    );
    await expect(headline(page)).toHaveText('$500');
    const main = page.getByRole('main');
    await expect(main.getByText('Why markup is not margin:')).toBeVisible();
    await expect(page).toHaveTitle('Pricing Calculator – Free Tools | Prohive');
    // The canonical URL never carries the inputs.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/free-tools\/pricing-calculator$/,
    );
    await expect(
      main.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Free tools' }),
    ).toBeVisible();
  });

  test('pricing survives bad input: a message, no result, no NaN; fixing it brings the result back', async ({
    page,
  }) => {
    await page.goto('/free-tools/pricing-calculator');
    await expect(headline(page)).toHaveText('$825');
    const labour = page.getByRole('main').getByLabel('Labour cost');
    for (const [typed, message] of [
      ['abc', 'Labour cost must be a number.'],
      ['-40', "Labour cost can't be negative."],
      ['', 'Enter labour cost.'],
      ['99999999999', 'Labour cost must be at most $1,000,000.'],
    ] as const) {
      await labour.fill(typed);
      await expect(page.getByRole('main').getByText(message)).toBeVisible();
      await expect(labour).toHaveAttribute('aria-invalid', 'true');
      await expect(headline(page)).toHaveCount(0);
      await expectNoBrokenNumbers(page);
    }
    await labour.fill('800');
    // ($800 + $200) × 1.1 × 1.25 = $1,375
    await expect(headline(page)).toHaveText('$1,375');
  });

  test('roofing typed in: 1,000 sq ft flat, no waste, $400 a square → $4,000; the URL keeps it through a reload', async ({
    page,
  }) => {
    await page.goto('/free-tools/roofing-calculator');
    const main = page.getByRole('main');
    await expect(headline(page)).toHaveText('$8,610 – $13,530');
    await main.getByLabel('Footprint (sq ft)').fill('1000');
    await main.getByLabel('Roof pitch').fill('0');
    await main.getByLabel('Waste factor').fill('0');
    await main.getByLabel('Installed price per square, low').fill('400');
    await main.getByLabel('Installed price per square, high').fill('400');
    await expect(headline(page)).toHaveText('$4,000');
    await expect(page).toHaveURL(/footprint=1000/);
    await expect(page).toHaveURL(/high=400/);

    await page.reload();
    await expect(headline(page)).toHaveText('$4,000');
    await expect(main.getByLabel('Footprint (sq ft)')).toHaveValue('1000');

    await main.getByLabel('Installed price per square, high').fill('300');
    await expect(main.getByText('The high price must be at least the low price.')).toBeVisible();
    await expect(headline(page)).toHaveCount(0);
    await expectNoBrokenNumbers(page);
  });
});

for (const theme of THEMES) {
  test.describe(`axe in the ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((mode) => window.localStorage.setItem('theme', mode), theme);
    });

    for (const path of ['/free-tools', ...CALCULATORS.map((slug) => `/free-tools/${slug}`)]) {
      test(`${path} has no serious or critical axe violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        if (path !== '/free-tools') await expect(headline(page)).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);

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

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  for (const slug of CALCULATORS) {
    test(`/free-tools/${slug} does not scroll sideways`, async ({ page }) => {
      await page.goto(`/free-tools/${slug}`);
      await expect(headline(page)).toBeVisible();
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    });
  }
});
