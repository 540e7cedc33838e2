import type { ProvidersListArgs } from '../../lib/api/providersEndpoints';

/**
 * The professionals lists keep their state in the URL query (`search`, `zip`, `category`, `page`, `view`), so
 * a search can be reloaded and shared and the browser's Back button walks through it.
 */

export type ResultsView = 'list' | 'map';

export interface ProvidersSearch {
  search: string;
  zip: string;
  /** Only the mobile finder puts the category in the query; the category pages take it from the path. */
  category: string | null;
  /** Miles around the ZIP (the api's default of 25 when absent); only the wider-area offer sets it. */
  radius: number | null;
  page: number;
  view: ResultsView;
}

/** The radius the api applies when none is sent. */
export const API_DEFAULT_RADIUS_MILES = 25;
/** How far "search a wider area" reaches. */
export const WIDEST_RADIUS_MILES = 100;

export const PROS_PAGE_SIZE = 12;
const ZIP_PATTERN = /^\d{5}$/;
const SLUG_PATTERN = /^[a-z0-9-]{1,60}$/;

export function parseProvidersQuery(params: URLSearchParams): ProvidersSearch {
  const zip = params.get('zip')?.trim() ?? '';
  const category = params.get('category')?.trim().toLowerCase() ?? '';
  const page = params.get('page')?.trim() ?? '';
  return {
    search: (params.get('search') ?? '').trim().slice(0, 100),
    zip: ZIP_PATTERN.test(zip) ? zip : '',
    category: SLUG_PATTERN.test(category) ? category : null,
    radius: parseRadius(params.get('radius')),
    page: /^\d{1,9}$/.test(page) && Number(page) >= 1 ? Number(page) : 1,
    view: params.get('view') === 'map' ? 'map' : 'list',
  };
}

function parseRadius(value: string | null): number | null {
  const miles = Number(value?.trim());
  return /^\d{1,3}$/.test(value?.trim() ?? '') && miles >= 1 && miles <= 200 ? miles : null;
}

/** The api arguments; a category from the path (the service pages) wins over the query's. */
export function toProvidersListArgs(search: ProvidersSearch, category?: string | null): ProvidersListArgs {
  return {
    search: search.search || undefined,
    category: (category ?? search.category) || undefined,
    zip: search.zip || undefined,
    radius: search.zip && search.radius ? search.radius : undefined,
    page: search.page,
    per_page: PROS_PAGE_SIZE,
  };
}

/** The current query with one key set (or removed when value is null); changing anything but the page resets it. */
export function withParam(search: string, key: string, value: string | null): string {
  const params = new URLSearchParams(search);
  if (value === null || value === '') params.delete(key);
  else params.set(key, value);
  if (key !== 'page' && key !== 'view') params.delete('page');
  const query = params.toString();
  return query ? `?${query}` : '';
}
