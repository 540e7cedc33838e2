// React's hydration warnings are bugs (the server's HTML and the browser's first render disagree). Every spec
// gets this guard through the `page` fixture: a hydration message in the console fails the test that caused it.
import type { ConsoleMessage, Page } from '@playwright/test';

/**
 * React's hydration failures: the development wording, and the production build's minified errors
 * (418 mismatch, 419/421/422/423 boundary switched to client rendering, 425 text mismatch).
 */
const HYDRATION_MESSAGE =
  /hydrat|did(?: not|n't) match|server rendered (?:html|text)|react\.dev\/errors\/(?:418|419|421|422|423|425)\b/i;

export function isHydrationWarning(text: string): boolean {
  return HYDRATION_MESSAGE.test(text);
}

const watchers = new WeakMap<Page, { found: () => string[] }>();

/** Starts recording hydration warnings on `page` (once per page); `found()` lists what was logged so far. */
export function watchHydration(page: Page): { found: () => string[] } {
  const existing = watchers.get(page);
  if (existing) return existing;
  const messages: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if ((message.type() === 'error' || message.type() === 'warning') && isHydrationWarning(message.text())) {
      messages.push(message.text());
    }
  });
  page.on('pageerror', (error) => {
    if (isHydrationWarning(String(error.message))) messages.push(error.message);
  });
  const watcher = { found: () => [...messages] };
  watchers.set(page, watcher);
  return watcher;
}

/**
 * True once a server-rendered page has hydrated, or at once for a page the server did not render. The shell
 * marks #root after React's first commit, but a Suspense boundary whose lazy page was still loading then
 * hydrates later: until it does, its HTML has no React behind it (a change event on its file input is lost).
 * React marks each element it hydrates with a `__reactFiber$…` property; the first element of every
 * server-rendered boundary (`<!--$-->`) must have one.
 */
function hydratedOrClientRendered(): boolean {
  if (!document.getElementById('prohive-ssr-state')) return true;
  const root = document.getElementById('root');
  if (root?.dataset.hydrated !== 'true') return false;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeValue !== '$') continue;
    let first = node.nextSibling;
    while (first && first.nodeType !== Node.ELEMENT_NODE && first.nodeValue !== '/$')
      first = first.nextSibling;
    if (
      first?.nodeType === Node.ELEMENT_NODE &&
      !Object.keys(first).some((key) => key.startsWith('__reactFiber$'))
    )
      return false;
  }
  return true;
}

/**
 * Makes `page.goto` and `page.reload` resolve once a server-rendered page has hydrated: before that, its
 * buttons and fields are HTML React has not attached to, and a click or keystroke would be lost.
 */
const settling = new WeakSet<Page>();

export function waitForHydrationOnNavigation(page: Page): void {
  if (settling.has(page)) return;
  settling.add(page);
  const settle = async () => {
    await page
      .waitForFunction(hydratedOrClientRendered, undefined, { timeout: 20_000 })
      .catch(() => undefined);
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await settle();
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await settle();
    return response;
  };
}
