import { loadStats, percentile } from '../loadStats';

describe('remote load statistics', () => {
  it('takes nearest-rank percentiles', () => {
    expect(percentile([], 50)).toBeNull();
    expect(percentile([7], 95)).toBe(7);
    const hundred = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 95)).toBe(95);
    expect(percentile([10, 20, 30, 40], 50)).toBe(20);
  });

  it('times successful loads only and lists the newest failures', () => {
    const at = '2026-11-26T00:00:00.000Z';
    const base = { remote: 'jobs', version: null, at };
    const stats = loadStats(
      [
        { ...base, outcome: 'failed', manifest_ms: 5000, entry_ms: null },
        { ...base, outcome: 'ok', manifest_ms: null, entry_ms: null },
        { ...base, outcome: 'ok', manifest_ms: 30, entry_ms: 70 },
        { ...base, outcome: 'timeout', manifest_ms: null, entry_ms: 8000 },
        { ...base, outcome: 'failed', manifest_ms: null, entry_ms: null },
      ],
      2,
    );
    expect(stats).toMatchObject({ reports: 5, failures: 3, p50: 100, p95: 100, max: 100 });
    expect(stats.recentFailures.map((load) => load.outcome)).toEqual(['failed', 'timeout']);
  });
});
