// The remotes as the shell sees them (manifest URL, build, whether it loads, how long it took), published for
// any app to read (the admin remote's /admin/remotes). The shell is the only writer; everyone else reads.
//
// Server-safe: plain module state with no browser API. A server render reads the empty list (the shell only
// writes in the browser), so the server snapshot is always empty and nothing leaks between requests.
import type { RemoteName } from './remotes';

/** unknown: not asked for yet; loading; loaded: its ./routes module is in the page; failed: it did not load. */
export type RemoteLoadState = 'unknown' | 'loading' | 'loaded' | 'failed';

export interface RemoteStatus {
  name: RemoteName;
  /** The mf-manifest.json URL from /remotes.json, or null when it has none for this remote. */
  manifestUrl: string | null;
  /** `metaData.buildInfo.buildVersion` of the manifest last read. */
  buildVersion: string | null;
  /** The manifest's Last-Modified header (when the build was deployed), ISO 8601. */
  buildTime: string | null;
  state: RemoteLoadState;
  /** Why the last load or check failed. */
  error: string | null;
  /** Milliseconds the manifest took at the last check. */
  manifestMs: number | null;
  /** Milliseconds the remote entry script took at the last check. */
  entryMs: number | null;
  /** When these figures were taken, ISO 8601. */
  checkedAt: string | null;
}

export interface RemoteStatusRegistry {
  /** Every remote's status, in REMOTE_NAMES order; the same array until something changes. */
  list(): readonly RemoteStatus[];
  subscribe(listener: () => void): () => void;
  /** The shell's pen: merges `patch` into a remote's status. */
  update(name: RemoteName, patch: Partial<Omit<RemoteStatus, 'name'>>): void;
  /** The shell installs how a re-check is done (it alone knows the runtime). */
  setRechecker(recheck: (() => Promise<void>) | null): void;
  /** Measures every remote again; resolves when done. Without a shell (tests, standalone) it does nothing. */
  recheck(): Promise<void>;
  /** Whether a shell is there to re-check (false in a remote running standalone). */
  canRecheck(): boolean;
}

const EMPTY: readonly RemoteStatus[] = Object.freeze([]);

export function emptyRemoteStatus(name: RemoteName): RemoteStatus {
  return {
    name,
    manifestUrl: null,
    buildVersion: null,
    buildTime: null,
    state: 'unknown',
    error: null,
    manifestMs: null,
    entryMs: null,
    checkedAt: null,
  };
}

export function createRemoteStatusRegistry(order: readonly RemoteName[]): RemoteStatusRegistry {
  let statuses: readonly RemoteStatus[] = EMPTY;
  let rechecker: (() => Promise<void>) | null = null;
  const listeners = new Set<() => void>();
  const rank = (name: RemoteName) => order.indexOf(name);
  return {
    list: () => statuses,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update(name, patch) {
      const current = statuses.find((status) => status.name === name) ?? emptyRemoteStatus(name);
      const next = { ...current, ...patch, name };
      statuses = [...statuses.filter((status) => status.name !== name), next].sort(
        (a, b) => rank(a.name) - rank(b.name),
      );
      for (const listener of listeners) listener();
    },
    setRechecker(recheck) {
      rechecker = recheck;
    },
    recheck: () => (rechecker ? rechecker() : Promise.resolve()),
    canRecheck: () => rechecker !== null,
  };
}
