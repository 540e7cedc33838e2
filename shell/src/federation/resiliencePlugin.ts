import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteRoutesModule } from '@prohive/shared';
import { fetchWithRetry } from './fetchWithTimeout';
import type { FetchLike } from './fetchWithTimeout';
import { classifyRemoteError } from './RemoteLoadError';
import type { RemoteLoadError } from './RemoteLoadError';
import { FEDERATION_TIMEOUTS, MANIFEST_RETRY } from './timeouts';

/**
 * What the plugin hands back instead of a remote's `./routes` module when loading it failed: a module of the
 * same contract with no routes, carrying the classified failure. The registry turns it into an error the
 * area's boundary shows; nothing else in the runtime sees an exception escape.
 */
export interface FailedRoutesModule extends RemoteRoutesModule {
  readonly loadFailure: RemoteLoadError;
}

export function isFailedRoutesModule(value: unknown): value is FailedRoutesModule {
  return typeof value === 'object' && value !== null && 'loadFailure' in value;
}

export interface ResiliencePluginOptions {
  manifestTimeoutMs?: number;
  remoteEntryTimeoutMs?: number;
  manifestRetries?: number;
  retryDelayMs?: number;
  fetchImpl?: FetchLike;
}

/** The remote's name from a request id such as `jobs/routes`. */
function remoteOfId(id: string): string {
  return id.split('/')[0] ?? id;
}

/**
 * Runtime plugin giving the federation runtime the bounds and fallbacks it lacks:
 * - `fetch` (manifests): a timeout per attempt, non-2xx treated as failure, one retry for transient errors;
 * - `createScript` (remoteEntry.js): a shorter timeout than the runtime's 20 s default;
 * - `errorLoadRemote`: remembers the first, most precise cause per remote and, when the whole `loadRemote`
 *   fails, returns a FailedRoutesModule instead of throwing.
 */
export function createResiliencePlugin(options: ResiliencePluginOptions = {}): ModuleFederationRuntimePlugin {
  const {
    manifestTimeoutMs = FEDERATION_TIMEOUTS.manifestMs,
    remoteEntryTimeoutMs = FEDERATION_TIMEOUTS.remoteEntryMs,
    manifestRetries = MANIFEST_RETRY.retries,
    retryDelayMs = MANIFEST_RETRY.delayMs,
    fetchImpl,
  } = options;
  // The runtime reports a manifest failure twice: first with the real cause, then wrapped as RUNTIME_003.
  const firstCause = new Map<string, unknown>();

  return {
    name: 'prohive-resilience',

    fetch(url, init) {
      return fetchWithRetry(
        url,
        init,
        { timeoutMs: manifestTimeoutMs, retries: manifestRetries, delayMs: retryDelayMs },
        fetchImpl,
      );
    },

    createScript() {
      return { timeout: remoteEntryTimeoutMs };
    },

    errorLoadRemote(args) {
      const remote = args.remote?.name ?? remoteOfId(args.id);
      if (args.lifecycle !== 'onLoad') {
        // Shared-module failures are not ours to mask; manifest/request failures are recorded for onLoad.
        if (args.lifecycle !== 'beforeLoadShare' && !firstCause.has(remote))
          firstCause.set(remote, args.error);
        return undefined;
      }
      const cause = firstCause.get(remote) ?? args.error;
      firstCause.delete(remote);
      const loadFailure = classifyRemoteError(cause, remote);
      console.error(`[federation] could not load "${args.id}": ${loadFailure.message}`);
      const fallback: FailedRoutesModule = { routes: [], loadFailure };
      return fallback;
    },
  };
}
