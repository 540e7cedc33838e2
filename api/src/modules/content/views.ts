import { AttemptLimiter, type LimitRule } from '../../lib/attempt-limiter.js';
import type { CounterStore } from '../../lib/counter-store.js';

export interface ViewLimits {
  /** Views one address may report in a window, across posts; more is refused with 429. */
  perIp: LimitRule;
  /** A reader reloading a post within this window is answered but not counted again. */
  repeatWindowSeconds: number;
}

export const DEFAULT_VIEW_LIMITS: ViewLimits = {
  perIp: { max: 120, windowSeconds: 60 },
  repeatWindowSeconds: 30 * 60,
};

export type ViewDecision =
  { kind: 'count' } | { kind: 'repeat' } | { kind: 'refused'; retryAfterSeconds: number };

/** Keeps view counts honest: a flood from one address is refused, a reload is not counted twice. */
export class ViewGate {
  readonly #perIp: AttemptLimiter;
  readonly #repeats: AttemptLimiter;

  constructor(limits: ViewLimits, now: () => number = Date.now, store?: CounterStore) {
    this.#perIp = new AttemptLimiter(limits.perIp, { now, store, name: 'views-ip' });
    this.#repeats = new AttemptLimiter(
      { max: 1, windowSeconds: limits.repeatWindowSeconds },
      { now, store, name: 'views-repeat' },
    );
  }

  async decide(ip: string, postId: number): Promise<ViewDecision> {
    const flood = await this.#perIp.hit(ip);
    if (!flood.allowed) return { kind: 'refused', retryAfterSeconds: flood.retryAfterSeconds };
    return (await this.#repeats.hit(`${ip}|${postId}`)).allowed ? { kind: 'count' } : { kind: 'repeat' };
  }
}
