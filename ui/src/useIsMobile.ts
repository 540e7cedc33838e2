import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@prohive/shared';

export function isMobileWidth(width: number): boolean {
  return width < MOBILE_BREAKPOINT_PX;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  window.addEventListener('orientationchange', onChange);
  return () => {
    window.removeEventListener('resize', onChange);
    window.removeEventListener('orientationchange', onChange);
  };
}

const getSnapshot = () => isMobileWidth(window.innerWidth);
// Server render / prerender: assume desktop, the layout corrects itself on hydration.
const getServerSnapshot = () => false;

/** Spec §9: the mobile layout applies below 640 px. Re-renders only when the answer changes. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
