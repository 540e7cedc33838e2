import { Suspense, lazy, useEffect } from 'react';
import { requestToasts, useToastsRequested } from './toastHost';

const AppToasts = lazy(() => import('./AppToasts').then((module) => ({ default: module.AppToasts })));

const FIRST_INTERACTION = ['pointerdown', 'keydown', 'touchstart'] as const;

/** The app-wide toasts, mounted on the first interaction or toast (see toastHost.ts). */
export function LazyAppToasts() {
  const wanted = useToastsRequested();
  useEffect(() => {
    if (wanted) return;
    const request = () => void requestToasts();
    for (const type of FIRST_INTERACTION)
      window.addEventListener(type, request, { capture: true, passive: true });
    return () => {
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, request, { capture: true });
    };
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AppToasts />
    </Suspense>
  );
}
