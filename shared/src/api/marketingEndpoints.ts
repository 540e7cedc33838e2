import { api } from './apiSlice';
import type { components, JsonBody, JsonResponse, ResponseData } from './contract';
import type { DataEnvelope } from './types';

/**
 * The public calls behind the marketing pages: plans, the financing waitlist, live category counts, city
 * landing pages, ZIP lookup and the sitemap's data. Shapes are the api's, generated from its OpenAPI document (./contract).
 */

type Schemas = components['schemas'];

export type Plan = Schemas['Plan'];
export type PlanPrice = Plan['price'];
export type PlanLimits = Plan['limits'];
/** What registration passes to POST /api/stripe/create-checkout-session. */
export type PlanCheckoutIds = Plan['checkout'];

export type FinancingWaitlistRequest = JsonBody<'/api/financing-waitlist', 'post'>;
/** 201 when added, 200 when the email was already on the list; both carry a message to show as is. */
export type FinancingWaitlistResponse = JsonResponse<'/api/financing-waitlist', 'post', 201>;

export type CategoryStats = Schemas['CategoryStats'];
export type LocationPage = Schemas['LocationPage'];
export type UsStateRef = LocationPage['city']['state'];
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

export type ZipPlace = Schemas['ZipPlace'];
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

/**
 * The query a plan's subscribe link carries into registration (spec §4: redirectToStripe=true with planId,
 * priceId and productId starts checkout after signup). A free plan needs no checkout, only the plan.
 */
export function planCheckoutQuery(plan: Pick<Plan, 'checkout'>): string {
  const { planId, priceId, productId, requires_payment } = plan.checkout;
  const query = requires_payment
    ? new URLSearchParams({ redirectToStripe: 'true', planId, priceId, productId })
    : new URLSearchParams({ planId });
  return query.toString();
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
    zipLookup: build.query<ZipPlace, string>({
      query: (zip) => `/locations/zip/${encodeURIComponent(zip.trim())}`,
      transformResponse: unwrap<ZipPlace>,
      providesTags: ['Location'],
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
  useZipLookupQuery,
  useLazyZipLookupQuery,
  useSitemapEntriesQuery,
} = marketingApi;
