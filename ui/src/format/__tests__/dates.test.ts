import { formatDate, formatTimeAgo, viewerTimeZone } from '../dates';

// 03:30 UTC on Jan 15 is still Jan 14 in New York (UTC-5) and already Jan 15 in Tokyo (UTC+9).
const NEAR_MIDNIGHT = '2026-01-15T03:30:00Z';

describe('formatDate', () => {
  it('shows an instant in the viewer’s zone, so a job posted near midnight has one date everywhere', () => {
    expect(formatDate(NEAR_MIDNIGHT, { timeZone: 'America/New_York' })).toBe('Jan 14, 2026');
    expect(formatDate(NEAR_MIDNIGHT, { timeZone: 'Asia/Tokyo' })).toBe('Jan 15, 2026');
    expect(formatDate(NEAR_MIDNIGHT, { timeZone: 'UTC' })).toBe('Jan 15, 2026');
    // The same instant written with an offset is the same day for the same viewer.
    expect(formatDate('2026-01-14T22:30:00-05:00', { timeZone: 'America/New_York' })).toBe('Jan 14, 2026');
    expect(formatDate(new Date(NEAR_MIDNIGHT), { timeZone: 'America/New_York' })).toBe('Jan 14, 2026');
  });

  it('uses the viewer’s zone by default', () => {
    const zone = viewerTimeZone();
    expect(formatDate(NEAR_MIDNIGHT)).toBe(formatDate(NEAR_MIDNIGHT, { timeZone: zone }));
  });

  it('shows a calendar day as written in every zone (a preferred date is a day, not UTC midnight)', () => {
    for (const timeZone of ['America/Los_Angeles', 'UTC', 'Pacific/Kiritimati']) {
      expect(formatDate('2026-03-04', { timeZone })).toBe('Mar 4, 2026');
      // WordPress's `date`: wall-clock time with no zone, so only its day counts.
      expect(formatDate('2026-03-04T23:45:00', { timeZone })).toBe('Mar 4, 2026');
    }
  });

  it('has a short, a long and a month-and-year style', () => {
    const options = { timeZone: 'UTC' };
    expect(formatDate('2026-12-22T10:00:00Z', { ...options, style: 'short' })).toBe('Dec 22, 2026');
    expect(formatDate('2026-12-22T10:00:00Z', { ...options, style: 'long' })).toBe('December 22, 2026');
    expect(formatDate('2024-03-01T00:30:00Z', { ...options, style: 'monthYear' })).toBe('March 2024');
    // Near midnight on the first of a month, the month itself depends on the zone.
    expect(formatDate('2024-03-01T00:30:00Z', { timeZone: 'America/Chicago', style: 'monthYear' })).toBe(
      'February 2024',
    );
  });

  it('gives null for nothing or nonsense, never "Invalid Date"', () => {
    for (const value of [null, undefined, '', '   ', 'soon', '2026-02-30', new Date(Number.NaN)]) {
      expect(formatDate(value, { timeZone: 'UTC' })).toBeNull();
    }
  });

  it('falls back to UTC for a zone the runtime does not know', () => {
    expect(formatDate(NEAR_MIDNIGHT, { timeZone: 'Mars/Olympus_Mons' })).toBe('Jan 15, 2026');
  });
});

describe('viewerTimeZone', () => {
  it('is an IANA zone name, or UTC when Intl reports none', () => {
    expect(viewerTimeZone()).toMatch(/^[A-Za-z_]+(\/[A-Za-z_+-]+)*$/);
    const original = Intl.DateTimeFormat.prototype.resolvedOptions;
    const spy = jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
      this: Intl.DateTimeFormat,
    ) {
      return { ...original.call(this), timeZone: undefined as unknown as string };
    });
    expect(viewerTimeZone()).toBe('UTC');
    spy.mockRestore();
  });
});

describe('formatTimeAgo', () => {
  const now = Date.parse('2026-01-15T12:00:00Z');
  const ago = (ms: number) => formatTimeAgo(new Date(now - ms).toISOString(), { now });

  it('counts minutes, hours, days, months and years', () => {
    expect(ago(20_000)).toBe('just now');
    expect(ago(60_000)).toBe('1 minute ago');
    expect(ago(5 * 60_000)).toBe('5 minutes ago');
    expect(ago(3 * 3_600_000)).toBe('3 hours ago');
    expect(ago(86_400_000)).toBe('1 day ago');
    expect(ago(2 * 86_400_000)).toBe('2 days ago');
    expect(ago(45 * 86_400_000)).toBe('1 month ago');
    expect(ago(400 * 86_400_000)).toBe('1 year ago');
  });

  it('does not depend on the zone: 2 hours ago across midnight is still 2 hours ago', () => {
    expect(formatTimeAgo('2026-01-14T23:00:00Z', { now: Date.parse('2026-01-15T01:00:00Z') })).toBe(
      '2 hours ago',
    );
  });

  it('reads a moment slightly in the future as just now, and nonsense as null', () => {
    expect(ago(-30_000)).toBe('just now');
    expect(formatTimeAgo('not a date', { now })).toBeNull();
    expect(formatTimeAgo(null, { now })).toBeNull();
  });
});
