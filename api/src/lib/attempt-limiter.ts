import { MemoryCounterStore, namespaced, type CounterStore } from './counter-store.js';

export { FixedWindowCounters } from './counter-store.js';

export interface LimitRule {
  /** Attempts allowed inside one window. */
  max: number;
  windowSeconds: number;
}

export type LimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Whole seconds until a window ends, at least 1 (what a Retry-After header carries). */
export function secondsUntil(resetsAt: number, now: number): number {
  return Math.max(1, Math.ceil((resetsAt - now) / 1000));
}

/**
 * Fixed-window attempt limit for one kind of key (an IP, a user id...). Its counts live in the app's counter
 * store: Redis when REDIS_URL is set, so every api replica enforces the same limit, else process memory.
 */
export class AttemptLimiter {
  readonly #counters: CounterStore;
  private readonly now: () => number;

  /**
   * @param options.store the app's shared store (AppContext.counters); a private in-memory one when absent.
   * @param options.name namespaces this limiter's keys inside a shared store.
   */
  constructor(
    private readonly rule: LimitRule,
    options: { now?: () => number; store?: CounterStore; name?: string } = {},
  ) {
    this.now = options.now ?? Date.now;
    const store = options.store ?? new MemoryCounterStore(this.now);
    this.#counters = options.name ? namespaced(store, options.name) : store;
  }

  /** Checks without counting, for limits that only count failures. */
  async check(key: string): Promise<LimitDecision> {
    const window = await this.#counters.peek(key);
    if (!window || window.count < this.rule.max) return { allowed: true };
    return { allowed: false, retryAfterSeconds: secondsUntil(window.resetsAt, this.now()) };
  }

  /** Counts an attempt and says whether it was within the limit. */
  async hit(key: string): Promise<LimitDecision> {
    const window = await this.#counters.increment(key, this.rule.windowSeconds);
    if (window.count <= this.rule.max) return { allowed: true };
    return { allowed: false, retryAfterSeconds: secondsUntil(window.resetsAt, this.now()) };
  }

  async reset(key: string): Promise<void> {
    await this.#counters.delete(key);
  }
}
