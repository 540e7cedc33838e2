import { type Budget } from '@prohive/shared';
import { type JobTiming } from './api/jobsEndpoints';
import { formatBudget as formatSharedBudget, formatDate, formatTimeAgo } from '@prohive/ui';

export function formatBudget(budget: Budget): string {
  return formatSharedBudget(budget, { whole: true });
}

const TIMING_LABELS: Record<JobTiming, string> = {
  asap: 'As soon as possible',
  within_week: 'Within a week',
  within_month: 'Within a month',
  flexible: 'Flexible',
  specific_date: 'On a specific date',
};

/** 'On Mar 4, 2026' for a set date, else the timing's words. */
export function formatTiming(timing: JobTiming, preferredDate: string | null): string {
  if (timing === 'specific_date' && preferredDate) {
    const day = formatDate(preferredDate);
    if (day) return `On ${day}`;
  }
  return TIMING_LABELS[timing] ?? 'Flexible';
}

/** 'Posted 3 hours ago'; `now` is injectable so tests do not depend on the clock. */
export function postedAgo(createdAt: string, now: number = Date.now()): string {
  const ago = formatTimeAgo(createdAt, { now });
  return ago ? `Posted ${ago}` : '';
}

export function formatMiles(miles: number): string {
  const rounded = Math.round(miles * 10) / 10;
  return `${rounded.toLocaleString('en-US', { maximumFractionDigits: 1 })} mi`;
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}
