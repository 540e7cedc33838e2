/**
 * The bids module's public face: other modules import only this file. Bids need their job through a
 * JobGate (job-gate.ts) that app.ts hands them, so this module never imports the jobs module.
 */
export type { BidConversationInput, BidConversations } from './conversation-port.js';
export type { GatedJob, JobGate } from './job-gate.js';
export { BidSchema, BidUsageSchema, MAX_BUDGET_CENTS, type Bid } from './schemas.js';
export {
  acceptBid,
  acceptedBid,
  bidOf,
  bidUsage,
  declinePendingBidsOfJobs,
  hiredProviders,
  providerBids,
  withdrawPendingBidsOf,
} from './service.js';
