import { HttpError } from '../http-errors.js';
import type { LimitRule } from './attempt-limiter.js';

/**
 * What one account may publish, so that one account cannot flood the public lists (issue #17: one account
 * posted 1,000 jobs in 9 seconds). The defaults live here; config.ts reads overrides from the environment.
 * Bids also have the plan's monthly allowance, and a review needs a completed job with a hire, one per job,
 * so reviews are bounded by the job cap.
 */
export interface PublishingLimits {
  /** Jobs one customer may post in any 24 hours. */
  jobsPerDay: number;
  /** Jobs an account younger than `newAccountDays` may have open at once. */
  newAccountOpenJobs: number;
  newAccountDays: number;
  /** Bids one provider may place in any 24 hours, whatever their plan allows in a month. */
  bidsPerDay: number;
}

export const DEFAULT_PUBLISHING_LIMITS: PublishingLimits = {
  jobsPerDay: 20,
  newAccountOpenJobs: 5,
  newAccountDays: 7,
  bidsPerDay: 50,
};

/**
 * Messages one sender may send, across all their conversations: a burst limit that stops a script (or a stuck
 * retry loop) and a daily ceiling far above real use. Fixed windows in process memory (lib/attempt-limiter.ts).
 */
export interface MessageRateLimits {
  perMinute: LimitRule;
  perDay: LimitRule;
}

export const DEFAULT_MESSAGE_RATE_LIMITS: MessageRateLimits = {
  perMinute: { max: 30, windowSeconds: 60 },
  perDay: { max: 500, windowSeconds: 86_400 },
};

export const DAY_MS = 86_400_000;

/** A wait in words, rounded up: "40 minutes", "3 hours", "2 days". */
export function waitInWords(seconds: number): string {
  const unit = (count: number, name: string) => `${count} ${name}${count === 1 ? '' : 's'}`;
  if (seconds < 3_600) return unit(Math.max(1, Math.ceil(seconds / 60)), 'minute');
  if (seconds < 2 * 86_400) return unit(Math.ceil(seconds / 3_600), 'hour');
  return unit(Math.ceil(seconds / 86_400), 'day');
}

/** "1 job", "20 jobs". */
export function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

/**
 * When the oldest of the entries that hold a rolling 24-hour cap leaves the window, so the count falls under
 * `cap` again: `times` are the entries of the last 24 hours, oldest first.
 */
export function windowFreesAt(times: Date[], cap: number): Date {
  const leaving = times[Math.max(0, times.length - cap)] ?? times[0]!;
  return new Date(leaving.getTime() + DAY_MS);
}

/** 429 with the reason and, when a later time lifts the limit, Retry-After. */
export function limitReached(message: string, retryAfterSeconds: number | null): HttpError {
  const headers: Record<string, string> =
    retryAfterSeconds === null ? {} : { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) };
  return new HttpError(429, message, undefined, headers);
}
