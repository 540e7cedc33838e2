import { pretendViewerTimeZone } from '@prohive/shared/testing';
import {
  addDays,
  formatClock,
  formatDuration,
  isIsoDate,
  localToday,
  mondayOf,
  parseClock,
  weekDates,
} from './time';

describe('plan time helpers', () => {
  it('reads 24-hour clock times: "09:30" → 570, "24:00" and "9:5" are not times', () => {
    expect(parseClock('09:30')).toBe(570);
    expect(parseClock(' 23:59 ')).toBe(1439);
    expect(parseClock('24:00')).toBeNull();
    expect(parseClock('9:5')).toBeNull();
  });

  it('writes clock times and durations: 570 → 09:30, 90 → 1 h 30 min, 45 → 45 min, 120 → 2 h', () => {
    expect(formatClock(570)).toBe('09:30');
    expect(formatDuration(90)).toBe('1 h 30 min');
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(120)).toBe('2 h');
  });

  it('finds the Monday of a week: Wed 2026-11-25 → Mon 2026-11-23; Sun 2026-11-29 → the same Monday', () => {
    expect(mondayOf('2026-11-25')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
  });

  it('lists a week across a month and a DST change: 2026-10-26 … 2026-11-01', () => {
    const restore = pretendViewerTimeZone('America/New_York');
    try {
      expect(weekDates('2026-10-26')).toEqual([
        '2026-10-26',
        '2026-10-27',
        '2026-10-28',
        '2026-10-29',
        '2026-10-30',
        '2026-10-31',
        '2026-11-01',
      ]);
      expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    } finally {
      restore();
    }
  });

  it('accepts real dates only: 2026-02-29 is not one, 2028-02-29 is', () => {
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('26-11-23')).toBe(false);
  });

  it('takes today from the viewer’s own calendar', () => {
    expect(localToday(new Date(2026, 10, 25, 23, 30))).toBe('2026-11-25');
  });
});
