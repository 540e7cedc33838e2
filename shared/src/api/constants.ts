/** Spec §9 data-fetching constants. */

/** Queries are fresh for 30 s: a component mounting later refetches only if the data is older. */
export const QUERY_FRESH_SECONDS = 30;
/** Unused query data is kept 5 minutes. */
export const KEEP_UNUSED_DATA_SECONDS = 300;
/** Queries are retried 3 times… */
export const QUERY_MAX_RETRIES = 3;
/** …starting at 1 s and doubling… */
export const QUERY_RETRY_BASE_DELAY_MS = 1000;
/** …never waiting more than 30 s. */
export const QUERY_RETRY_MAX_DELAY_MS = 30_000;
/** Mutations are retried 2 times… */
export const MUTATION_MAX_RETRIES = 2;
/** …1 s apart. */
export const MUTATION_RETRY_DELAY_MS = 1000;
export const REFETCH_ON_WINDOW_FOCUS = false;
export const REFETCH_ON_RECONNECT = true;

/** Cache tags for every domain, declared once so domain endpoint files can inject without touching the slice. */
export const API_TAG_TYPES = [
  'User',
  'Role',
  'Job',
  'Bid',
  'Provider',
  'Review',
  'Conversation',
  'Message',
  'Saved',
  'Certificate',
  'Category',
  'Plan',
  'Subscription',
  'Checkout',
  'Campaign',
  'Notification',
  'Financing',
  'Location',
] as const;

export type ApiTagType = (typeof API_TAG_TYPES)[number];
