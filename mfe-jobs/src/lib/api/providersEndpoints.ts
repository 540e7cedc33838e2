import { api, type DataEnvelope, type ProviderCard, type ResponseData } from '@prohive/shared';
import type { Paginated, Review } from './jobsEndpoints';

/**
 * Public professional search and profiles (the session's api contract, "Providers"). Cache tags: the search
 * results are `{ type: 'Provider', id: 'LIST' }`, a profile `{ type: 'Provider', id }` and its reviews
 * `{ type: 'Review', id: 'PROVIDER-<id>' }`, so saving a provider or reviewing a job refreshes what it changes.
 */

export type ProviderProfile = ResponseData<'/api/providers/{id}', 'get'>;

export interface ProvidersListArgs {
  /** Free text: category title or slug, business name, bio. */
  search?: string;
  /** Category slug. */
  category?: string;
  /** Five digits; limits to providers serving within `radius` and sorts by distance. */
  zip?: string;
  /** Miles, 1–200 (api default 25); only with zip. */
  radius?: number;
  page?: number;
  per_page?: number;
}

export interface ProviderReviewsArgs {
  id: number;
  page?: number;
  per_page?: number;
}

/** Reviews per page on a profile (the profile itself embeds the first page of 5). */
export const PROVIDER_REVIEWS_PAGE_SIZE = 5;

function withQuery(path: string, params: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === '') continue;
    query.set(key, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** The api path of the professional search; blank values are left out so equal searches share a cache entry. */
export function providersListUrl(args: ProvidersListArgs = {}): string {
  const zip = args.zip?.trim();
  return withQuery('/providers', {
    search: args.search?.trim(),
    category: args.category,
    zip,
    // The api ignores a radius without a ZIP; leaving it out keeps the cache key honest.
    radius: zip ? args.radius : undefined,
    page: args.page,
    per_page: args.per_page,
  });
}

export const providersApi = api.injectEndpoints({
  endpoints: (build) => ({
    providers: build.query<Paginated<ProviderCard>, ProvidersListArgs | void>({
      query: (args) => providersListUrl(args ?? {}),
      providesTags: [{ type: 'Provider', id: 'LIST' }],
    }),
    provider: build.query<ProviderProfile, number>({
      query: (id) => `/providers/${id}`,
      transformResponse: (response: DataEnvelope<ProviderProfile>) => response.data,
      // 'User': `saved` depends on who is looking, so signing in or out refreshes it.
      providesTags: (_result, _error, id) => [{ type: 'Provider', id }, 'User'],
    }),
    providerReviews: build.query<Paginated<Review>, ProviderReviewsArgs>({
      query: ({ id, page, per_page }) => withQuery(`/providers/${id}/reviews`, { page, per_page }),
      providesTags: (_result, _error, { id }) => [{ type: 'Review', id: `PROVIDER-${id}` }, 'Review'],
    }),
  }),
});

export const { useProvidersQuery, useProviderQuery, useProviderReviewsQuery } = providersApi;
