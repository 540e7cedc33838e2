import type { Budget, BidStatus, JobStatus } from '@prohive/shared';
import type { Tone } from './ui';

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const exact = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Whole dollars when the amount is whole ($1,250), cents otherwise ($99.50). */
export function formatCents(cents: number): string {
  return cents % 100 === 0 ? dollars.format(cents / 100) : exact.format(cents / 100);
}

export function formatBudget({ min_cents, max_cents }: Budget): string {
  if (min_cents !== null && max_cents !== null)
    return min_cents === max_cents
      ? formatCents(min_cents)
      : `${formatCents(min_cents)} – ${formatCents(max_cents)}`;
  if (min_cents !== null) return `From ${formatCents(min_cents)}`;
  if (max_cents !== null) return `Up to ${formatCents(max_cents)}`;
  return 'No budget given';
}

const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : shortDate.format(date);
}

export const JOB_STATUS: Record<JobStatus, { label: string; tone: Tone }> = {
  open: { label: 'Open', tone: 'info' },
  hired: { label: 'Hired', tone: 'progress' },
  completed: { label: 'Completed', tone: 'success' },
  cancelled: { label: 'Cancelled', tone: 'muted' },
  expired: { label: 'Expired', tone: 'muted' },
};

export const BID_STATUS: Record<BidStatus, { label: string; tone: Tone }> = {
  pending: { label: 'Pending', tone: 'info' },
  accepted: { label: 'Won', tone: 'success' },
  declined: { label: 'Declined', tone: 'danger' },
  withdrawn: { label: 'Withdrawn', tone: 'muted' },
};

export function bidCountLabel(count: number): string {
  return count === 1 ? '1 bid' : `${count} bids`;
}

export const jobPath = (id: number) => `/job/${id}`;
export const providerPath = (id: number) => `/professionals/${id}`;
