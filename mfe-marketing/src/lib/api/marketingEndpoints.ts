import {
  api,
  type components,
  type DataEnvelope,
  type JsonBody,
  type JsonResponse,
  type Plan,
  type ResponseData,
} from '@prohive/shared';

/**
 * The public calls behind the marketing pages: plans, the financing waitlist, live category counts, city
 * landing pages and the sitemap's data. Shapes are the api's generated types. Owned by this remote
 * and injected into the shell's api slice when it loads; other remotes that need one of these calls inject
 * their own endpoint under their own name (docs/decisions/shell-and-federation.md §27).
 */

type Schemas = components['schemas'];

export type FinancingWaitlistRequest = JsonBody<'/api/financing-waitlist', 'post'>;
/** 201 when added, 200 when the email was already on the list; both carry a message to show as is. */
export type FinancingWaitlistResponse = JsonResponse<'/api/financing-waitlist', 'post', 201>;

export type CategoryStats = Schemas['CategoryStats'];
export type LocationPage = Schemas['LocationPage'];
export type NearbyProvider = LocationPage['providers']['items'][number];
export type NearbyJob = LocationPage['jobs']['items'][number];

export interface LocationPageArgs {
  /** Two-letter code (`ca`) or slug (`california`). */
  state: string;
  /** City slug: `san-diego`. */
  city: string;
  /** Service category slug, for /{state}/{city}/{service}. */
  service?: string;
  /** Miles, 1–100 (api default 25). */
  radius?: number;
  /** Providers and jobs listed, 1–50 (api default 12). */
  limit?: number;
}

export type SitemapEntries = ResponseData<'/api/sitemap-entries', 'get'>;

/** The api path of a location page; segments are encoded so a hand-typed URL cannot escape the route. */
export function locationPageUrl({ state, city, service, radius, limit }: LocationPageArgs): string {
  const segments = [state, city, ...(service === undefined ? [] : [service])].map((segment) =>
    encodeURIComponent(segment.trim().toLowerCase()),
  );
  const query = new URLSearchParams();
  if (radius !== undefined) query.set('radius', String(radius));
  if (limit !== undefined) query.set('limit', String(limit));
  const search = query.toString();
  return `/locations/${segments.join('/')}${search ? `?${search}` : ''}`;
}

const unwrap = <T>(response: DataEnvelope<T>): T => response.data;

export const marketingApi = api.injectEndpoints({
  endpoints: (build) => ({
    plans: build.query<Plan[], void>({
      query: () => '/plans',
      transformResponse: unwrap<Plan[]>,
      providesTags: ['Plan'],
    }),
    /** Not retried: a retry after a lost answer would only meet "already on the list". */
    joinFinancingWaitlist: build.mutation<FinancingWaitlistResponse, FinancingWaitlistRequest>({
      query: (body) => ({ url: '/financing-waitlist', method: 'POST', body }),
      extraOptions: { maxRetries: 0 },
      invalidatesTags: ['Financing'],
    }),
    categoryStats: build.query<CategoryStats[], void>({
      query: () => '/service-categories/stats',
      transformResponse: unwrap<CategoryStats[]>,
      providesTags: ['Category', 'Provider', 'Job'],
    }),
    categorySummary: build.query<CategoryStats, string>({
      query: (slug) => `/service-categories/${encodeURIComponent(slug)}/summary`,
      transformResponse: unwrap<CategoryStats>,
      providesTags: ['Category', 'Provider', 'Job'],
    }),
    locationPage: build.query<LocationPage, LocationPageArgs>({
      query: (args) => locationPageUrl(args),
      transformResponse: unwrap<LocationPage>,
      providesTags: ['Location', 'Provider', 'Job'],
    }),
    sitemapEntries: build.query<SitemapEntries, void>({
      query: () => '/sitemap-entries',
      transformResponse: unwrap<SitemapEntries>,
      providesTags: ['Location', 'Category'],
    }),
  }),
});

export const {
  usePlansQuery,
  useJoinFinancingWaitlistMutation,
  useCategoryStatsQuery,
  useCategorySummaryQuery,
  useLocationPageQuery,
  useSitemapEntriesQuery,
} = marketingApi;
