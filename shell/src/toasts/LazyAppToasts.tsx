import { Suspense, lazy, useEffect } from 'react';
import { selectCurrentUser, useAppSelector } from '@prohive/shared';
import { requestToasts, useToastsRequested } from './toastHost';

const AppToasts = lazy(() => import('./AppToasts').then((module) => ({ default: module.AppToasts })));

/**
 * Signs that a toast may follow: a press, a key, a touch, or a form field changed without either (a file
 * dropped on an input, autofill, a test's setInputFiles). Captured on the window, so nothing can stop them.
 */
const FIRST_INTERACTION = ['pointerdown', 'keydown', 'touchstart', 'input', 'change', 'drop'] as const;

/**
 * The app-wide toasts, mounted on the first interaction, the first toast the shell shows, or as soon as a user
 * is signed in (signed-in screens are where remotes toast the most). See toastHost.ts.
 */
export function LazyAppToasts() {
  const wanted = useToastsRequested();
  const signedIn = useAppSelector((state) => selectCurrentUser(state) !== null);
  useEffect(() => {
    if (wanted) return;
    if (signedIn) {
      void requestToasts();
      return;
    }
    const request = () => void requestToasts();
    for (const type of FIRST_INTERACTION)
      window.addEventListener(type, request, { capture: true, passive: true });
    return () => {
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, request, { capture: true });
    };
  }, [wanted, signedIn]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AppToasts />
    </Suspense>
  );
}
