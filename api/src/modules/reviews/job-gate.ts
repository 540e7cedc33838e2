import type { Kysely, Transaction } from 'kysely';
import type { Database, JobStatus } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The jobs module's side of a review: the job's owner, its lock and state, and the pro hired on it. The jobs
 * module builds on reviews (a job page shows its review), so this module cannot import it; app.ts hands it the
 * implementation (jobs/gate.ts) instead, which keeps the modules free of import cycles.
 */
export interface ReviewGate {
  /** The job's customer, for "owner of the job" access checks; null when there is no such job. */
  ownerOf(db: Db, jobId: number): Promise<number | null>;
  /** Locks the job row for the rest of the transaction (404 when missing) and says its status as shown. */
  lock(trx: Transaction<Database>, jobId: number, now: Date): Promise<{ status: JobStatus }>;
  /** The provider hired on the job, or null. */
  hiredProviderOf(db: Db, jobId: number): Promise<number | null>;
}
