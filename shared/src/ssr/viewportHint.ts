import { createContext, useContext } from 'react';

/**
 * Whether the page is drawn for a phone, as the server guessed it from the request (the User-Agent's
 * "Mobile" token or the `Sec-CH-UA-Mobile` hint, scripts/serve/appServer.ts). Layouts that switch by width in JavaScript (`useIsMobile`)
 * use it for the server render and for hydration, so a phone gets the phone layout in the HTML instead of the
 * desktop one replaced after hydration (a layout shift and a second render of the page). Null outside a
 * server-rendered page.
 */
export const ViewportHintContext = createContext<'mobile' | 'desktop' | null>(null);

export function useViewportHint(): 'mobile' | 'desktop' | null {
  return useContext(ViewportHintContext);
}
