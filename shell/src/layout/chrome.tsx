import { lazy, useState } from 'react';
import type { ComponentType } from 'react';

/** The page's chrome for one kind of screen: the header and what sits at the bottom. */
interface Chrome {
  Header: ComponentType;
  Bottom: ComponentType;
}

type Variant = 'mobile' | 'desktop';

// A visitor needs one variant's chrome, so each is a chunk of its own and the other is fetched only if the
// width crosses the breakpoint. The server build resolves chrome.server.ts instead, which renders both
// synchronously into the HTML.
const importers: Record<Variant, () => Promise<Chrome>> = {
  desktop: () =>
    import('./desktopChrome').then((chrome) => ({ Header: chrome.DesktopHeader, Bottom: chrome.SiteFooter })),
  mobile: () =>
    import('./mobileChrome').then((chrome) => ({ Header: chrome.MobileHeader, Bottom: chrome.MobileTabBar })),
};

const loading = new Map<Variant, Promise<Chrome>>();
const loaded = new Map<Variant, Chrome>();

function loadChrome(variant: Variant): Promise<Chrome> {
  let promise = loading.get(variant);
  if (!promise) {
    const importer = importers[variant];
    // One more try: without its chrome the page has no header, and a dropped request is the likely failure.
    promise = importer()
      .catch(() => importer())
      .then((chrome) => {
        loaded.set(variant, chrome);
        return chrome;
      });
    // A failure is not kept, so the next render or preload asks again.
    promise.catch(() => loading.delete(variant));
    loading.set(variant, promise);
  }
  return promise;
}

/**
 * Starts downloading the chrome the page hydrates with (the server's guess) and the one the window's width
 * calls for, before React needs them, so hydrating the header does not wait for a round trip of its own.
 */
export async function preloadChrome(hint: Variant | undefined, mobileNow: boolean): Promise<void> {
  const wanted = new Set<Variant>([mobileNow ? 'mobile' : 'desktop']);
  if (hint) wanted.add(hint);
  // Never rejects: a chunk that failed is asked for again when the layout renders it.
  await Promise.all([...wanted].map((variant) => loadChrome(variant).catch(() => undefined)));
}

function chromePart(variant: Variant, part: keyof Chrome): ComponentType {
  const Lazy = lazy(() => loadChrome(variant).then((chrome) => ({ default: chrome[part] })));
  function ChromePart() {
    // Loaded already (preloaded before hydrating): render it directly, without suspending. Read once per
    // mount: switching from the lazy wrapper to the direct component later would remount the header.
    const [Ready] = useState(() => loaded.get(variant)?.[part]);
    return Ready ? <Ready /> : <Lazy />;
  }
  ChromePart.displayName = `Chrome(${variant}.${part})`;
  return ChromePart;
}

export const DesktopHeader = chromePart('desktop', 'Header');
export const SiteFooter = chromePart('desktop', 'Bottom');
export const MobileHeader = chromePart('mobile', 'Header');
export const MobileTabBar = chromePart('mobile', 'Bottom');
