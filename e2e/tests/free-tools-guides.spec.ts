// The three free-tools guides in the composed site: each loads with one h1 and its contents, a contents link
// brings its section into view and moves focus to it (with the sticky side column still on screen at desktop
// width), and at 390 px the contents sit above the text and no table or word pushes the page sideways. Section
// names are read from the page, so editors can rewrite the guides without touching this spec.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const GUIDES = ['pricing-guide', 'marketing-guide', 'operations-guide'] as const;

const PHONE_WIDTH = 390;

function contents(page: Page) {
  return page.getByRole('main').getByRole('navigation', { name: 'Contents' });
}

/** Opens a guide and waits for its lazily loaded screen. */
async function openGuide(page: Page, slug: string): Promise<void> {
  const response = await page.goto(`/free-tools/${slug}`);
  expect(response?.status(), `/free-tools/${slug} answers`).toBe(200);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}

/** What sticks out past the right edge of the screen and is not held in by a box that scrolls on its own. */
function overflowingElements(
  page: Page,
): Promise<{ scrollWidth: number; clientWidth: number; tooWide: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const viewport = root.clientWidth;
    const heldByScroller = (element: Element) => {
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        if (getComputedStyle(node).overflowX !== 'visible') {
          return node.getBoundingClientRect().right <= viewport + 1;
        }
      }
      return false;
    };
    const tooWide: string[] = [];
    for (const element of document.querySelectorAll('main *')) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.right <= viewport + 1) continue;
      if (heldByScroller(element)) continue;
      tooWide.push(`${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`);
    }
    return { scrollWidth: root.scrollWidth, clientWidth: viewport, tooWide: tooWide.slice(0, 5) };
  });
}

test.describe('free-tools guides at desktop width', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const slug of GUIDES) {
    test(`${slug} has one h1, its title and a contents entry for every section`, async ({ page }) => {
      await openGuide(page, slug);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page).toHaveTitle(/ \| Prohive$/);
      await expect(main.getByText(/\d+ min read/)).toBeVisible();
      await expect(main.getByText(/Last reviewed/)).toBeVisible();

      const links = contents(page).getByRole('link');
      expect(await links.count()).toBeGreaterThanOrEqual(6);
      for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? ''))) {
        expect(href).toMatch(/^#[a-z0-9-]+$/);
        await expect(page.locator(`[id="${href.slice(1)}"]`)).toHaveCount(1);
      }
    });

    test(`${slug}: a contents link jumps to its section and focuses its heading`, async ({ page }) => {
      await openGuide(page, slug);
      const link = contents(page).getByRole('link').last();
      const name = (await link.textContent())?.trim() ?? '';
      const href = (await link.getAttribute('href')) ?? '';

      await link.focus();
      await page.keyboard.press('Enter');

      const heading = page.getByRole('main').getByRole('heading', { level: 2, name, exact: true });
      await expect(heading).toBeFocused();
      await expect(heading).toBeInViewport();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      // The side column is sticky: it is still on screen far down the article.
      await expect(contents(page)).toBeInViewport();
    });
  }
});

test.describe(`free-tools guides at ${PHONE_WIDTH}px wide`, () => {
  // Not `isMobile`, as in narrow-screen-overflow.spec.ts: a mobile layout viewport would widen to fit overflow.
  test.use({ viewport: { width: PHONE_WIDTH, height: 844 }, hasTouch: true });

  for (const slug of GUIDES) {
    test(`${slug} does not scroll sideways and shows its contents above the text`, async ({ page }) => {
      await openGuide(page, slug);
      const overflow = await overflowingElements(page);
      expect(overflow, `sticking out: ${overflow.tooWide.join('; ')}`).toEqual({
        scrollWidth: overflow.clientWidth,
        clientWidth: overflow.clientWidth,
        tooWide: [],
      });

      const contentsBox = await contents(page).boundingBox();
      const firstSection = await page.locator('main article section h2').first().boundingBox();
      expect(contentsBox && firstSection && contentsBox.y < firstSection.y).toBe(true);

      // A wide table scrolls inside its own box instead of widening the page.
      const scroller = page
        .getByRole('main')
        .getByRole('region')
        .filter({ has: page.getByRole('table') })
        .first();
      const box = await scroller.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= PHONE_WIDTH + 1).toBe(true);
    });
  }
});
