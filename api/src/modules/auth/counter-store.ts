import { FixedWindowCounters, MAX_TRACKED_KEYS, type Counter } from '../../lib/attempt-limiter.js';

export type { Counter };

/**
 * Where sign-in and sign-up counters live. Asynchronous so that a shared store (Redis: INCR with PEXPIRE on
 * the first hit, PTTL, DEL) can replace the in-memory one without changing its callers.
 */
export interface CounterStore {
  /** Adds one to the key's live window (opening one of windowSeconds when there is none) and returns it. */
  increment(key: string, windowSeconds: number): Promise<Counter>;
  /** The key's live window, or null. */
  peek(key: string): Promise<Counter | null>;
  delete(key: string): Promise<void>;
}

/** Process-memory store with a bounded number of keys: right for one api process. */
export class MemoryCounterStore implements CounterStore {
  readonly #counters: FixedWindowCounters;

  constructor(now: () => number = Date.now, maxKeys: number = MAX_TRACKED_KEYS) {
    this.#counters = new FixedWindowCounters(now, maxKeys);
  }

  get size(): number {
    return this.#counters.size;
  }

  async increment(key: string, windowSeconds: number): Promise<Counter> {
    return this.#counters.increment(key, windowSeconds);
  }

  async peek(key: string): Promise<Counter | null> {
    return this.#counters.peek(key);
  }

  async delete(key: string): Promise<void> {
    this.#counters.delete(key);
  }
}
