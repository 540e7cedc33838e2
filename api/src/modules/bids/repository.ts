import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { BidStatus, Database } from '../../db/schema.js';

/** Every statement on the bids table. */

type Db = Kysely<Database> | Transaction<Database>;
export type BidRow = Selectable<Database['bids']>;

export async function bidOwner(db: Db, bidId: number): Promise<number | null> {
  const row = await db.selectFrom('bids').select('provider_id').where('id', '=', bidId).executeTakeFirst();
  return row?.provider_id ?? null;
}

export async function jobOfBid(db: Db, bidId: number): Promise<number | null> {
  const row = await db.selectFrom('bids').select('job_id').where('id', '=', bidId).executeTakeFirst();
  return row?.job_id ?? null;
}

export function lockBidRow(trx: Transaction<Database>, bidId: number): Promise<BidRow> {
  return trx.selectFrom('bids').selectAll().where('id', '=', bidId).forUpdate().executeTakeFirstOrThrow();
}

/** Serialises one provider's bid writes (their user row), so two at once cannot both slip under a limit. */
export async function lockProvider(trx: Transaction<Database>, providerId: number): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', providerId).forUpdate().execute();
}

export async function hasBusinessProfile(db: Db, providerId: number): Promise<boolean> {
  const row = await db
    .selectFrom('provider_profiles')
    .select('user_id')
    .where('user_id', '=', providerId)
    .executeTakeFirst();
  return row !== undefined;
}

export function bidOnJobBy(db: Db, jobId: number, providerId: number): Promise<BidRow | undefined> {
  return db
    .selectFrom('bids')
    .selectAll()
    .where('job_id', '=', jobId)
    .where('provider_id', '=', providerId)
    .executeTakeFirst();
}

export function acceptedBidOf(db: Db, jobId: number): Promise<BidRow | undefined> {
  return db
    .selectFrom('bids')
    .selectAll()
    .where('job_id', '=', jobId)
    .where('status', '=', 'accepted')
    .executeTakeFirst();
}

export async function countBidsSince(db: Db, providerId: number, since: Date): Promise<number> {
  const row = await db
    .selectFrom('bids')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('provider_id', '=', providerId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return row.count;
}

/** When the provider placed each bid since `since`, oldest first (the daily cap). */
export async function bidTimesSince(db: Db, providerId: number, since: Date): Promise<Date[]> {
  const rows = await db
    .selectFrom('bids')
    .select('created_at')
    .where('provider_id', '=', providerId)
    .where('created_at', '>', since)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => row.created_at);
}

interface NewBid {
  job_id: number;
  provider_id: number;
  amount_cents: number;
  message: string;
  estimated_duration_minutes: number | null;
}

export function insertBid(trx: Transaction<Database>, bid: NewBid, now: Date): Promise<BidRow> {
  return trx
    .insertInto('bids')
    .values({ ...bid, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

interface BidChanges {
  amount_cents?: number;
  message?: string;
  estimated_duration_minutes?: number | null;
}

export function updateBidRow(
  trx: Transaction<Database>,
  bidId: number,
  changes: BidChanges,
  now: Date,
): Promise<BidRow> {
  return trx
    .updateTable('bids')
    .set({ ...changes, updated_at: now })
    .where('id', '=', bidId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function setBidStatus(
  trx: Transaction<Database>,
  bidId: number,
  status: BidStatus,
  now: Date,
): Promise<BidRow> {
  return trx
    .updateTable('bids')
    .set({ status, updated_at: now })
    .where('id', '=', bidId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The pending bids of the given jobs, locked, optionally but one. */
export function lockPendingBidsOfJobs(
  trx: Transaction<Database>,
  jobIds: number[],
  exceptBidId?: number,
): Promise<Pick<BidRow, 'id' | 'status' | 'provider_id'>[]> {
  return trx
    .selectFrom('bids')
    .select(['id', 'status', 'provider_id'])
    .where('job_id', 'in', jobIds)
    .where('status', '=', 'pending')
    .$if(exceptBidId !== undefined, (query) => query.where('id', '<>', exceptBidId!))
    .orderBy('id')
    .forUpdate()
    .execute();
}

export function lockPendingBidsOfProvider(
  trx: Transaction<Database>,
  providerId: number,
): Promise<Pick<BidRow, 'id' | 'status'>[]> {
  return trx
    .selectFrom('bids')
    .select(['id', 'status'])
    .where('provider_id', '=', providerId)
    .where('status', '=', 'pending')
    .orderBy('id')
    .forUpdate()
    .execute();
}

export async function setStatusOfBids(
  trx: Transaction<Database>,
  bidIds: number[],
  status: BidStatus,
  now: Date,
): Promise<void> {
  if (bidIds.length === 0) return;
  await trx.updateTable('bids').set({ status, updated_at: now }).where('id', 'in', bidIds).execute();
}

/** The bids a viewer of the job may see: all but withdrawn ones for its owner, their own for a bidder. */
export function bidsOnJobFor(db: Db, jobId: number, viewerId: number, asOwner: boolean): Promise<BidRow[]> {
  return db
    .selectFrom('bids')
    .selectAll()
    .where('job_id', '=', jobId)
    .$if(asOwner, (query) => query.where('status', '<>', 'withdrawn'))
    .$if(!asOwner, (query) => query.where('provider_id', '=', viewerId))
    .orderBy('amount_cents')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The amounts a bid's price rank and median are reckoned against: every bid on the job not withdrawn. */
export function countedAmounts(db: Db, jobId: number): Promise<Pick<BidRow, 'id' | 'amount_cents'>[]> {
  return db
    .selectFrom('bids')
    .select(['id', 'amount_cents'])
    .where('job_id', '=', jobId)
    .where('status', '<>', 'withdrawn')
    .execute();
}

export function bidsOfProvider(
  db: Db,
  providerId: number,
  page: { offset: number; limit: number },
): Promise<BidRow[]> {
  return db
    .selectFrom('bids')
    .selectAll()
    .where('provider_id', '=', providerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countBidsOfProvider(db: Db, providerId: number): Promise<number> {
  const row = await db
    .selectFrom('bids')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('provider_id', '=', providerId)
    .executeTakeFirstOrThrow();
  return row.count;
}

export interface HiredPro {
  job_id: number;
  provider_id: number;
  business_name: string;
}

/** The pro hired on each of the given jobs that has one. */
export function hiredPros(db: Db, jobIds: number[]): Promise<HiredPro[]> {
  if (jobIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('bids')
    .innerJoin('provider_profiles', 'provider_profiles.user_id', 'bids.provider_id')
    .select(['bids.job_id', 'bids.provider_id', 'provider_profiles.business_name'])
    .where('bids.job_id', 'in', jobIds)
    .where('bids.status', '=', 'accepted')
    .execute();
}

/** Who a bid's notices go to and name: the job's customer and the bidding provider (deleted accounts: null). */
export interface BidParty {
  id: number;
  name: string;
  email: string;
  active: boolean;
}

export async function bidParties(
  db: Db,
  customerId: number,
  providerId: number,
): Promise<{ customer: BidParty; provider: BidParty }> {
  const rows = await db
    .selectFrom('users')
    .leftJoin('provider_profiles', 'provider_profiles.user_id', 'users.id')
    .select(['users.id', 'users.name', 'users.email', 'users.deleted_at', 'provider_profiles.business_name'])
    .where('users.id', 'in', [customerId, providerId])
    .execute();
  const party = (id: number, preferBusiness: boolean): BidParty => {
    const row = rows.find((candidate) => candidate.id === id);
    return {
      id,
      name: (preferBusiness ? row?.business_name : null) ?? row?.name ?? 'Someone',
      email: row?.email ?? '',
      active: row !== undefined && row.deleted_at === null,
    };
  };
  return { customer: party(customerId, false), provider: party(providerId, true) };
}
