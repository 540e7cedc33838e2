/**
 * The reviews module's public face: other modules import only this file. A review reaches its job through a
 * ReviewGate (job-gate.ts) that app.ts hands it, so this module never imports jobs or bids.
 */
export type { ReviewGate } from './job-gate.js';
export { ReviewSchema, type Review } from './schemas.js';
export { providerReviews, reviewedJobIds, reviewOf } from './service.js';
