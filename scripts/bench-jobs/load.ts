// The load generator: autocannon with N concurrent connections, keeping every response time so p50 and p95
// are exact percentiles of this run (autocannon's own summary has p97.5 but no p95).
import autocannon from 'autocannon';

export interface LoadResult {
  requests: number;
  errors: number;
  non2xx: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** The value at percentile p (0–100) of already sorted numbers, nearest-rank. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

function once(url: string, connections: number, seconds: number, times: number[] | null) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections, duration: seconds }, (error, result) => {
      if (error) reject(error);
      else resolve(result);
    });
    if (times) {
      instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
        times.push(responseTime);
      });
    }
  });
}

export async function measure(
  url: string,
  options: { connections: number; seconds: number; warmupSeconds: number },
): Promise<LoadResult> {
  if (options.warmupSeconds > 0) await once(url, options.connections, options.warmupSeconds, null);
  const times: number[] = [];
  const result = await once(url, options.connections, options.seconds, times);
  times.sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    rps: Math.round(result.requests.average),
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
    max: round(times.at(-1) ?? Number.NaN),
  };
}
