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

/** Starts recording hydration warnings on `page`; `found()` lists what was logged so far. */
export function watchHydration(page: Page): { found: () => string[] } {
  const messages: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if ((message.type() === 'error' || message.type() === 'warning') && isHydrationWarning(message.text())) {
      messages.push(message.text());
    }
  });
  page.on('pageerror', (error) => {
    if (isHydrationWarning(String(error.message))) messages.push(error.message);
  });
  return { found: () => [...messages] };
}
