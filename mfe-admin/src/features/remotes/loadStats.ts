import type { ReportedLoad } from '../../lib/api/remoteLoadsEndpoints';

export interface LoadStats {
  reports: number;
  /** Loads that failed or timed out. */
  failures: number;
  /** Whole-load time (manifest + entry) of the loads that succeeded, in ms; null without any timed one. */
  p50: number | null;
  p95: number | null;
  /** Slowest successful load, ms. */
  max: number | null;
  /** The newest failed or timed-out loads, newest first. */
  recentFailures: ReportedLoad[];
}

/** Nearest-rank percentile of sorted values: the smallest value with at least `p`% of them at or below it. */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? null;
}

/** A load's whole time; null when neither part was measured (a cached manifest still has an entry time). */
function totalMs(load: ReportedLoad): number | null {
  if (load.manifest_ms === null && load.entry_ms === null) return null;
  return (load.manifest_ms ?? 0) + (load.entry_ms ?? 0);
}

export function loadStats(loads: readonly ReportedLoad[], failuresShown = 5): LoadStats {
  const failed = loads.filter((load) => load.outcome !== 'ok');
  const times = loads
    .filter((load) => load.outcome === 'ok')
    .map(totalMs)
    .filter((ms): ms is number => ms !== null)
    .sort((a, b) => a - b);
  return {
    reports: loads.length,
    failures: failed.length,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: times.at(-1) ?? null,
    recentFailures: failed.slice(0, failuresShown),
  };
}
