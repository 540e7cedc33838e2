import { createDocumentCookieJar, type CookieJar } from './cookies';
import { safeRedirectPath } from './safeRedirect';

/** Spec §2: a signed-out user sent to /auth leaves the path they came from in this cookie. */
export const PREVIOUS_PAGE_COOKIE = 'previousPage';

const defaultJar = (): CookieJar => createDocumentCookieJar();

/**
 * Only same-site absolute paths are accepted, so the cookie cannot be used to bounce a user to another site
 * after signing in (see `safeRedirectPath` for what counts).
 */
export function isSafeLocalPath(path: string): boolean {
  return safeRedirectPath(path) !== null;
}

/** Remembers where to come back to after signing in. Lives for the browser session. */
export function setPreviousPage(path: string, jar: CookieJar = defaultJar()): void {
  if (!isSafeLocalPath(path))
    throw new TypeError(`previousPage must be a local path, got ${JSON.stringify(path)}`);
  jar.set(PREVIOUS_PAGE_COOKIE, path);
}

/** The remembered path, or null when there is none or it is not a local path. */
export function readPreviousPage(jar: CookieJar = defaultJar()): string | null {
  const path = jar.get(PREVIOUS_PAGE_COOKIE);
  return path && isSafeLocalPath(path) ? path : null;
}

export function clearPreviousPage(jar: CookieJar = defaultJar()): void {
  jar.remove(PREVIOUS_PAGE_COOKIE);
}
