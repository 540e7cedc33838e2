import type { Kysely, Transaction } from 'kysely';
import type { Database, JobStatus } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** What a bid needs to know of its job. */
export interface GatedJob {
  id: number;
  customer_id: number;
  /** Named in the notifications and emails a bid's change sends. */
  title: string;
  /** As a reader sees it: an open job past its expiry is expired even before the sweep has written it. */
  status: JobStatus;
  budget_min_cents: number | null;
  budget_max_cents: number | null;
  /** Where the work is: bid comparisons show each pro's distance from it. */
  latitude: number;
  longitude: number;
}

/**
 * The jobs module's side of every bid: the job lock, its state and the hire. The jobs module builds on bids (a
 * job page shows its bids), so bids cannot import it; app.ts hands them its implementation (jobs/gate.ts)
 * instead, which keeps the modules free of import cycles.
 */
export interface JobGate {
  /** The job's customer, for "owner of the job" access checks; null when there is no such job. */
  ownerOf(db: Db, jobId: number): Promise<number | null>;
  /** The job without a lock; null when there is none. */
  find(db: Db, jobId: number, now: Date): Promise<GatedJob | null>;
  /** Persists an overdue job's expiry in its own transaction, so a refused action still leaves it expired. */
  persistExpiry(db: Kysely<Database>, jobId: number, now: Date): Promise<void>;
  /** Locks the job row for the rest of the transaction (404 when missing); every bid write holds it. */
  lock(trx: Transaction<Database>, jobId: number, now: Date): Promise<GatedJob>;
  /** The job's hire transition, under its lock: 409 with the state machine's message when its state refuses. */
  hire(trx: Transaction<Database>, job: GatedJob, now: Date): Promise<void>;
  /** After a committed hire: the open-jobs list lost a job, so its cached totals go. */
  hired(): void;
}
