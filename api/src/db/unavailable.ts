/**
 * Whether an error means "the database cannot be reached right now" rather than "this query is wrong": the
 * first is answered 503 with Retry-After (the client should come back), the second stays a 500.
 */

// Socket-level failures of node-postgres reaching the server.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

// PostgreSQL SQLSTATEs for a server that is going away, not accepting, or no longer has the database.
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: the server or an administrator terminated the connection
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '3D000', // invalid_catalog_name: the database is gone
  '53300', // too_many_connections
]);

// node-postgres and PGlite report these as plain Errors without a code.
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
  /^Cannot use a pool after calling end on the pool/,
  /^PGlite is clos(ed|ing)/,
  /^driver has already been destroyed/,
];

export const DATABASE_RETRY_AFTER_SECONDS = 5;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08')) return true;
    }
    if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(current instanceof Error ? current.message : '')))
      return true;
    // AggregateError (several addresses refused) and wrapped causes.
    const inner = (current as { errors?: unknown[] }).errors?.[0] ?? (current as { cause?: unknown }).cause;
    current = inner;
  }
  return false;
}
