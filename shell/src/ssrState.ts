import type { RemoteName, RuntimeConfig } from '@prohive/shared';
import type { KnownRemotes } from './federation/remotesManifest';

/** The id of the JSON script element the server writes into the page for the browser's start-up. */
export const SSR_STATE_ELEMENT_ID = 'prohive-ssr-state';

/**
 * The digest the server gives a remote area it did not render (its server container failed, timed out or the
 * page is client-only): the browser renders that area itself, which is by design, not a hydration error.
 */
export const CLIENT_RENDERED_AREA_DIGEST = 'prohive-client-rendered-area';

/** Marks what the server put in <head> for the page, so the browser can hand it over to the page's hooks. */
export const SSR_HEAD_ATTRIBUTE = 'data-ssr-head';

/** What the server tells the browser about the page it rendered. */
export interface SsrState {
  /** The HTML in #root is the server's render of this page: hydrate it rather than render anew. */
  hydrate: boolean;
  /** The remote whose area is in the HTML, if any (loaded before hydrating, so nothing suspends). */
  area: RemoteName | null;
  /** /config.json and /remotes.json as the server read them, so the browser need not fetch them again. */
  config: RuntimeConfig;
  remotes: KnownRemotes;
  /** Phone or desktop, as the server drew the page (the browser hydrates with the same answer). */
  viewport: 'mobile' | 'desktop';
  /** When the server rendered the page (epoch ms): relative times are drawn against it while hydrating. */
  renderedAt?: number;
  /** The RTK Query cache filled during the server render (`store.getState().api`). */
  api?: unknown;
}

/**
 * JSON for a `<script type="application/json">` element: `<` is escaped, so no value (a job title, a search
 * query) can close the element or open another; JSON.parse reads `\u003c` back as `<`. U+2028/2029 are escaped
 * for old parsers that treat them as line ends.
 */
export function serializeSsrState(state: SsrState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The state the server wrote into this page, or null for a page the server did not render. */
export function readSsrState(doc: Document): SsrState | null {
  const element = doc.getElementById(SSR_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as SsrState;
  } catch {
    return null;
  }
}
