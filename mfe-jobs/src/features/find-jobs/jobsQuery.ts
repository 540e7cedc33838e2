import type { JobSort, JobsListArgs } from '../../lib/api/jobsEndpoints';

/**
 * The Find Jobs page keeps ALL of its state in the URL query, so reload, back/forward and a shared link show the
 * same search. This file is the one mapping between the query string and the api arguments: anything invalid in
 * a hand-edited URL falls back to the default instead of reaching the api.
 */

export const RADIUS_OPTIONS = [10, 25, 50, 100] as const;
export const DEFAULT_RADIUS = 25;
export const POSTED_WITHIN_OPTIONS = [
  { value: 1, label: 'Last 24 hours' },
  { value: 7, label: 'Last 7 days' },
  { value: 30, label: 'Last 30 days' },
] as const;
export type PostedWithin = 1 | 7 | 30;

export const SORT_OPTIONS: readonly { value: JobSort; label: string; needsZip?: true }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'budget_high', label: 'Budget: high to low' },
  { value: 'budget_low', label: 'Budget: low to high' },
  { value: 'distance', label: 'Distance: nearest first', needsZip: true },
];

export const JOBS_PAGE_SIZE = 12;

export interface JobsFilters {
  category: string | null;
  q: string;
  page: number;
  zip: string;
  radius: number;
  budgetMin: number | null;
  budgetMax: number | null;
  postedWithin: PostedWithin | null;
  sort: JobSort;
}

export const DEFAULT_FILTERS: JobsFilters = {
  category: null,
  q: '',
  page: 1,
  zip: '',
  radius: DEFAULT_RADIUS,
  budgetMin: null,
  budgetMax: null,
  postedWithin: null,
  sort: 'newest',
};

export const ZIP_PATTERN = /^\d{5}$/;
const SLUG_PATTERN = /^[a-z0-9-]{1,60}$/;
/** The api caps budgets at 100,000,000 cents; in whole dollars that is 1,000,000. */
export const MAX_BUDGET_DOLLARS = 1_000_000;

function positiveInt(raw: string | null): number | null {
  if (raw === null || !/^\d{1,9}$/.test(raw.trim())) return null;
  const n = Number(raw.trim());
  return n >= 1 ? n : null;
}

function dollars(raw: string | null): number | null {
  if (raw === null || !/^\d{1,7}$/.test(raw.trim())) return null;
  const n = Number(raw.trim());
  return n <= MAX_BUDGET_DOLLARS ? n : null;
}

/** Query string → filters; invalid values become their defaults. */
export function parseJobsQuery(params: URLSearchParams): JobsFilters {
  const category = params.get('category')?.trim().toLowerCase() ?? '';
  const zip = params.get('zip')?.trim() ?? '';
  const validZip = ZIP_PATTERN.test(zip) ? zip : '';
  const radius = Number(params.get('radius'));
  const posted = Number(params.get('posted_within'));
  const sortRaw = params.get('sort') ?? '';
  const sortOption = SORT_OPTIONS.find((option) => option.value === sortRaw);
  let budgetMin = dollars(params.get('budget_min'));
  let budgetMax = dollars(params.get('budget_max'));
  if (budgetMin !== null && budgetMax !== null && budgetMin > budgetMax) {
    [budgetMin, budgetMax] = [budgetMax, budgetMin];
  }
  return {
    category: SLUG_PATTERN.test(category) ? category : null,
    q: (params.get('q') ?? '').trim().slice(0, 100),
    page: positiveInt(params.get('page')) ?? 1,
    zip: validZip,
    radius: (RADIUS_OPTIONS as readonly number[]).includes(radius) ? radius : DEFAULT_RADIUS,
    budgetMin,
    budgetMax,
    postedWithin: posted === 1 || posted === 7 || posted === 30 ? posted : null,
    // Distance sorting needs a ZIP to measure from.
    sort: sortOption && (!sortOption.needsZip || validZip) ? sortOption.value : 'newest',
  };
}

/** Filters → canonical query string (defaults left out, stable order), without the leading '?'. */
export function jobsQueryString(filters: JobsFilters): string {
  const params = new URLSearchParams();
  if (filters.category) params.set('category', filters.category);
  if (filters.q) params.set('q', filters.q);
  if (filters.zip) {
    params.set('zip', filters.zip);
    if (filters.radius !== DEFAULT_RADIUS) params.set('radius', String(filters.radius));
  }
  if (filters.budgetMin !== null) params.set('budget_min', String(filters.budgetMin));
  if (filters.budgetMax !== null) params.set('budget_max', String(filters.budgetMax));
  if (filters.postedWithin !== null) params.set('posted_within', String(filters.postedWithin));
  if (filters.sort !== 'newest' && (filters.sort !== 'distance' || filters.zip))
    params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params.toString();
}

/** A change to anything but the page starts again at page 1 (spec §2: a category click sets page=1). */
export function withFilters(current: JobsFilters, change: Partial<JobsFilters>): JobsFilters {
  const next = { ...current, ...change };
  if (!('page' in change)) next.page = 1;
  if (next.sort === 'distance' && !next.zip) next.sort = 'newest';
  return next;
}

/** Filters → the api call's arguments. */
export function toJobsListArgs(filters: JobsFilters): JobsListArgs {
  return {
    category: filters.category ?? undefined,
    q: filters.q || undefined,
    zip: filters.zip || undefined,
    radius: filters.zip ? filters.radius : undefined,
    budget_min: filters.budgetMin ?? undefined,
    budget_max: filters.budgetMax ?? undefined,
    posted_within: filters.postedWithin ?? undefined,
    sort: filters.sort,
    page: filters.page,
    per_page: JOBS_PAGE_SIZE,
  };
}

/** Whether anything narrows the list beyond the defaults (the empty state then offers to widen it). */
export function isNarrowed(filters: JobsFilters): boolean {
  return (
    filters.category !== null ||
    filters.q !== '' ||
    filters.zip !== '' ||
    filters.budgetMin !== null ||
    filters.budgetMax !== null ||
    filters.postedWithin !== null
  );
}
