import { type Budget, type BidStatus, type JobStatus } from '@prohive/shared';
import { formatBudget as formatSharedBudget, formatCents, formatDate as formatSharedDate } from '@prohive/ui';
import type { Tone } from '../components/ui';

export { formatCents };

export function formatBudget(budget: Budget): string {
  return formatSharedBudget(budget, { empty: 'No budget given' });
}

/** "Nov 22, 2026" by the site's date rule (the viewer's time zone), or '' when unreadable. */
export function formatDate(iso: string): string {
  return formatSharedDate(iso) ?? '';
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
