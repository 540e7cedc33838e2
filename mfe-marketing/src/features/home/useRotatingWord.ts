import { useEffect, useState } from 'react';

/** Spec §2: the hero's rotating word and how often it changes. */
export const ROTATING_WORDS = [
  'professional',
  'reliable',
  'trusted',
  'skilled',
  'experienced',
  'qualified',
  'certified',
] as const;
export const ROTATING_WORD_INTERVAL_MS = 3000;

/**
 * The index of the word to show: advances every `intervalMs` and wraps around. While `still` is true (reduced
 * motion) it stays where it is and no timer runs.
 */
export function useRotatingIndex(count: number, intervalMs: number, still: boolean): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (still || count < 2) return undefined;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [count, intervalMs, still]);
  return index;
}
