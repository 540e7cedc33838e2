import type { JobStatus } from '@prohive/shared';
import type { MyBid } from '../../lib/api/dashboardEndpoints';

export type JobStatusCounts = Record<JobStatus, number>;

export function countJobStatuses(jobs: readonly { status: JobStatus }[]): JobStatusCounts {
  const counts: JobStatusCounts = { open: 0, hired: 0, completed: 0, cancelled: 0, expired: 0 };
  for (const job of jobs) counts[job.status] += 1;
  return counts;
}

/** The first instant of the calendar month (UTC) `now` falls in: plan limits reset then. */
export function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

export interface BidsUsed {
  count: number;
  /** True when the page read did not reach back to the start of the month, so there may be more. */
  atLeast: boolean;
}

/**
 * Bids placed this month, counted from the newest-first list of the provider's bids (withdrawn ones count: the
 * bid was placed). `total` is the list's total across pages.
 */
export function bidsPlacedThisMonth(
  bids: readonly Pick<MyBid, 'created_at'>[],
  total: number,
  now: Date,
): BidsUsed {
  const since = monthStart(now).getTime();
  const count = bids.filter((bid) => new Date(bid.created_at).getTime() >= since).length;
  return { count, atLeast: count === bids.length && total > bids.length };
}

export interface ChecklistItem {
  id: string;
  label: string;
  done: boolean;
  /** Where on /profile the item is fixed. */
  to: string;
}

export interface ChecklistInput {
  user: { avatar: string | null; phone?: string | null };
  profile: {
    business_name: string;
    bio: string;
    services: readonly unknown[];
    zip: string;
    photos: readonly unknown[];
  } | null;
  certificates: { license: string; insurance: string; background: string };
}

/** A bio shorter than this tells customers too little to choose a pro on. */
export const MIN_USEFUL_BIO_LENGTH = 80;

const submitted = (state: string) => state === 'pending' || state === 'approved';

/** What a provider's profile still lacks before customers see a complete card, in the order worth doing it. */
export function profileChecklist({ user, profile, certificates }: ChecklistInput): ChecklistItem[] {
  return [
    {
      id: 'business',
      label: 'Create your business profile',
      done: Boolean(profile?.business_name.trim()),
      to: '/profile#business',
    },
    {
      id: 'services',
      label: 'Choose the services you offer',
      done: (profile?.services.length ?? 0) > 0,
      to: '/profile#business',
    },
    { id: 'area', label: 'Set your service area', done: Boolean(profile?.zip), to: '/profile#business' },
    {
      id: 'bio',
      label: `Describe your business (at least ${MIN_USEFUL_BIO_LENGTH} characters)`,
      done: (profile?.bio.trim().length ?? 0) >= MIN_USEFUL_BIO_LENGTH,
      to: '/profile#business',
    },
    {
      id: 'photos',
      label: 'Add photos of your work',
      done: (profile?.photos.length ?? 0) > 0,
      to: '/profile#business',
    },
    { id: 'avatar', label: 'Add a profile photo', done: Boolean(user.avatar), to: '/profile#account' },
    { id: 'phone', label: 'Add a phone number', done: Boolean(user.phone), to: '/profile#account' },
    {
      id: 'license',
      label: 'Upload your licence',
      done: submitted(certificates.license),
      to: '/profile#certificates',
    },
    {
      id: 'insurance',
      label: 'Upload proof of insurance',
      done: submitted(certificates.insurance),
      to: '/profile#certificates',
    },
  ];
}
