// Every public page at 390 px (a common phone width) fits the screen: the page never scrolls sideways and no
// element is wider than the viewport, except inside a container that scrolls or clips on its own (a row of
// chips may scroll within its row; it may not drag the header and the tab bar with it).
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { DATA_PUBLIC_PAGES, FIXED_PUBLIC_PATHS } from '../support/publicRoutes';

const WIDTH = 390;

// Not `isMobile`: a mobile browser widens its layout viewport to fit overflowing content, which stretches
// every full-width element along and hides where the overflow starts. The page's own media queries see the
// same 390 px either way.
test.use({ viewport: { width: WIDTH, height: 844 }, hasTouch: true });

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
    const style = (element: Element) => getComputedStyle(element);
    /**
     * The element whose box this one is laid out in (and clipped by): the parent, or for an absolutely
     * positioned element its nearest positioned ancestor. A visually hidden label inside a scrolling row of
     * chips is positioned against the page, so the row does not clip it and it widens the page.
     */
    const containingBlock = (element: Element): Element | null => {
      const position = style(element).position;
      if (position === 'fixed') return null;
      if (position !== 'absolute') return element.parentElement;
      for (let node = element.parentElement; node; node = node.parentElement) {
        if (node === root || style(node).position !== 'static' || style(node).transform !== 'none')
          return node;
      }
      return root;
    };
    /** Whether a box that scrolls or clips sideways, and itself fits the screen, holds the element in. */
    const contained = (element: Element) => {
      for (let node = containingBlock(element); node && node !== root; node = containingBlock(node)) {
        if (node !== document.body && style(node).overflowX !== 'visible') {
          return node.getBoundingClientRect().right <= viewport + 1;
        }
      }
      return false;
    };
    const isFixed = (element: Element) => {
      for (let node: Element | null = element; node && node !== root; node = node.parentElement) {
        if (style(node).position === 'fixed') return true;
      }
      return false;
    };
    const describe = (element: Element, rect: DOMRect) => {
      const id = element.id ? `#${element.id}` : '';
      const classes = [...element.classList]
        .slice(0, 2)
        .map((name) => `.${name}`)
        .join('');
      const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
      return `${element.tagName.toLowerCase()}${id}${classes} (x ${Math.round(rect.left)}, ${Math.round(rect.width)}px wide) "${label}"`;
    };
    const tooWide: Array<{ width: number; origin: boolean; text: string }> = [];
    for (const element of document.body.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      if (rect.width <= viewport + 1 && rect.right <= viewport + 1) continue;
      // Left of the page (a skip link waiting for focus) cannot widen it.
      if (rect.right <= 0) continue;
      const fixed = isFixed(element);
      // A fixed box never scrolls the page; off to the side it is a closed drawer. Only wider is wrong.
      if (fixed && rect.width <= viewport + 1) continue;
      if (contained(element)) continue;
      // Where an overflow starts: a box that sticks out of the box it is laid out in. What is merely
      // stretched along with it (fixed bars sized by the widened viewport) is listed after.
      const outer = containingBlock(element)?.getBoundingClientRect();
      const origin = !fixed && !!outer && (rect.width > outer.width + 1 || rect.right > outer.right + 1);
      tooWide.push({ width: Math.max(rect.width, rect.right), origin, text: describe(element, rect) });
    }
    tooWide.sort((a, b) => Number(b.origin) - Number(a.origin) || b.width - a.width);
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
    `${path} at ${WIDTH}px: the page is ${overflow.scrollWidth}px wide; sticking out: ${overflow.tooWide.join('; ')}`,
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
