import { AttemptLimiter } from '../../lib/attempt-limiter.js';
import type { CounterStore } from '../../lib/counter-store.js';
import { limitReached, waitInWords, type MessageRateLimits } from '../../lib/publishing-limits.js';

/**
 * Messages per sender, across all their conversations: a per-minute burst limit and a daily ceiling. Only
 * messages that were sent count (a refused one costs nothing); checked before sending, counted after.
 */
export class MessageLimiter {
  readonly #perMinute: AttemptLimiter;
  readonly #perDay: AttemptLimiter;

  /** `store` is the app's shared counter store (Redis across replicas when configured). */
  constructor(
    private readonly limits: MessageRateLimits,
    options: { now?: () => number; store?: CounterStore } = {},
  ) {
    this.#perMinute = new AttemptLimiter(limits.perMinute, { ...options, name: 'messages-minute' });
    this.#perDay = new AttemptLimiter(limits.perDay, { ...options, name: 'messages-day' });
  }

  /** 429 with Retry-After when the sender has used either allowance. */
  async check(senderId: number): Promise<void> {
    const key = String(senderId);
    const daily = await this.#perDay.check(key);
    if (!daily.allowed) {
      throw limitReached(
        `You have sent the most messages allowed in a day (${this.limits.perDay.max}). You can send more in ${waitInWords(daily.retryAfterSeconds)}.`,
        daily.retryAfterSeconds,
      );
    }
    const burst = await this.#perMinute.check(key);
    if (!burst.allowed) {
      throw limitReached(
        `You are sending messages too quickly. Please wait ${burst.retryAfterSeconds} seconds.`,
        burst.retryAfterSeconds,
      );
    }
  }

  async sent(senderId: number): Promise<void> {
    const key = String(senderId);
    await Promise.all([this.#perMinute.hit(key), this.#perDay.hit(key)]);
  }
}
