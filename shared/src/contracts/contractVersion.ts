/**
 * The version of what the shell and the remotes agree on at run time: the `./routes` module shape
 * (RemoteRoutesModule), the shared singletons and the store/router API of @prohive/shared. Raise it when a
 * change would break a remote built before it; the shell refuses a remote built against another version
 * (its build-info.json says which) and shows the area's fallback instead of running it.
 * scripts/lib/buildInfo.ts reads this line, so keep it a plain integer literal.
 */
export const CONTRACT_VERSION = 2;
