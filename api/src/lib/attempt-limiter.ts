export interface LimitRule {
  /** Attempts allowed inside one window. */
  max: number;
  windowSeconds: number;
}

export type LimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface Counter {
  count: number;
  /** Epoch milliseconds at which this window ends and the count starts again from zero. */
  resetsAt: number;
}

// Bounds memory under a flood of distinct keys (random emails or addresses); expired windows are swept first.
export const MAX_TRACKED_KEYS = 50_000;

/** Whole seconds until a window ends, at least 1 (what a Retry-After header carries). */
export function secondsUntil(resetsAt: number, now: number): number {
  return Math.max(1, Math.ceil((resetsAt - now) / 1000));
}

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
 * Fixed-window attempt limit for one kind of key (an IP, a user id...). In memory on purpose: one api process
 * per deployment today; the sign-in counters already sit behind a CounterStore for when the api is scaled out.
 */
export class AttemptLimiter {
  readonly #counters: FixedWindowCounters;

  constructor(
    private readonly rule: LimitRule,
    private readonly now: () => number = Date.now,
  ) {
    this.#counters = new FixedWindowCounters(now);
  }

  /** Checks without counting, for limits that only count failures. */
  check(key: string): LimitDecision {
    const window = this.#counters.peek(key);
    if (!window || window.count < this.rule.max) return { allowed: true };
    return { allowed: false, retryAfterSeconds: secondsUntil(window.resetsAt, this.now()) };
  }

  /** Counts an attempt and says whether it was within the limit. */
  hit(key: string): LimitDecision {
    const window = this.#counters.increment(key, this.rule.windowSeconds);
    if (window.count <= this.rule.max) return { allowed: true };
    return { allowed: false, retryAfterSeconds: secondsUntil(window.resetsAt, this.now()) };
  }

  reset(key: string): void {
    this.#counters.delete(key);
  }
}
