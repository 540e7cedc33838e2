import type { Kysely, Transaction } from 'kysely';
import type { BidStatus, Database } from '../../db/schema.js';
import { forbidden, HttpError, notFound } from '../../http-errors.js';
import { count, DAY_MS, limitReached, waitInWords, windowFreesAt } from '../../lib/publishing-limits.js';
import { providerCards } from '../providers/index.js';
import { appliedPlan } from '../subscriptions/index.js';
import type { GatedJob, JobGate } from './job-gate.js';
import {
  noticeBidAccepted,
  noticeBidChanged,
  noticeBidDeclined,
  noticeBidPlaced,
  type BidMailSettings,
} from './notices.js';
import { compareBids, toBid } from './presenter.js';
import {
  acceptedBidOf,
  bidOnJobBy,
  bidTimesSince,
  bidsOfProvider,
  bidsOnJobFor,
  countBidsOfProvider,
  countBidsSince,
  countedAmounts,
  hasBusinessProfile,
  hiredPros,
  insertBid,
  jobOfBid,
  lockBidRow,
  lockPendingBidsOfJobs,
  lockPendingBidsOfProvider,
  lockProvider,
  setBidStatus,
  setStatusOfBids,
  updateBidRow,
  type BidRow,
  type HiredPro,
} from './repository.js';
import type { Bid } from './schemas.js';
import { bidTransition, type BidAction } from './state-machine.js';

type Db = Kysely<Database> | Transaction<Database>;

const conflict = (message: string) => new HttpError(409, message);

export { bidOwner } from './repository.js';

/** The customer who owns the bid's job: the job's owner accepts and declines its bids. */
export async function bidJobOwner(db: Db, gate: JobGate, bidId: number): Promise<number | null> {
  const jobId = await jobOfBid(db, bidId);
  return jobId === null ? null : gate.ownerOf(db, jobId);
}

interface PlanAllowance {
  slug: string;
  name: string;
  bidsPerMonth: number | null;
}

/** The bid allowance of the plan that applies (subscriptions/live.ts: lapsed periods fall back to starter). */
async function planAllowance(db: Db, providerId: number, now: Date): Promise<PlanAllowance> {
  const plan = await appliedPlan(db, providerId, now);
  return { slug: plan.slug, name: plan.name, bidsPerMonth: plan.limits.bids_per_month ?? null };
}

function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

export interface BidInput {
  amount_cents: number;
  message?: string;
  estimated_duration_minutes?: number | null;
}

/**
 * 429 past `bidsPerDay` bids in the last 24 hours, with Retry-After: a plan's monthly allowance can be
 * unlimited, and even a limited one could be spent in a minute.
 */
async function checkDailyBids(trx: Transaction<Database>, providerId: number, bidsPerDay: number, now: Date) {
  const placed = await bidTimesSince(trx, providerId, new Date(now.getTime() - DAY_MS));
  if (placed.length < bidsPerDay) return;
  const wait = (windowFreesAt(placed, bidsPerDay).getTime() - now.getTime()) / 1000;
  throw limitReached(
    `You can place up to ${count(bidsPerDay, 'bid')} a day. You can bid again in ${waitInWords(wait)}.`,
    wait,
  );
}

export async function createBid(
  db: Kysely<Database>,
  gate: JobGate,
  jobId: number,
  providerId: number,
  input: BidInput,
  now: Date,
  limits: { bidsPerDay: number },
  mail: BidMailSettings,
): Promise<Bid> {
  await gate.persistExpiry(db, jobId, now);
  return db.transaction().execute(async (trx) => {
    await lockProvider(trx, providerId);
    const job = await gate.lock(trx, jobId, now);
    if (job.customer_id === providerId) throw forbidden('You cannot bid on your own job.');
    if (!(await hasBusinessProfile(trx, providerId))) {
      throw forbidden('Complete your business profile before placing bids.');
    }
    if (job.status !== 'open') throw conflict('This job is no longer accepting bids.');
    if (await bidOnJobBy(trx, jobId, providerId)) {
      throw conflict('You have already placed a bid on this job. Edit it instead.');
    }
    const plan = await planAllowance(trx, providerId, now);
    if (
      plan.bidsPerMonth !== null &&
      (await countBidsSince(trx, providerId, monthStart(now))) >= plan.bidsPerMonth
    ) {
      throw forbidden(
        `You have used all ${plan.bidsPerMonth} bids of your ${plan.name} plan this month. Upgrade your plan to place more bids.`,
      );
    }
    await checkDailyBids(trx, providerId, limits.bidsPerDay, now);
    const bid = await insertBid(
      trx,
      {
        job_id: jobId,
        provider_id: providerId,
        amount_cents: input.amount_cents,
        message: input.message?.trim() ?? '',
        estimated_duration_minutes: input.estimated_duration_minutes ?? null,
      },
      now,
    );
    await noticeBidPlaced(trx, job, bid, mail);
    return toBid(bid);
  });
}

/** Locks the bid's job, then the bid: the same order as accept, so concurrent changes never deadlock. */
async function lockBid(
  trx: Transaction<Database>,
  gate: JobGate,
  bidId: number,
  now: Date,
): Promise<{ job: GatedJob; bid: BidRow }> {
  const jobId = await jobOfBid(trx, bidId);
  if (jobId === null) throw notFound('Bid not found.');
  const job = await gate.lock(trx, jobId, now);
  return { job, bid: await lockBidRow(trx, bidId) };
}

function requireBidTransition(action: BidAction, status: BidStatus, actor: 'owner' | 'bidder') {
  const decision = bidTransition(action, status, actor);
  if (!decision.ok) throw conflict(decision.message);
  return decision.to;
}

async function persistExpiryOfBid(db: Kysely<Database>, gate: JobGate, bidId: number, now: Date) {
  const jobId = await jobOfBid(db, bidId);
  if (jobId !== null) await gate.persistExpiry(db, jobId, now);
}

export async function updateBid(
  db: Kysely<Database>,
  gate: JobGate,
  bidId: number,
  input: Partial<BidInput>,
  now: Date,
): Promise<Bid> {
  await persistExpiryOfBid(db, gate, bidId, now);
  return db.transaction().execute(async (trx) => {
    const { job, bid } = await lockBid(trx, gate, bidId, now);
    requireBidTransition('edit', bid.status, 'bidder');
    if (job.status !== 'open') throw conflict('This job is no longer accepting bids.');
    const updated = await updateBidRow(
      trx,
      bidId,
      {
        ...(input.amount_cents === undefined ? {} : { amount_cents: input.amount_cents }),
        ...(input.message === undefined ? {} : { message: input.message.trim() }),
        ...(input.estimated_duration_minutes === undefined
          ? {}
          : { estimated_duration_minutes: input.estimated_duration_minutes }),
      },
      now,
    );
    await noticeBidChanged(trx, job, updated, 'updated');
    return toBid(updated);
  });
}

/** A bid's own status change (withdraw or decline): the bid alone, under its row lock. */
async function moveBid(
  db: Kysely<Database>,
  gate: JobGate,
  bidId: number,
  now: Date,
  action: 'withdraw' | 'decline',
  actor: 'bidder' | 'owner',
): Promise<Bid> {
  return db.transaction().execute(async (trx) => {
    const { job, bid } = await lockBid(trx, gate, bidId, now);
    const to = requireBidTransition(action, bid.status, actor);
    const moved = await setBidStatus(trx, bidId, to, now);
    if (action === 'withdraw') await noticeBidChanged(trx, job, moved, 'withdrawn');
    else await noticeBidDeclined(trx, job, moved, false);
    return toBid(moved);
  });
}

export function withdrawBid(db: Kysely<Database>, gate: JobGate, bidId: number, now: Date): Promise<Bid> {
  return moveBid(db, gate, bidId, now, 'withdraw', 'bidder');
}

export function declineBid(db: Kysely<Database>, gate: JobGate, bidId: number, now: Date): Promise<Bid> {
  return moveBid(db, gate, bidId, now, 'decline', 'owner');
}

/**
 * Hires the bid's provider: job open → hired, this bid → accepted, every other pending bid → declined, all in
 * one transaction holding the job's row lock. A second accept for the same job waits on that lock and then
 * finds the job hired, so racing accepts give exactly one winner (the partial unique index on accepted bids is
 * the last line of defence).
 */
export async function acceptBid(
  db: Kysely<Database>,
  gate: JobGate,
  bidId: number,
  now: Date,
  mail: BidMailSettings,
): Promise<Bid> {
  await persistExpiryOfBid(db, gate, bidId, now);
  return db.transaction().execute(async (trx) => {
    const { job, bid } = await lockBid(trx, gate, bidId, now);
    await gate.hire(trx, job, now);
    const to = requireBidTransition('accept', bid.status, 'owner');
    const accepted = await setBidStatus(trx, bidId, to, now);
    const declined = await declinePending(trx, await lockPendingBidsOfJobs(trx, [job.id], bidId), now);
    await noticeBidAccepted(trx, job, accepted, mail);
    for (const other of declined) await noticeBidDeclined(trx, job, other, true);
    return toBid(accepted);
  });
}

/** Declines, by the state machine, the given pending bids (locked by the caller); answers the declined ones. */
async function declinePending<T extends Pick<BidRow, 'id' | 'status'>>(
  trx: Transaction<Database>,
  bids: T[],
  now: Date,
): Promise<T[]> {
  const declined = bids.filter((bid) => bidTransition('decline', bid.status, 'owner').ok);
  await setStatusOfBids(
    trx,
    declined.map((bid) => bid.id),
    'declined',
    now,
  );
  return declined;
}

/**
 * A job that closes (cancelled by its owner, or expired) declines its pending bids, in the closing
 * transaction: the owner's decline, made on their behalf.
 */
export async function declinePendingBidsOfJobs(
  trx: Transaction<Database>,
  jobIds: number[],
  now: Date,
): Promise<void> {
  if (jobIds.length === 0) return;
  await declinePending(trx, await lockPendingBidsOfJobs(trx, jobIds), now);
}

/** Every pending bid of the provider is withdrawn, as they would one by one (account deletion). */
export async function withdrawPendingBidsOf(
  trx: Transaction<Database>,
  providerId: number,
  now: Date,
): Promise<number> {
  const pending = await lockPendingBidsOfProvider(trx, providerId);
  const ids = pending
    .filter((bid) => bidTransition('withdraw', bid.status, 'bidder').ok)
    .map((bid) => bid.id);
  await setStatusOfBids(trx, ids, 'withdrawn', now);
  return ids.length;
}

/**
 * The owner's side-by-side view: every bid not withdrawn, cheapest first, with each price placed against the
 * job's budget and the other bids, and the bidder's contact details. A provider who bid sees only their own
 * bid (any status), without contact details.
 */
export async function bidsForViewer(db: Kysely<Database>, job: GatedJob, viewerId: number, asOwner: boolean) {
  const rows = await bidsOnJobFor(db, job.id, viewerId, asOwner);
  const [counted, cards] = await Promise.all([
    asOwner ? Promise.resolve(rows) : countedAmounts(db, job.id),
    providerCards(
      db,
      rows.map((row) => row.provider_id),
      job,
    ),
  ]);
  return compareBids(rows, counted, cards, job, asOwner);
}

/** The hired bid of a job, if any. */
export async function acceptedBid(db: Db, jobId: number): Promise<Bid | null> {
  const row = await acceptedBidOf(db, jobId);
  return row ? toBid(row) : null;
}

/** The viewer's own bid on the job, if any. */
export async function bidOf(db: Db, jobId: number, providerId: number): Promise<Bid | null> {
  const row = await bidOnJobBy(db, jobId, providerId);
  return row ? toBid(row) : null;
}

/** The pro hired on each of the given jobs, by job id. */
export async function hiredProviders(db: Db, jobIds: number[]): Promise<Map<number, HiredPro>> {
  return new Map((await hiredPros(db, jobIds)).map((row) => [row.job_id, row]));
}

export async function providerBids(
  db: Db,
  providerId: number,
  page: { offset: number; limit: number },
): Promise<{ bids: Bid[]; total: number }> {
  const [rows, total] = await Promise.all([
    bidsOfProvider(db, providerId, page),
    countBidsOfProvider(db, providerId),
  ]);
  return { bids: rows.map(toBid), total };
}

export interface BidUsage {
  bids_this_month: number;
  bids_per_month_limit: number | null;
  plan_slug: string;
}

/** This month's bids against the plan's allowance, by the same rule createBid enforces. */
export async function bidUsage(db: Kysely<Database>, providerId: number, now: Date): Promise<BidUsage> {
  const [plan, used] = await Promise.all([
    planAllowance(db, providerId, now),
    countBidsSince(db, providerId, monthStart(now)),
  ]);
  return { bids_this_month: used, bids_per_month_limit: plan.bidsPerMonth, plan_slug: plan.slug };
}
