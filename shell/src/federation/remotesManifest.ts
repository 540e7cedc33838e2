import { REMOTE_NAMES } from '@prohive/shared';
import type { RemoteName, RemotesManifest } from '@prohive/shared';
import { fetchWithTimeout } from './fetchWithTimeout';
import type { FetchLike } from './fetchWithTimeout';
import { RemoteLoadError } from './RemoteLoadError';
import { FEDERATION_TIMEOUTS } from './timeouts';

/** Where the deployment says each remote lives (name → mf-manifest.json URL). */
export const REMOTES_JSON_URL = '/remotes.json';

export type KnownRemotes = Partial<Record<RemoteName, string>>;

function isRemoteName(name: string): name is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(name);
}

/**
 * Keeps the entries the shell can use: known remote names with a non-empty string URL. Anything else is
 * reported once in the console and ignored, so one bad line cannot take the other areas down.
 */
export function parseRemotesManifest(raw: unknown): KnownRemotes {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new RemoteLoadError(
      'invalid',
      `${REMOTES_JSON_URL} must be a JSON object of remote name → manifest URL`,
    );
  }
  const remotes: KnownRemotes = {};
  for (const [name, url] of Object.entries(raw as RemotesManifest)) {
    if (!isRemoteName(name)) {
      console.warn(`[federation] ${REMOTES_JSON_URL}: ignoring unknown remote "${name}"`);
    } else if (typeof url !== 'string' || url.trim() === '') {
      console.warn(`[federation] ${REMOTES_JSON_URL}: ignoring "${name}", its URL is not a string`);
    } else {
      remotes[name] = url.trim();
    }
  }
  return remotes;
}

export async function fetchRemotesManifest({
  url = REMOTES_JSON_URL,
  timeoutMs = FEDERATION_TIMEOUTS.remotesJsonMs,
  fetchImpl,
}: { url?: string; timeoutMs?: number; fetchImpl?: FetchLike } = {}): Promise<KnownRemotes> {
  const response = await fetchWithTimeout(
    url,
    { headers: { Accept: 'application/json' }, cache: 'no-store' },
    timeoutMs,
    fetchImpl,
  );
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    throw new RemoteLoadError('invalid', `${url} is not valid JSON`, { cause: error });
  }
  return parseRemotesManifest(body);
}
