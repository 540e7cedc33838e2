import { createContext, useContext } from 'react';

/** One `<meta>` by name or property (mirrors HeadMeta in @prohive/ui). */
export interface ServerHeadMeta {
  name?: string;
  property?: string;
  content: string;
}

/** What a page asked to put in `<head>` during a server render (the browser sets it in effects). */
export interface ServerHead {
  title?: string;
  meta: ServerHeadMeta[];
  canonical?: string;
  jsonLd: Array<Record<string, unknown>>;
  /** Where a `<Navigate>` rendered on the server sends the visitor: the server answers with a redirect. */
  redirect?: string;
}

/**
 * Collects the page's title, meta tags, canonical link and JSON-LD during a server render, where effects never
 * run. One per request (the server creates it and writes it into the HTML's head); absent in the browser.
 */
export const ServerHeadContext = createContext<ServerHead | null>(null);

export function createServerHead(): ServerHead {
  return { meta: [], jsonLd: [] };
}

/** The request's head collector during a server render; null in the browser. */
export function useServerHead(): ServerHead | null {
  return useContext(ServerHeadContext);
}
