import type { Weekday } from './model';

const MINUTES_PER_DAY = 24 * 60;
const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** "09:30" → 570; null for anything that is not a 24-hour clock time. */
export function parseClock(text: string): number | null {
  const match = CLOCK.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** 570 → "09:30"; 1440 (the end of a day) → "24:00". */
export function formatClock(minutes: number): string {
  const whole = Math.round(minutes);
  const hours = Math.floor(whole / 60);
  return `${String(hours).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/** 90 → "1 h 30 min", 45 → "45 min", 120 → "2 h". */
export function formatDuration(minutes: number): string {
  const whole = Math.round(minutes);
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

export function isValidClockRange(start: number, end: number): boolean {
  return start >= 0 && end <= MINUTES_PER_DAY && end > start;
}

/** Dates are handled as UTC calendar days so no time zone or DST change can shift them. */
function dateToUtc(date: string): Date | null {
  const match = ISO_DATE.exec(date);
  if (!match) return null;
  const value = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return value.toISOString().startsWith(date) ? value : null;
}

export function isIsoDate(date: string): boolean {
  return dateToUtc(date) !== null;
}

export function addDays(date: string, days: number): string {
  const start = dateToUtc(date);
  if (!start) throw new RangeError(`Not a date: ${date}`);
  return new Date(start.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

export function weekdayOf(date: string): Weekday {
  const value = dateToUtc(date);
  if (!value) throw new RangeError(`Not a date: ${date}`);
  return (((value.getUTCDay() + 6) % 7) + 1) as Weekday;
}

/** The Monday on or before `date`. */
export function mondayOf(date: string): string {
  return addDays(date, 1 - weekdayOf(date));
}

/** The seven dates of the week starting `weekStart`. */
export function weekDates(weekStart: string): string[] {
  return Array.from({ length: 7 }, (_, index) => addDays(weekStart, index));
}

/** Today's date on the viewer's own calendar (call in effects and handlers only). */
export function localToday(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** A plan's wall-clock time on `date` as an instant, read in the viewer's own time zone. */
export function localInstant(date: string, minutes: number): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day, 0, minutes);
}

const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export function weekdayName(day: Weekday): string {
  return WEEKDAY_NAMES[day - 1]!;
}

/** "Tue 26 Nov" style label for a plan date, independent of the viewer's time zone. */
export function formatPlanDate(date: string): string {
  const value = dateToUtc(date);
  if (!value) return date;
  return value.toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
