export interface Counter {
  count: number;
  /** Epoch milliseconds at which this window ends and the count starts again from zero. */
  resetsAt: number;
}

// Bounds memory under a flood of distinct keys (random emails or addresses); expired windows are swept first.
export const MAX_TRACKED_KEYS = 50_000;

/**
 * Fixed-window counters in process memory, holding at most `maxKeys` keys: when full, expired windows go
 * first, then the oldest live ones, so a flood of new keys costs old counts rather than unbounded memory.
 */
export class FixedWindowCounters {
  readonly #windows = new Map<string, Counter>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxKeys: number = MAX_TRACKED_KEYS,
  ) {}

  get size(): number {
    return this.#windows.size;
  }

  /** The live window of a key, or null when it has none (never counted, reset, or expired). */
  peek(key: string): Counter | null {
    const window = this.#windows.get(key);
    if (!window || window.resetsAt <= this.now()) return null;
    return { ...window };
  }

  /** Counts one more in the key's live window, opening a new one of windowSeconds when there is none. */
  increment(key: string, windowSeconds: number): Counter {
    const now = this.now();
    let window = this.#windows.get(key);
    if (!window || window.resetsAt <= now) {
      this.#windows.delete(key);
      this.#makeRoom(now);
      window = { count: 0, resetsAt: now + windowSeconds * 1000 };
      this.#windows.set(key, window);
    }
    window.count += 1;
    return { ...window };
  }

  delete(key: string): void {
    this.#windows.delete(key);
  }

  #makeRoom(now: number): void {
    if (this.#windows.size < this.maxKeys) return;
    for (const [key, window] of this.#windows) {
      if (window.resetsAt <= now) this.#windows.delete(key);
    }
    // Still nearly full of live windows: forget the oldest (a Map keeps insertion order) down to 90%, so the
    // sweep above runs once per tenth of the capacity under a flood, not on every new key.
    const target = Math.floor(this.maxKeys * 0.9);
    while (this.#windows.size > target) {
      const oldest = this.#windows.keys().next().value;
      if (oldest === undefined) break;
      this.#windows.delete(oldest);
    }
  }
}

/**
 * Where fixed-window counters live (sign-in, sign-up, every per-address or per-account limit). Asynchronous so
 * the shared Redis store (lib/redis-counter-store.ts) and the in-memory one are interchangeable.
 */
export interface CounterStore {
  /** Adds one to the key's live window (opening one of windowSeconds when there is none) and returns it. */
  increment(key: string, windowSeconds: number): Promise<Counter>;
  /** The key's live window, or null. */
  peek(key: string): Promise<Counter | null>;
  delete(key: string): Promise<void>;
}

/** Process-memory store with a bounded number of keys: right for one api process (no REDIS_URL). */
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

/** The same store seen under a key namespace, so limiters sharing one store never count each other's keys. */
export function namespaced(store: CounterStore, namespace: string): CounterStore {
  const full = (key: string) => `${namespace}:${key}`;
  return {
    increment: (key, windowSeconds) => store.increment(full(key), windowSeconds),
    peek: (key) => store.peek(full(key)),
    delete: (key) => store.delete(full(key)),
  };
}
