import { type Budget, type JobStatus } from '@prohive/shared';
import { type BudgetPosition, type JobTiming, type ServiceType } from '../../lib/api/jobsEndpoints';
import { formatDollars } from '../../lib/jobDraft';
import { formatDate as formatSharedDate } from '@prohive/ui';

export { formatDollars };

export const STATUS_LABELS: Record<JobStatus, string> = {
  open: 'Open',
  hired: 'Hired',
  completed: 'Completed',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

export const TIMING_LABELS: Record<JobTiming, string> = {
  asap: 'As soon as possible',
  within_week: 'Within a week',
  within_month: 'Within a month',
  flexible: 'Flexible',
  specific_date: 'On a specific date',
};

export const SERVICE_TYPE_LABELS: Record<ServiceType, string> = {
  home: 'Home',
  office: 'Office',
  commercial: 'Commercial',
};

export const BUDGET_POSITION_LABELS: Record<BudgetPosition, string> = {
  below: 'Below budget',
  within: 'Within budget',
  above: 'Above budget',
  no_budget: 'No budget set',
};

export function budgetText({ min_cents, max_cents }: Budget): string {
  if (min_cents !== null && max_cents !== null)
    return min_cents === max_cents
      ? formatDollars(min_cents)
      : `${formatDollars(min_cents)} – ${formatDollars(max_cents)}`;
  if (min_cents !== null) return `From ${formatDollars(min_cents)}`;
  if (max_cents !== null) return `Up to ${formatDollars(max_cents)}`;
  return 'Open to quotes';
}

/**
 * `2026-11-22` or an ISO date-time → 'Nov 22, 2026' by the site's date rule (a plain date is a calendar day;
 * an instant is shown in the viewer's time zone, as on the dashboard). An unreadable value is shown as sent.
 */
export function formatDate(value: string): string {
  return formatSharedDate(value) ?? value;
}

/** 90 → '1 h 30 min'; 2880 → '2 days'. */
export function formatDuration(minutes: number): string {
  if (minutes >= 1440 && minutes % 1440 === 0) {
    const days = minutes / 1440;
    return `${days} day${days === 1 ? '' : 's'}`;
  }
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

export function formatResponseTime(minutes: number | null): string {
  if (minutes === null) return 'Not known yet';
  if (minutes < 60) return `Within ${Math.max(1, Math.round(minutes))} min`;
  const hours = Math.round(minutes / 60);
  return hours < 48 ? `Within ${hours} h` : `Within ${Math.round(hours / 24)} days`;
}

/** -12 → '12% below the median of the other bids'. */
export function medianText(percent: number | null): string {
  if (percent === null) return 'The only bid so far';
  if (percent === 0) return 'At the median of the other bids';
  return `${Math.abs(percent)}% ${percent < 0 ? 'below' : 'above'} the median of the other bids`;
}
