import { getRuntimeConfig } from '@prohive/shared';
import type { RemoteFailureKind } from './RemoteLoadError';

/** How one micro-frontend load went in this browser, as the api's remotes-status page collects it. */
export interface RemoteLoadReport {
  remote: string;
  outcome: 'ok' | 'failed' | 'timeout';
  /** Time to fetch the remote's mf-manifest.json; null when it was cached or never fetched. */
  manifest_ms: number | null;
  /** The rest of the load: remoteEntry.js, the container and the `./routes` module. */
  entry_ms: number | null;
}

export const REMOTE_LOADS_PATH = '/client-metrics/remote-loads';
// The api refuses more than 600 000 ms; a tab left in the background can measure longer.
const MAX_MS = 600_000;

const clamp = (ms: number | null): number | null =>
  ms === null || !Number.isFinite(ms) ? null : Math.min(MAX_MS, Math.max(0, Math.round(ms)));

export function outcomeOf(kind: RemoteFailureKind | null): RemoteLoadReport['outcome'] {
  if (kind === null) return 'ok';
  return kind === 'timeout' ? 'timeout' : 'failed';
}

/**
 * Sends a report without holding anything up: `keepalive` lets it finish if the visitor navigates away, and
 * every failure is ignored (telemetry must never surface as an error). Does nothing outside a browser.
 */
export function reportRemoteLoad(
  report: RemoteLoadReport,
  fetchImpl: typeof fetch | undefined = typeof window === 'undefined' ? undefined : window.fetch.bind(window),
): void {
  if (!fetchImpl) return;
  const body: RemoteLoadReport = {
    ...report,
    manifest_ms: clamp(report.manifest_ms),
    entry_ms: clamp(report.entry_ms),
  };
  try {
    fetchImpl(`${getRuntimeConfig().apiBaseUrl}${REMOTE_LOADS_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // A fetch that throws synchronously (blocked by an extension, bad URL) is as ignorable as a rejected one.
  }
}
