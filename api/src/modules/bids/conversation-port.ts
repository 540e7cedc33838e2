import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

export interface BidConversationInput {
  jobId: number;
  customerId: number;
  providerId: number;
  /** The bid's message (trimmed); empty opens the conversation without a first message. */
  message: string;
  now: Date;
}

/**
 * The conversations module's side of a bid. A bid opens the conversation between the job's owner and the
 * bidder, its message the first message, in the bid's own transaction. The conversations module builds on bids
 * (an owner may write to anyone who bid), so bids cannot import it; app.ts hands them its implementation
 * instead, as it does the job gate.
 */
export interface BidConversations {
  openForBid(trx: Transaction<Database>, input: BidConversationInput): Promise<number>;
  /** The conversation of each of the given bidders on the job that has one, by provider id. */
  idsForJob(db: Db, jobId: number, providerIds: number[]): Promise<Map<number, number>>;
}
