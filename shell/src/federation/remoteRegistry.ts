import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, REMOTE_ROUTES_EXPOSE, type RemoteStatusRegistry } from '@prohive/shared';
import type { RemoteName, RemoteRoute, RemoteRoutesModule } from '@prohive/shared';
import { withDeadline } from './fetchWithTimeout';
import type { KnownRemotes } from './remotesManifest';
import { classifyRemoteError, RemoteLoadError } from './RemoteLoadError';
import type { RemoteFailureKind } from './RemoteLoadError';
import { isFailedRoutesModule } from './resiliencePlugin';
import { FEDERATION_TIMEOUTS } from './timeouts';

/**
 * What an area needs to render its remote: the browser's registry, or the server's per-request view of the
 * remotes it loaded before rendering (shell/src/server).
 */
export interface AreaLoader {
  load(name: RemoteName): Promise<RemoteRoutesModule>;
  loadedNow(name: RemoteName): RemoteRoutesModule | undefined;
  invalidate(name: RemoteName): void;
}

/** The slice of `@module-federation/enhanced/runtime` the registry uses (injectable for tests). */
export interface FederationRuntime {
  registerRemotes: (remotes: Array<{ name: string; entry: string }>, options?: { force?: boolean }) => void;
  registerPlugins: (plugins: ModuleFederationRuntimePlugin[]) => void;
  loadRemote: <T>(id: string) => Promise<T | null>;
}

export interface RemoteRegistryOptions {
  runtime: FederationRuntime;
  /** Re-reads /remotes.json, used when a remote was missing from it (or it failed) at start-up. */
  fetchRemotes: () => Promise<KnownRemotes>;
  plugins?: ModuleFederationRuntimePlugin[];
  loadTimeoutMs?: number;
  /** Called when a remote is about to be loaded again after a failure (see ResiliencePlugin.bustCaches). */
  onReload?: (remote: RemoteName) => void;
  /** Where the registry publishes each remote's manifest URL and load state (shared's remoteStatusRegistry). */
  statuses?: RemoteStatusRegistry;
  /**
   * Told how each load ended and how long it took (ms from the start of loadRemote, and the manifest's share
   * when `manifestMsOf` knows it); the shell reports it to the api's remotes-status page.
   */
  onLoadSettled?: (result: RemoteLoadResult) => void;
  /** The last manifest fetch time for a remote (ResiliencePlugin.takeManifestMs). */
  manifestMsOf?: (remote: RemoteName) => number | null;
  /** Clock for the timings. */
  now?: () => number;
}

export interface RemoteLoadResult {
  remote: RemoteName;
  /** null when the remote loaded. */
  failure: RemoteFailureKind | null;
  totalMs: number;
  manifestMs: number | null;
}

function isRemoteRoute(value: unknown): value is RemoteRoute {
  if (typeof value !== 'object' || value === null) return false;
  const route = value as Partial<RemoteRoute>;
  return (
    typeof route.path === 'string' &&
    (typeof route.Component === 'function' || typeof route.Component === 'object')
  );
}

/** Checks the `./routes` module against the RemoteRoutesModule contract (a remote may be any version). */
export function assertRoutesModule(value: unknown, remote: string): RemoteRoutesModule {
  const routes = (value as Partial<RemoteRoutesModule> | null)?.routes;
  if (!Array.isArray(routes) || !routes.every(isRemoteRoute)) {
    throw new RemoteLoadError(
      'invalid',
      `"${remote}" exposes ${REMOTE_ROUTES_EXPOSE} without a valid routes list`,
      { remote },
    );
  }
  return { routes };
}

/**
 * The shell's view of the remotes: where they live, which are loaded, and how to get a failed one back
 * without a page reload. Loading is deduplicated per remote; a failure marks the remote for a forced
 * re-registration, which drops the runtime's cached manifest, entry script, container and module.
 */
export class RemoteRegistry implements AreaLoader {
  private remotes: KnownRemotes = {};
  private readonly loaded = new Map<RemoteName, Promise<RemoteRoutesModule>>();
  private readonly settled = new Map<RemoteName, RemoteRoutesModule>();
  private readonly needsReset = new Set<RemoteName>();
  private configured = false;
  private readonly runtime: FederationRuntime;
  private readonly fetchRemotes: () => Promise<KnownRemotes>;
  private readonly loadTimeoutMs: number;
  private readonly plugins: ModuleFederationRuntimePlugin[];
  private readonly onReload: ((remote: RemoteName) => void) | undefined;
  private readonly statuses: RemoteStatusRegistry | undefined;
  private readonly onLoadSettled: ((result: RemoteLoadResult) => void) | undefined;
  private readonly manifestMsOf: (remote: RemoteName) => number | null;
  private readonly now: () => number;

  constructor({
    runtime,
    fetchRemotes,
    plugins = [],
    loadTimeoutMs = FEDERATION_TIMEOUTS.remoteLoadMs,
    onReload,
    statuses,
    onLoadSettled,
    manifestMsOf = () => null,
    now = () => Date.now(),
  }: RemoteRegistryOptions) {
    this.statuses = statuses;
    this.runtime = runtime;
    this.onReload = onReload;
    this.onLoadSettled = onLoadSettled;
    this.manifestMsOf = manifestMsOf;
    this.now = now;
    this.fetchRemotes = fetchRemotes;
    this.plugins = plugins;
    this.loadTimeoutMs = loadTimeoutMs;
  }

  /** Registers the plugins and the remotes from /remotes.json. Call once at start-up. */
  configure(remotes: KnownRemotes): void {
    if (!this.configured && this.plugins.length > 0) this.runtime.registerPlugins(this.plugins);
    this.configured = true;
    this.remotes = { ...remotes };
    for (const name of REMOTE_NAMES) this.statuses?.update(name, { manifestUrl: remotes[name] ?? null });
    const entries = Object.entries(remotes).map(([name, entry]) => ({ name, entry: entry as string }));
    if (entries.length > 0) this.runtime.registerRemotes(entries, { force: true });
  }

  entryOf(name: RemoteName): string | undefined {
    return this.remotes[name];
  }

  /** The routes module if it has finished loading, so a server-rendered area hydrates without suspending. */
  loadedNow(name: RemoteName): RemoteRoutesModule | undefined {
    return this.settled.get(name);
  }

  /** The remote's routes module; the same promise for concurrent callers until it fails. */
  load(name: RemoteName): Promise<RemoteRoutesModule> {
    let pending = this.loaded.get(name);
    if (!pending) {
      const attempt = this.loadFresh(name);
      pending = attempt;
      this.loaded.set(name, attempt);
      this.statuses?.update(name, { state: 'loading', error: null });
      attempt.then(
        (module) => {
          if (this.loaded.get(name) === attempt) this.settled.set(name, module);
          this.statuses?.update(name, {
            state: 'loaded',
            error: null,
            manifestUrl: this.remotes[name] ?? null,
          });
        },
        (error: unknown) => {
          if (this.loaded.get(name) === attempt) this.loaded.delete(name);
          this.needsReset.add(name);
          this.statuses?.update(name, {
            state: 'failed',
            error: error instanceof Error ? error.message : String(error),
          });
        },
      );
    }
    return pending;
  }

  /** Forget everything about the remote, so the next `load` starts from its manifest again (Retry). */
  invalidate(name: RemoteName): void {
    this.loaded.delete(name);
    this.settled.delete(name);
    this.needsReset.add(name);
  }

  private async ensureEntry(name: RemoteName): Promise<string> {
    const known = this.remotes[name];
    if (known) return known;
    // Not in the start-up copy: the deployment may have been fixed since, so read it again.
    let fresh: KnownRemotes;
    try {
      fresh = await this.fetchRemotes();
    } catch (error) {
      throw new RemoteLoadError(
        'not-configured',
        `No manifest URL for "${name}": /remotes.json could not be read`,
        {
          remote: name,
          cause: error,
        },
      );
    }
    const entry = fresh[name];
    if (!entry)
      throw new RemoteLoadError('not-configured', `/remotes.json has no entry for "${name}"`, {
        remote: name,
      });
    this.remotes = { ...this.remotes, ...fresh };
    this.runtime.registerRemotes([{ name, entry }], { force: true });
    this.needsReset.delete(name);
    return entry;
  }

  private async loadFresh(name: RemoteName): Promise<RemoteRoutesModule> {
    const startedAt = this.now();
    const settle = (failure: RemoteFailureKind | null) =>
      this.onLoadSettled?.({
        remote: name,
        failure,
        totalMs: this.now() - startedAt,
        manifestMs: this.manifestMsOf(name),
      });
    try {
      const loaded = await this.loadTimed(name);
      settle(null);
      return loaded;
    } catch (error) {
      settle(error instanceof RemoteLoadError ? error.kind : 'crashed');
      throw error;
    }
  }

  private async loadTimed(name: RemoteName): Promise<RemoteRoutesModule> {
    const entry = await this.ensureEntry(name);
    if (this.needsReset.has(name)) {
      // Re-registering with force makes the runtime remove the remote first: manifest cache and in-flight
      // manifest promise, snapshot, module cache, the container global and the in-flight entry load.
      this.onReload?.(name);
      this.runtime.registerRemotes([{ name, entry }], { force: true });
      this.needsReset.delete(name);
    }
    const id = `${name}/${REMOTE_ROUTES_EXPOSE.replace(/^\.\//, '')}`;
    let value: unknown;
    try {
      value = await withDeadline(
        this.runtime.loadRemote<RemoteRoutesModule>(id),
        this.loadTimeoutMs,
        `Loading ${id}`,
      );
    } catch (error) {
      throw classifyRemoteError(error, name);
    }
    if (isFailedRoutesModule(value)) throw value.loadFailure.withRemote(name);
    return assertRoutesModule(value, name);
  }
}
