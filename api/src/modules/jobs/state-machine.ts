import type { BidStatus, JobStatus } from '../../db/schema.js';

/**
 * The job and bid lifecycles as data: which transitions exist, who may trigger each, and the 409 message for
 * every illegal one. Routes ask `jobTransition`/`bidTransition` and never compare statuses themselves, so the
 * rules live in one table that the unit tests walk exhaustively.
 */

export const JOB_STATUSES: readonly JobStatus[] = ['open', 'hired', 'completed', 'cancelled', 'expired'];
export const BID_STATUSES: readonly BidStatus[] = ['pending', 'accepted', 'declined', 'withdrawn'];

/** Who triggers a transition: the job's customer, the bidding provider, or the server itself (expiry). */
export type Actor = 'owner' | 'bidder' | 'system';

export type JobAction = 'hire' | 'complete' | 'cancel' | 'expire';
export type BidAction = 'accept' | 'decline' | 'withdraw' | 'edit';

interface Rule<S extends string> {
  from: readonly S[];
  /** Null: the action keeps the status (an edit). */
  to: S | null;
  actor: Actor;
  /** Why the action is refused in each status it is not allowed from. */
  refusals: Partial<Record<S, string>>;
}

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
};

export const BID_RULES: Record<BidAction, Rule<BidStatus>> = {
  accept: {
    from: ['pending'],
    to: 'accepted',
    actor: 'owner',
    refusals: {
      accepted: 'This bid has already been accepted.',
      declined: 'A declined bid cannot be accepted.',
      withdrawn: 'The pro withdrew this bid.',
    },
  },
  decline: {
    from: ['pending'],
    to: 'declined',
    actor: 'owner',
    refusals: {
      accepted: 'An accepted bid cannot be declined.',
      declined: 'This bid is already declined.',
      withdrawn: 'The pro withdrew this bid.',
    },
  },
  withdraw: {
    from: ['pending'],
    to: 'withdrawn',
    actor: 'bidder',
    refusals: {
      accepted: 'An accepted bid cannot be withdrawn.',
      declined: 'A declined bid cannot be withdrawn.',
      withdrawn: 'This bid is already withdrawn.',
    },
  },
  edit: {
    from: ['pending'],
    to: null,
    actor: 'bidder',
    refusals: {
      accepted: 'An accepted bid cannot be changed.',
      declined: 'A declined bid cannot be changed.',
      withdrawn: 'A withdrawn bid cannot be changed.',
    },
  },
};

export type Decision<S extends string> = { ok: true; to: S } | { ok: false; message: string };

function decide<S extends string, A extends string>(
  rules: Record<A, Rule<S>>,
  action: A,
  from: S,
  actor: Actor,
): Decision<S> {
  const rule = rules[action];
  if (rule.actor !== actor) return { ok: false, message: 'You are not allowed to do this.' };
  if (!rule.from.includes(from)) {
    return { ok: false, message: rule.refusals[from] ?? 'This change is not allowed right now.' };
  }
  return { ok: true, to: rule.to ?? from };
}

export function jobTransition(action: JobAction, from: JobStatus, actor: Actor): Decision<JobStatus> {
  return decide(JOB_RULES, action, from, actor);
}

export function bidTransition(action: BidAction, from: BidStatus, actor: Actor): Decision<BidStatus> {
  return decide(BID_RULES, action, from, actor);
}

/** Open jobs live this long; after it they are `expired` (persisted by the sweep, and hidden at once). */
export const JOB_LIFETIME_DAYS = 30;

/**
 * The status a reader should see: an open job past its expiry is expired even before the sweep has
 * written it, so it is never listed or biddable.
 */
export function effectiveStatus(status: JobStatus, expiresAt: Date, now: Date): JobStatus {
  return status === 'open' && expiresAt.getTime() <= now.getTime() ? 'expired' : status;
}
