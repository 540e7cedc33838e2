import { api } from './apiSlice';
import type { DataEnvelope } from './types';

/**
 * The public calls behind the marketing pages: plans, the financing waitlist, live category counts, city
 * landing pages, ZIP lookup and the sitemap's data. Shapes mirror the api's schemas (see /api/docs).
 */

export interface PlanPrice {
  amount_cents: number;
  /** ISO 4217, lower case: `usd`. */
  currency: string;
  interval: 'month' | 'year';
}

export interface PlanLimits {
  /** null means unlimited. */
  bids_per_month: number | null;
  service_categories: number;
  service_radius_miles: number;
}

/** What registration passes to POST /api/stripe/create-checkout-session. */
export interface PlanCheckoutIds {
  /** The plan slug. */
  planId: string;
  priceId: string;
  productId: string;
  requires_payment: boolean;
}

export interface Plan {
  id: number;
  slug: string;
  name: string;
  description: string;
  price: PlanPrice;
  limits: PlanLimits;
  features: string[];
  checkout: PlanCheckoutIds;
}

export interface FinancingWaitlistRequest {
  name: string;
  email: string;
  /** Five digits, a real US ZIP. */
  zip: string;
  /** A service category slug or 'other'. */
  project_type?: string;
  /** Whole US dollars, 500 to 250,000. */
  amount?: number;
}

/** 201 when added, 200 when the email was already on the list; both carry a message to show as is. */
export interface FinancingWaitlistResponse {
  message: string;
  data: { email: string; already_on_list: boolean };
}

export interface CategoryStats {
  slug: string;
  title: string;
  description: string;
  provider_count: number;
  open_job_count: number;
}

export interface UsStateRef {
  code: string;
  name: string;
  slug: string;
}

export interface NearbyProvider {
  id: number;
  business_name: string;
  bio: string;
  avatar: string | null;
  city: string;
  state: string;
  rating_average: number;
  review_count: number;
  hires: number;
  years_in_business: number;
  response_time_minutes: number | null;
  verified: { license: boolean; insurance: boolean; background: boolean };
  services: string[];
  distance_miles: number;
}

export interface NearbyJob {
  id: number;
  title: string;
  category: { slug: string; title: string };
  service_type: string;
  city: string;
  state: string;
  budget_min_cents: number | null;
  budget_max_cents: number | null;
  timing: string;
  /** ISO date-time. */
  created_at: string;
  distance_miles: number;
}

export interface LocationPage {
  city: {
    name: string;
    slug: string;
    state: UsStateRef;
    latitude: number;
    longitude: number;
    zips: string[];
    /** Canonical page path: `/ca/san-diego`. */
    path: string;
  };
  service: { slug: string; title: string; description: string } | null;
  radius_miles: number;
  nearby_cities: { name: string; slug: string; state: string; distance_miles: number; path: string }[];
  services: { slug: string; title: string; provider_count: number; path: string }[];
  providers: { total: number; items: NearbyProvider[] };
  jobs: { total: number; items: NearbyJob[] };
}

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

export interface ZipPlace {
  zip: string;
  city: string;
  state: string;
  state_name: string | null;
  latitude: number;
  longitude: number;
  city_path: string | null;
}

export interface SitemapEntries {
  services: { slug: string; title: string }[];
  locations: { state: string; city: string; path: string; services: { slug: string; path: string }[] }[];
}

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
