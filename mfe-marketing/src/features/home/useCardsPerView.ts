import { useSyncExternalStore } from 'react';

/** Cards side by side in the carousel: three on wide screens, two on tablets, one on phones. */
const QUERIES: ReadonlyArray<readonly [query: string, perView: number]> = [
  ['(min-width: 1024px)', 3],
  ['(min-width: 640px)', 2],
];

function current(): number {
  if (typeof window === 'undefined' || !window.matchMedia) return 1;
  return QUERIES.find(([query]) => window.matchMedia(query).matches)?.[1] ?? 1;
}

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const lists = QUERIES.map(([query]) => window.matchMedia(query));
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}

export function useCardsPerView(): number {
  return useSyncExternalStore(subscribe, current, () => 3);
}
