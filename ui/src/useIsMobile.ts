import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX, useViewportHint } from '@prohive/shared';

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

/**
 * Spec §9: the mobile layout applies below 640 px. Re-renders only when the answer changes. On the server and
 * while hydrating, the server's guess from the request (desktop without one); the real width takes over right
 * after hydration.
 */
export function useIsMobile(): boolean {
  const hint = useViewportHint();
  return useSyncExternalStore(subscribe, getSnapshot, () => hint === 'mobile');
}
