import { type Budget, type JobTiming } from '@prohive/shared';
import { formatBudget as formatSharedBudget, formatCents } from '@prohive/ui';

/** Whole dollars for budgets ("$1,200"); cents are noise at this scale. */
export function dollars(cents: number): string {
  return formatCents(cents, { whole: true });
}

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
    const date = new Date(`${preferredDate}T12:00:00Z`);
    if (!Number.isNaN(date.getTime())) {
      return `On ${date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })}`;
    }
  }
  return TIMING_LABELS[timing] ?? 'Flexible';
}

/** 'Posted 3 hours ago'; `now` is injectable so tests do not depend on the clock. */
export function postedAgo(createdAt: string, now: number = Date.now()): string {
  const then = Date.parse(createdAt);
  if (Number.isNaN(then)) return '';
  const minutes = Math.max(0, Math.floor((now - then) / 60_000));
  if (minutes < 1) return 'Posted just now';
  if (minutes < 60) return `Posted ${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `Posted ${hours} hour${hours === 1 ? '' : 's'} ago`;
  const days = Math.floor(hours / 24);
  if (days < 30) return `Posted ${days} day${days === 1 ? '' : 's'} ago`;
  const months = Math.floor(days / 30);
  return `Posted ${months} month${months === 1 ? '' : 's'} ago`;
}

export function formatMiles(miles: number): string {
  const rounded = Math.round(miles * 10) / 10;
  return `${rounded.toLocaleString('en-US', { maximumFractionDigits: 1 })} mi`;
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}
