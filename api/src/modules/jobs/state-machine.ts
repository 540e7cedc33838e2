import type { JobStatus } from '../../db/schema.js';
import { decide, type Actor, type Decision, type Rule } from '../../lib/transitions.js';

/** The job lifecycle (lib/transitions.ts): routes ask `jobTransition` and never compare statuses themselves. */

export const JOB_STATUSES: readonly JobStatus[] = ['open', 'hired', 'completed', 'cancelled', 'expired'];

export type JobAction = 'hire' | 'complete' | 'cancel' | 'expire' | 'reopen';

export const JOB_RULES: Record<JobAction, Rule<JobStatus>> = {
  hire: {
    from: ['open'],
    to: 'hired',
    actor: 'owner',
    refusals: {
      hired: 'A pro has already been hired for this job.',
      completed: 'A completed job cannot hire another pro.',
      cancelled: 'A cancelled job cannot hire a pro.',
      expired: 'This job has expired and can no longer hire a pro.',
    },
  },
  complete: {
    from: ['hired'],
    to: 'completed',
    actor: 'owner',
    refusals: {
      open: 'Hire a pro before marking the job completed.',
      completed: 'This job is already completed.',
      cancelled: 'A cancelled job cannot be completed.',
      expired: 'An expired job cannot be completed.',
    },
  },
  cancel: {
    from: ['open', 'hired'],
    to: 'cancelled',
    actor: 'owner',
    refusals: {
      completed: 'A completed job cannot be cancelled.',
      cancelled: 'This job is already cancelled.',
      expired: 'An expired job cannot be cancelled.',
    },
  },
  expire: {
    from: ['open'],
    to: 'expired',
    actor: 'system',
    refusals: {
      hired: 'Only an open job can expire.',
      completed: 'Only an open job can expire.',
      cancelled: 'Only an open job can expire.',
      expired: 'This job has already expired.',
    },
  },
  // Further conditions (no pro was ever hired, closed within REOPEN_WINDOW_DAYS, not hidden) are the service's:
  // they need more than the status.
  reopen: {
    from: ['cancelled', 'expired'],
    to: 'open',
    actor: 'owner',
    refusals: {
      open: 'This job is already open.',
      hired: 'A pro is hired for this job; it cannot be reopened.',
      completed: 'A completed job cannot be reopened. Post a new job instead.',
    },
  },
};

export function jobTransition(action: JobAction, from: JobStatus, actor: Actor): Decision<JobStatus> {
  return decide(JOB_RULES, action, from, actor);
}

/** Open jobs live this long; after it they are `expired` (persisted by the sweep, and hidden at once). */
export const JOB_LIFETIME_DAYS = 30;

/** A cancelled or expired job can be reopened for this long after it closed; later, post a new one. */
export const REOPEN_WINDOW_DAYS = 30;

/**
 * The status a reader should see: an open job past its expiry is expired even before the sweep has
 * written it, so it is never listed or biddable.
 */
export function effectiveStatus(status: JobStatus, expiresAt: Date, now: Date): JobStatus {
  return status === 'open' && expiresAt.getTime() <= now.getTime() ? 'expired' : status;
}

/**
 * Whether the owner may reopen the job now (the service enforces the same rules and says why not): cancelled
 * or expired, no pro ever hired, not hidden, closed at most REOPEN_WINDOW_DAYS ago.
 */
export function canReopen(
  job: {
    status: JobStatus;
    expires_at: Date;
    cancelled_at: Date | null;
    updated_at: Date;
    hired_at: Date | null;
    hidden_at: Date | null;
  },
  now: Date,
): boolean {
  const status = effectiveStatus(job.status, job.expires_at, now);
  if (!jobTransition('reopen', status, 'owner').ok || job.hired_at !== null || job.hidden_at !== null) {
    return false;
  }
  const closedAt = status === 'cancelled' ? (job.cancelled_at ?? job.updated_at) : job.expires_at;
  return now.getTime() - closedAt.getTime() <= REOPEN_WINDOW_DAYS * 86_400_000;
}
