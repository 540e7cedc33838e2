/**
 * Bounds on every network step of composing the site. The federation runtime has none for manifests and a
 * 20 s default for remote entry scripts, and webpack's chunk loading waits 120 s; a visitor should learn much
 * sooner that one area is unavailable, while the rest of the page keeps working.
 */
export const FEDERATION_TIMEOUTS = {
  /** GET /remotes.json at start-up (and again on Retry when it failed). */
  remotesJsonMs: 5_000,
  /** GET of one remote's mf-manifest.json, per attempt. */
  manifestMs: 5_000,
  /** Loading one remote's remoteEntry.js script. */
  remoteEntryMs: 8_000,
  /** The whole load of a remote's `./routes` module, all steps included: the user-visible bound. */
  remoteLoadMs: 10_000,
} as const;

/** Transient failures (network error, 5xx) of a manifest fetch are retried this many times, after a pause. */
export const MANIFEST_RETRY = { retries: 1, delayMs: 300 } as const;
