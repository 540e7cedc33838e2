import type { RemoteName, RemoteStatusRegistry } from '@prohive/shared';
import { fetchWithTimeout, type FetchLike } from './fetchWithTimeout';
import { FEDERATION_TIMEOUTS } from './timeouts';

interface ManifestMeta {
  buildInfo?: { buildVersion?: unknown };
  publicPath?: unknown;
  remoteEntry?: { path?: unknown; name?: unknown };
}

/** The remote entry script's URL from a manifest (publicPath `auto` means next to the manifest). */
export function entryUrlOf(manifestUrl: string, meta: ManifestMeta): string | null {
  const name = typeof meta.remoteEntry?.name === 'string' ? meta.remoteEntry.name : null;
  if (!name) return null;
  const path = typeof meta.remoteEntry?.path === 'string' ? meta.remoteEntry.path : '';
  const publicPath =
    typeof meta.publicPath === 'string' && meta.publicPath !== 'auto' ? meta.publicPath : null;
  const base = new URL(publicPath ?? './', new URL(manifestUrl, 'http://localhost/'));
  const file = [path, name].filter(Boolean).join('/').replace(/^\/+/, '');
  return new URL(file, base).toString();
}

async function timed<T>(step: () => Promise<T>, now: () => number): Promise<{ value: T; ms: number }> {
  const started = now();
  const value = await step();
  return { value, ms: Math.round(now() - started) };
}

/**
 * Measures one remote as the shell sees it now: its manifest (fresh, not from cache), the build it names and
 * its entry script, each bounded by the shell's own timeouts. Writes the figures into the status registry;
 * whether the remote's routes are in the page stays what the registry recorded when it loaded them.
 */
export async function probeRemote(
  statuses: RemoteStatusRegistry,
  name: RemoteName,
  manifestUrl: string | undefined,
  { fetchImpl, now = () => performance.now() }: { fetchImpl?: FetchLike; now?: () => number } = {},
): Promise<void> {
  const checkedAt = new Date().toISOString();
  if (!manifestUrl) {
    statuses.update(name, { manifestUrl: null, error: '/remotes.json has no entry for it', checkedAt });
    return;
  }
  try {
    const manifest = await timed(async () => {
      const response = await fetchWithTimeout(
        manifestUrl,
        { cache: 'no-store' },
        FEDERATION_TIMEOUTS.manifestMs,
        fetchImpl,
      );
      const body = (await response.json()) as { metaData?: ManifestMeta };
      return { meta: body.metaData ?? {}, lastModified: response.headers.get('last-modified') };
    }, now);
    const { meta, lastModified } = manifest.value;
    const buildVersion =
      typeof meta.buildInfo?.buildVersion === 'string' ? meta.buildInfo.buildVersion : null;
    const buildTime =
      lastModified && !Number.isNaN(Date.parse(lastModified)) ? new Date(lastModified).toISOString() : null;
    statuses.update(name, {
      manifestUrl,
      manifestMs: manifest.ms,
      buildVersion,
      buildTime,
      checkedAt,
      error: null,
    });
    const entryUrl = entryUrlOf(manifestUrl, meta);
    if (!entryUrl) throw new Error('The manifest names no remote entry');
    const entry = await timed(
      () => fetchWithTimeout(entryUrl, { cache: 'no-store' }, FEDERATION_TIMEOUTS.remoteEntryMs, fetchImpl),
      now,
    );
    // Reachable again: a failure an earlier check recorded no longer holds (a load failure is re-learnt on load).
    const state = statuses.list().find((status) => status.name === name)?.state;
    statuses.update(name, { entryMs: entry.ms, state: state === 'failed' ? 'unknown' : state });
  } catch (error) {
    statuses.update(name, {
      manifestUrl,
      checkedAt,
      state: 'failed',
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
