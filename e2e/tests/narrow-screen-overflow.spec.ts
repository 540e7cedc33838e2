// Every public page at 390 px (a common phone width) fits the screen: the page never scrolls sideways and no
// element is wider than the viewport, except inside a container that scrolls or clips on its own (a row of
// chips may scroll within its row; it may not drag the header and the tab bar with it).
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { DATA_PUBLIC_PAGES, FIXED_PUBLIC_PATHS } from '../support/publicRoutes';

const WIDTH = 390;

test.use({ viewport: { width: WIDTH, height: 844 }, isMobile: true, hasTouch: true });

interface Overflow {
  scrollWidth: number;
  clientWidth: number;
  /** The widest elements that stick out, described enough to find them. */
  tooWide: string[];
}

/** Brings every lazily loaded band into view so it is measured too, then goes back to the top. */
async function renderWholePage(page: Page): Promise<void> {
  await expect(page.locator('main').first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  for (const section of await page.locator('[data-lazy-section]').all()) {
    await section.scrollIntoViewIfNeeded();
    await expect(section).toHaveAttribute('data-loaded', 'true');
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

function measureOverflow(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const viewport = root.clientWidth;
    const scrollsOrClips = (element: Element) => {
      const { overflowX } = getComputedStyle(element);
      return overflowX !== 'visible';
    };
    const insideOwnScroller = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== root; parent = parent.parentElement) {
        if (parent !== document.body && scrollsOrClips(parent)) return true;
      }
      return false;
    };
    const describe = (element: Element, width: number) => {
      const id = element.id ? `#${element.id}` : '';
      const classes = [...element.classList]
        .slice(0, 2)
        .map((name) => `.${name}`)
        .join('');
      const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
      return `${element.tagName.toLowerCase()}${id}${classes} ${Math.round(width)}px "${label}"`;
    };
    const tooWide: Array<{ width: number; text: string }> = [];
    for (const element of document.body.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      if (rect.width <= viewport + 1 && rect.right <= viewport + 1) continue;
      if (rect.width === 0 || rect.height === 0) continue;
      // Wholly off-screen by design (a skip link waiting for focus, a closed drawer) is not an element
      // sticking out; if it widened the page, scrollWidth says so.
      if (rect.right <= 0 || (rect.left >= viewport && rect.width <= viewport)) continue;
      if (insideOwnScroller(element)) continue;
      tooWide.push({ width: Math.max(rect.width, rect.right), text: describe(element, rect.width) });
    }
    tooWide.sort((a, b) => b.width - a.width);
    return {
      scrollWidth: root.scrollWidth,
      clientWidth: viewport,
      tooWide: tooWide.slice(0, 5).map((entry) => entry.text),
    };
  });
}

async function expectNoOverflow(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), `${path} answers`).toBe(200);
  await renderWholePage(page);
  const overflow = await measureOverflow(page);
  expect(
    overflow,
    `${path} at ${WIDTH}px: the page is ${overflow.scrollWidth}px wide; widest elements: ${overflow.tooWide.join('; ')}`,
  ).toEqual({ scrollWidth: overflow.clientWidth, clientWidth: overflow.clientWidth, tooWide: [] });
}

test.describe(`at ${WIDTH}px wide`, () => {
  for (const path of FIXED_PUBLIC_PATHS) {
    test(`${path} does not scroll sideways`, async ({ page }) => {
      await expectNoOverflow(page, path);
    });
  }

  for (const kind of DATA_PUBLIC_PAGES) {
    test(`${kind.name} does not scroll sideways`, async ({ page, request }) => {
      const path = await kind.resolve(request);
      await expectNoOverflow(page, path);
    });
  }
});
