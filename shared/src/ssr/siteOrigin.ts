import { createContext, useContext } from 'react';

/**
 * The site's public origin for code that renders absolute URLs (canonical links, structured data, share
 * links). The server provides it per request; in the browser it is the page's own origin.
 */
export const SiteOriginContext = createContext<string | null>(null);

export function useSiteOrigin(): string {
  const provided = useContext(SiteOriginContext);
  if (provided) return provided;
  return typeof window === 'undefined' ? '' : window.location.origin;
}
