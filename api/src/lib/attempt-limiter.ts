export interface LimitRule {
  /** Attempts allowed inside one window. */
  max: number;
  windowSeconds: number;
}

export type LimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

interface Window {
  count: number;
  resetsAt: number;
}

// Bounds memory under a flood of distinct keys (random emails); expired windows are swept first.
const MAX_TRACKED_KEYS = 50_000;

/**
 * Fixed-window attempt counters keyed by IP or by email. In memory on purpose: one api process per
 * deployment today; a shared store is the change to make when the api is scaled out.
 */
export class AttemptLimiter {
  readonly #windows = new Map<string, Window>();

  constructor(
    private readonly rule: LimitRule,
    private readonly now: () => number = Date.now,
  ) {}

  /** Checks without counting, for limits that only count failures. */
  check(key: string): LimitDecision {
    const window = this.#windows.get(key);
    const now = this.now();
    if (!window || window.resetsAt <= now || window.count < this.rule.max) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.resetsAt - now) / 1000)) };
  }

  /** Counts an attempt and says whether it was within the limit. */
  hit(key: string): LimitDecision {
    const now = this.now();
    let window = this.#windows.get(key);
    if (!window || window.resetsAt <= now) {
      this.#makeRoom(now);
      window = { count: 0, resetsAt: now + this.rule.windowSeconds * 1000 };
      this.#windows.set(key, window);
    }
    window.count += 1;
    if (window.count <= this.rule.max) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.resetsAt - now) / 1000)) };
  }

  reset(key: string): void {
    this.#windows.delete(key);
  }

  #makeRoom(now: number): void {
    if (this.#windows.size < MAX_TRACKED_KEYS) return;
    for (const [key, window] of this.#windows) {
      if (window.resetsAt <= now) this.#windows.delete(key);
    }
    // Still full of live windows: forget the oldest rather than grow without bound.
    while (this.#windows.size >= MAX_TRACKED_KEYS) {
      const oldest = this.#windows.keys().next().value;
      if (oldest === undefined) break;
      this.#windows.delete(oldest);
    }
  }
}
