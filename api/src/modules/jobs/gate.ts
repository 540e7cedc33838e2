import { acceptedBid, type GatedJob, type JobGate } from '../bids/index.js';
import type { ReviewGate } from '../reviews/index.js';
import type { TotalsCache } from '../../lib/totals-cache.js';
import { findJobRow, jobOwner, setJobStatus, type LockedJob } from './repository.js';
import { lockJob, persistExpiry, requireJobTransition } from './service.js';
import { effectiveStatus } from './state-machine.js';

function gated(job: LockedJob, now: Date): GatedJob {
  return {
    id: job.id,
    customer_id: job.customer_id,
    title: job.title,
    status: effectiveStatus(job.status, job.expires_at, now),
    budget_min_cents: job.budget_min_cents,
    budget_max_cents: job.budget_max_cents,
    latitude: job.latitude,
    longitude: job.longitude,
  };
}

/**
 * The jobs module's side of bids and reviews (bids/job-gate.ts, reviews/job-gate.ts); `openJobTotals` is the
 * open list's cache, which a hire changes.
 */
export function jobGate(openJobTotals: TotalsCache): JobGate & ReviewGate {
  return {
    ownerOf: jobOwner,
    find: async (db, jobId, now) => {
      const job = await findJobRow(db, jobId);
      return job ? gated(job, now) : null;
    },
    persistExpiry,
    lock: async (trx, jobId, now) => gated(await lockJob(trx, jobId), now),
    hire: async (trx, job, now) => {
      const to = requireJobTransition('hire', job.status);
      await setJobStatus(trx, [job.id], to, now);
    },
    hired: () => openJobTotals.clear(),
    hiredProviderOf: async (db, jobId) => (await acceptedBid(db, jobId))?.provider_id ?? null,
  };
}
