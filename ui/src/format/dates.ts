// The site's one way to show dates (docs/decisions/shell-and-federation.md §25). Two kinds of value arrive:
//
// - Instants: ISO date-times with a zone (`2026-01-15T03:30:00Z`, `…+02:00`): when a job was posted, a bid
//   sent, a post published. Shown in the viewer's time zone, on every page, so one job never shows two
//   different posted dates (the job page used local time and the dashboard UTC).
// - Calendar days: `2026-03-04`, or a date-time without a zone (WordPress's `date`): a day on the calendar, not
//   a moment. Shown as written, never shifted by any zone.
//
// Server-safe: nothing here reads `window`; the viewer's zone comes from Intl, with UTC when Intl has none.

/** 'short': "Jan 15, 2026" · 'long': "January 15, 2026" · 'monthYear': "January 2026". */
export type DateStyle = 'short' | 'long' | 'monthYear';

export interface DateFormatOptions {
  style?: DateStyle;
  /** An IANA zone to show instants in instead of the viewer's (tests; a page about a place). */
  timeZone?: string;
}

const LOCALE = 'en-US';

const STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  short: { month: 'short', day: 'numeric', year: 'numeric' },
  long: { month: 'long', day: 'numeric', year: 'numeric' },
  monthYear: { month: 'long', year: 'numeric' },
};

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A date-time with no zone designator: wall-clock time somewhere unknown, so only its day is meaningful. */
const FLOATING_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

/** The viewer's IANA time zone, or 'UTC' where the runtime does not know one. Read on every call. */
export function viewerTimeZone(): string {
  try {
    return new Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(style: DateStyle, timeZone: string): Intl.DateTimeFormat {
  const key = `${style}|${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat(LOCALE, { ...STYLES[style], timeZone });
    } catch {
      // An unknown zone name (an old runtime's tz data): UTC rather than no date at all.
      formatter = new Intl.DateTimeFormat(LOCALE, { ...STYLES[style], timeZone: 'UTC' });
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

type DateInput = string | Date | null | undefined;

/**
 * What to format and in which zone: calendar days become noon UTC shown in UTC (the same day everywhere),
 * instants stay as they are, shown in `timeZone`. Null for an empty or unreadable value.
 */
function resolve(value: DateInput, timeZone: string): { date: Date; timeZone: string } | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : { date: value, timeZone };
  const text = value?.trim();
  if (!text) return null;
  const day = CALENDAR_DAY.exec(text) ?? FLOATING_DATE_TIME.exec(text);
  if (day) {
    const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
    const noon = new Date(Date.UTC(year, month - 1, date, 12));
    // Rejects 2026-02-30 and the like instead of rolling over into March.
    if (noon.getUTCMonth() !== month - 1 || noon.getUTCDate() !== date) return null;
    return { date: noon, timeZone: 'UTC' };
  }
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? null : { date: instant, timeZone };
}

/** "Jan 15, 2026" (see {@link DateStyle}) by the site's rule, or null when there is no usable date. */
export function formatDate(value: DateInput, options: DateFormatOptions = {}): string | null {
  const resolved = resolve(value, options.timeZone ?? viewerTimeZone());
  if (!resolved) return null;
  return formatterFor(options.style ?? 'short', resolved.timeZone).format(resolved.date);
}

export interface RelativeTimeOptions {
  /** The moment to measure from (default: now); injectable so tests do not depend on the clock. */
  now?: number | Date;
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * "just now", "5 minutes ago", "3 hours ago", "2 days ago", "4 months ago": how long ago an instant was. A
 * moment in the future (a clock a little ahead) reads "just now". Null when there is no usable date.
 */
export function formatTimeAgo(value: DateInput, options: RelativeTimeOptions = {}): string | null {
  const then = value instanceof Date ? value.getTime() : value ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(then)) return null;
  const now = options.now === undefined ? Date.now() : Number(options.now);
  const minutes = Math.max(0, Math.floor((now - then) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${plural(minutes, 'minute')} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${plural(hours, 'hour')} ago`;
  const days = Math.floor(hours / 24);
  if (days < 30) return `${plural(days, 'day')} ago`;
  const months = Math.floor(days / 30);
  if (months < 12) return `${plural(months, 'month')} ago`;
  return `${plural(Math.floor(days / 365), 'year')} ago`;
}
