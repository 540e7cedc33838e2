import { AttemptLimiter } from '../../lib/attempt-limiter.js';
import { limitReached, waitInWords, type MessageRateLimits } from '../../lib/publishing-limits.js';

/**
 * Messages per sender, across all their conversations: a per-minute burst limit and a daily ceiling. Only
 * messages that were sent count (a refused one costs nothing); checked before sending, counted after.
 */
export class MessageLimiter {
  readonly #perMinute: AttemptLimiter;
  readonly #perDay: AttemptLimiter;

  constructor(
    private readonly limits: MessageRateLimits,
    now: () => number = Date.now,
  ) {
    this.#perMinute = new AttemptLimiter(limits.perMinute, now);
    this.#perDay = new AttemptLimiter(limits.perDay, now);
  }

  /** 429 with Retry-After when the sender has used either allowance. */
  check(senderId: number): void {
    const key = String(senderId);
    const daily = this.#perDay.check(key);
    if (!daily.allowed) {
      throw limitReached(
        `You have sent the most messages allowed in a day (${this.limits.perDay.max}). You can send more in ${waitInWords(daily.retryAfterSeconds)}.`,
        daily.retryAfterSeconds,
      );
    }
    const burst = this.#perMinute.check(key);
    if (!burst.allowed) {
      throw limitReached(
        `You are sending messages too quickly. Please wait ${burst.retryAfterSeconds} seconds.`,
        burst.retryAfterSeconds,
      );
    }
  }

  sent(senderId: number): void {
    const key = String(senderId);
    this.#perMinute.hit(key);
    this.#perDay.hit(key);
  }
}
