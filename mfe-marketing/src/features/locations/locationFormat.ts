import { type LocationPage, type NearbyJob } from '../../lib/api/marketingEndpoints';

/** "0.4 miles", "1 mile", "12.3 miles": distances come to a tenth of a mile. */
export function formatMiles(miles: number): string {
  const rounded = Math.round(miles * 10) / 10;
  return `${rounded.toLocaleString('en-US')} ${rounded === 1 ? 'mile' : 'miles'}`;
}

const dollars = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(
    cents / 100,
  );

/** A job's budget range as a customer would say it. */
export function formatBudget(job: Pick<NearbyJob, 'budget_min_cents' | 'budget_max_cents'>): string {
  const { budget_min_cents: min, budget_max_cents: max } = job;
  if (min !== null && max !== null) return min === max ? dollars(min) : `${dollars(min)}–${dollars(max)}`;
  if (max !== null) return `Up to ${dollars(max)}`;
  if (min !== null) return `From ${dollars(min)}`;
  return 'Budget open';
}

/** The words for the api's job timing keys (migration 0001's job_timing). */
const TIMING_LABELS: Record<string, string> = {
  asap: 'As soon as possible',
  within_week: 'Within a week',
  within_month: 'Within a month',
  flexible: 'Flexible timing',
};

/** A job's timing in words; a key added to the api later still reads as words, never as `snake_case`. */
export function formatTiming(timing: string): string {
  if (Object.hasOwn(TIMING_LABELS, timing)) return TIMING_LABELS[timing] as string;
  const words = timing.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "City, State" as headings and titles use it. */
export function placeName(page: Pick<LocationPage, 'city'>): string {
  return `${page.city.name}, ${page.city.state.name}`;
}

/** The page's canonical path: the city's own, plus the service when there is one. */
export function locationPath(page: Pick<LocationPage, 'city' | 'service'>): string {
  return page.service ? `${page.city.path}/${page.service.slug}` : page.city.path;
}

export function locationHeading(page: Pick<LocationPage, 'city' | 'service'>): string {
  const place = placeName(page);
  return page.service ? `${page.service.title} in ${place}` : `Local service pros in ${place}`;
}
