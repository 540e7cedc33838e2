import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { detectLocation, selectLocation, type LocationState } from './locationSlice';

/** The first sign of a person using the page. */
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/**
 * Starts location detection once, at the visitor's first interaction with the page (a tap, a key, focus);
 * the shell mounts it at the top of the tree. Not at load: the lookups are third-party requests that cost
 * the first visit time and, where the service is blocked or offline, console errors on every page, for a ZIP
 * that only matters once somebody reaches for a search form. The ref keeps React's development double-mount
 * from asking twice.
 */
export function useLocationDetection(): void {
  const dispatch = useAppDispatch();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return undefined;
    const stopListening = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, start, true);
    };
    function start() {
      stopListening();
      if (started.current) return;
      started.current = true;
      void dispatch(detectLocation());
    }
    for (const type of INTERACTIONS) window.addEventListener(type, start, { capture: true, passive: true });
    return stopListening;
  }, [dispatch]);
}

/** The detected location (spec §3 fields). */
export function useDetectedLocation(): LocationState {
  return useAppSelector(selectLocation);
}
