// The subscriptions module's public face: other modules import from here, never from its files.
export { LIVE_STATUSES, appliedPlan, liveSubscription } from './live.js';
