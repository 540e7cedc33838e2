import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * When the server rendered the page (epoch ms), on the server and while the browser hydrates its HTML; null
 * in a page the browser renders itself.
 */
export const RenderTimeContext = createContext<number | null>(null);

/** How often relative times ('5 minutes ago') are drawn again while a page stays open. */
export const CLOCK_TICK_MS = 60_000;

// One clock for the whole page: a value that only changes on a tick, as useSyncExternalStore needs a snapshot
// that stays the same between two reads.
let current = 0;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function tick(): void {
  current = Date.now();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    // A page that had no clock on it for a while starts from the present, not from its last tick (a reading
    // less than a tick old, such as the server's render time just hydrated, is kept).
    if (current !== 0 && Date.now() - current >= CLOCK_TICK_MS) current = Date.now();
    timer = setInterval(tick, CLOCK_TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/**
 * The clock's reading. The first one is the server's render time when that is less than a tick old, so the
 * relative times just hydrated are not drawn again at once (for words that rarely differ).
 */
function readClock(renderedAt: number | null): number {
  // A server process serves many requests: it keeps no clock of its own (the shell's server always gives the
  // render time; anything else draws against the present).
  if (typeof window === 'undefined') return renderedAt ?? Date.now();
  if (current === 0) {
    const now = Date.now();
    current = renderedAt !== null && now - renderedAt < CLOCK_TICK_MS ? renderedAt : now;
  }
  return current;
}

/**
 * The time to draw relative times against. On the server and while hydrating, the server's render time, so
 * both draw the same words ('Posted 5 minutes ago' must not turn into '6 minutes' between the server's render
 * and the browser's, a hydration mismatch); the browser's clock starts from it and moves on every minute.
 */
export function useRenderNow(): number {
  const renderedAt = useContext(RenderTimeContext);
  return useSyncExternalStore(
    subscribe,
    () => readClock(renderedAt),
    () => renderedAt ?? readClock(null),
  );
}
