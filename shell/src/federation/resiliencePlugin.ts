import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteRoutesModule } from '@prohive/shared';
import { assertCompatibleContract } from './contractCheck';
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
  /** Clock for the manifest timing. */
  now?: () => number;
}

/** The remote's name from a request id such as `jobs/routes`. */
function remoteOfId(id: string): string {
  return id.split('/')[0] ?? id;
}

/**
 * Runtime plugin giving the federation runtime the bounds and fallbacks it lacks:
 * - `fetch` (manifests): a timeout per attempt, non-2xx treated as failure, one retry for transient errors,
 *   and a remote built against another contract version refused (contractCheck.ts);
 * - `createScript` (remoteEntry.js): a shorter timeout than the runtime's 20 s default;
 * - `errorLoadRemote`: remembers the first, most precise cause per remote and, when the whole `loadRemote`
 *   fails, returns a FailedRoutesModule instead of throwing.
 */
export interface ResiliencePlugin extends ModuleFederationRuntimePlugin {
  /**
   * Called before a remote is loaded again after a failure. Later requests for its manifest and entry script
   * carry a fresh query parameter: a browser keeps a hung request for a URL open and makes a new request
   * for the same URL wait behind it, so an unchanged URL could not recover within the load bound.
   */
  bustCaches(remote: string): void;
  /** How long the remote's last manifest fetch took (retries included), once; null when none was timed. */
  takeManifestMs(remote: string): number | null;
}

/** Appends `mf-retry=<n>` to a URL (keeps any existing query and hash). */
export function withRetryParam(url: string, generation: number): string {
  if (generation <= 0) return url;
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  return `${base}${base.includes('?') ? '&' : '?'}mf-retry=${generation}${hash}`;
}

export function createResiliencePlugin(options: ResiliencePluginOptions = {}): ResiliencePlugin {
  const {
    manifestTimeoutMs = FEDERATION_TIMEOUTS.manifestMs,
    remoteEntryTimeoutMs = FEDERATION_TIMEOUTS.remoteEntryMs,
    manifestRetries = MANIFEST_RETRY.retries,
    retryDelayMs = MANIFEST_RETRY.delayMs,
    fetchImpl,
    now = () => Date.now(),
  } = options;
  const manifestMs = new Map<string, number>();
  // The runtime reports a manifest failure twice: first with the real cause, then wrapped as RUNTIME_003.
  const firstCause = new Map<string, unknown>();
  const generations = new Map<string, number>();
  const generationOf = (remote: string | undefined) => (remote ? (generations.get(remote) ?? 0) : 0);

  return {
    name: 'prohive-resilience',

    bustCaches(remote) {
      generations.set(remote, generationOf(remote) + 1);
    },

    takeManifestMs(remote) {
      const ms = manifestMs.get(remote) ?? null;
      manifestMs.delete(remote);
      return ms;
    },

    async fetch(url, init, remoteInfo) {
      const remote = remoteInfo?.name;
      const generation = generationOf(remote);
      const request: RequestInit = generation > 0 ? { ...init, cache: 'no-store' } : init;
      const startedAt = now();
      const timed = () => {
        if (remote) manifestMs.set(remote, now() - startedAt);
      };
      const manifest = fetchWithRetry(
        withRetryParam(url, generation),
        request,
        { timeoutMs: manifestTimeoutMs, retries: manifestRetries, delayMs: retryDelayMs },
        fetchImpl,
      );
      manifest.then(timed, timed);
      const [response] = await Promise.all([
        manifest,
        assertCompatibleContract(url, manifestTimeoutMs, fetchImpl),
      ]);
      return response;
    },

    createScript({ url, remoteInfo }) {
      const generation = generationOf(remoteInfo?.name);
      if (generation === 0 || typeof document === 'undefined') return { timeout: remoteEntryTimeoutMs };
      const script = document.createElement('script');
      script.src = withRetryParam(url, generation);
      return { script, timeout: remoteEntryTimeoutMs };
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
