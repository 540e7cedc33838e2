import { api } from './apiSlice';
import type { DataEnvelope } from './types';

/**
 * The jobs marketplace calls: jobs, bids, reviews and the service category list (the session's shared api
 * contract, "Jobs, bids, reviews"). Money is integer cents, times are ISO 8601 UTC.
 *
 * Cache tags: a job is `{ type: 'Job', id }`; the public list, the provider's matching list and the caller's
 * own list are the `LIST`, `MATCHING` and `MINE` ids of `Job`; a job's bids are `{ type: 'Bid', id: 'JOB-<id>' }`
 * and the provider's own bids `{ type: 'Bid', id: 'MINE' }`. Every write invalidates what it changes, so
 * accepting a bid refreshes the job, its bids, the owner's jobs and the provider's bids in one go.
 */

export interface CategoryRef {
  slug: string;
  title: string;
}

export interface ServiceCategory extends CategoryRef {
  id: number;
  description: string;
}

export interface Budget {
  min_cents: number | null;
  max_cents: number | null;
}

/** An approximate centre (ZIP centroid, 2 decimals) and the circle a map draws around it. */
export interface ApproxLocation {
  zip: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
  radius_miles: number;
}

export type ServiceType = 'home' | 'office' | 'commercial';
export const SERVICE_TYPES: readonly ServiceType[] = ['home', 'office', 'commercial'];

/** The database also allows `within_month`; the form offers the other four. */
export type JobTiming = 'asap' | 'within_week' | 'within_month' | 'flexible' | 'specific_date';
export type JobStatus = 'open' | 'hired' | 'completed' | 'cancelled' | 'expired';
export type BidStatus = 'pending' | 'accepted' | 'declined' | 'withdrawn';

/** The same shape as uploadsEndpoints' `Photo` (kept local so this file does not depend on that one). */
interface JobPhoto {
  id: string;
  url: string;
  thumb_url: string;
}

export interface ListMeta {
  page: number;
  per_page: number;
  total: number;
  last_page: number;
}

export interface Paginated<T> {
  data: T[];
  meta: ListMeta;
}

export interface JobSummary {
  id: number;
  title: string;
  /** The first 280 characters. */
  description: string;
  category: CategoryRef;
  service_type: ServiceType;
  location: ApproxLocation;
  budget: Budget;
  timing: JobTiming;
  /** `YYYY-MM-DD` when timing is `specific_date`. */
  preferred_date: string | null;
  status: JobStatus;
  created_at: string;
  expires_at: string;
  bid_count: number;
  /** From the query's ZIP, one decimal; null without one. */
  distance_miles: number | null;
  photo_count: number;
}

export interface Review {
  id: number;
  job_id: number;
  provider_id: number;
  rating: 1 | 2 | 3 | 4 | 5;
  body: string;
  customer_first_name: string;
  job_title: string;
  created_at: string;
}

export interface Bid {
  id: number;
  job_id: number;
  provider_id: number;
  amount_cents: number;
  message: string;
  estimated_duration_minutes: number | null;
  status: BidStatus;
  created_at: string;
  updated_at: string;
}

export interface JobViewer {
  is_owner: boolean;
  my_bid: Bid | null;
  can_bid: boolean;
  can_review: boolean;
  saved: boolean;
}

export interface JobDetail extends JobSummary {
  /** The full text. */
  description: string;
  answers: Record<string, string | string[]>;
  photos: JobPhoto[];
  customer: { id: number; first_name: string; avatar: string | null };
  /** Set when the job is a 'Request a quote' aimed at one provider. */
  target_provider_id: number | null;
  /** Only the owner (and an admin) get it. */
  exact_location: { address: string | null; latitude: number; longitude: number } | null;
  hired_bid_id: number | null;
  review: Review | null;
  viewer: JobViewer;
}

export interface ProviderBadges {
  license_verified: boolean;
  insurance_verified: boolean;
  background_checked: boolean;
}

export interface ProviderCard {
  id: number;
  business_name: string;
  avatar: string | null;
  city: string;
  state: string;
  zip: string;
  /** 0..5, one decimal. */
  rating_average: number;
  review_count: number;
  hires: number;
  years_in_business: number;
  response_time_minutes: number | null;
  badges: ProviderBadges;
  services: CategoryRef[];
  latitude: number;
  longitude: number;
  distance_miles: number | null;
}

export type BudgetPosition = 'below' | 'within' | 'above' | 'no_budget';

/** One bid as the job owner compares it; a provider looking at their own bid gets it without `contact`. */
export interface BidComparison extends Bid {
  provider: ProviderCard & { contact?: { email: string; phone: string | null } };
  budget_position: BudgetPosition;
  /** 1 = cheapest among the bids that are not withdrawn. */
  price_rank: number;
  /** -12 means 12 % under the median of the other bids; null when there are no others. */
  vs_median_percent: number | null;
}

/** A job in the caller's own list. */
export interface MyJob extends JobSummary {
  hired_provider: { id: number; business_name: string } | null;
  needs_review: boolean;
}

/** A bid in the provider's own list. */
export interface MyBid extends Bid {
  job: JobSummary;
}

/** Exact counts of all the caller's jobs by status, across every page (`meta.counts` of GET /api/jobs/mine). */
export interface MyJobCounts extends Record<JobStatus, number> {
  /** Completed jobs whose hired provider the customer has not reviewed yet. */
  needs_review: number;
}

/** The provider's bid usage against their plan this calendar month (`meta.usage` of GET /api/bids/mine). */
export interface BidUsage {
  bids_this_month: number;
  /** null is unlimited. */
  bids_per_month_limit: number | null;
  plan_slug: string;
}

/** Optional: an api without them still answers, and the dashboards fall back to counting a page. */
export type MyJobsPage = Paginated<MyJob> & { meta: ListMeta & { counts?: MyJobCounts } };
export type MyBidsPage = Paginated<MyBid> & { meta: ListMeta & { usage?: BidUsage } };

export type JobSort = 'newest' | 'budget_high' | 'budget_low' | 'distance';

export interface JobsListArgs {
  category?: string;
  q?: string;
  /** Five digits; enables distance and radius. */
  zip?: string;
  /** Miles, 1–200 (api default 25); only with zip. */
  radius?: number;
  /** Whole dollars. */
  budget_min?: number;
  /** Whole dollars. */
  budget_max?: number;
  posted_within?: 1 | 7 | 30;
  sort?: JobSort;
  page?: number;
  per_page?: number;
}

export interface PageArgs {
  page?: number;
  per_page?: number;
}

export interface CreateJobRequest {
  category: string;
  service_type: ServiceType;
  /** 3–160 characters. */
  title: string;
  /** 20–5000 characters. */
  description: string;
  answers?: Record<string, string | string[]>;
  timing: JobTiming;
  /** `YYYY-MM-DD`, required iff timing is `specific_date`. */
  preferred_date?: string;
  budget_min_cents?: number;
  budget_max_cents?: number;
  zip: string;
  address?: string;
  /** Up to 8 uploads of purpose job_photo owned by the caller. */
  photo_ids?: string[];
  target_provider_id?: number;
}

export interface BidRequest {
  /** 100 .. 100,000,000 cents. */
  amount_cents: number;
  /** Up to 2000 characters. */
  message: string;
  /** 15 .. 525,600 minutes. */
  estimated_duration_minutes?: number | null;
}

export interface CreateBidArgs extends BidRequest {
  jobId: number;
}

export interface UpdateBidArgs extends Partial<BidRequest> {
  id: number;
  /** Not sent: names the job whose cached views the change refreshes. */
  jobId: number;
}

/** A bid action (withdraw, accept, decline); `jobId` only names the caches to refresh. */
export interface BidActionArgs {
  id: number;
  jobId: number;
}

export interface ReviewRequest {
  jobId: number;
  rating: 1 | 2 | 3 | 4 | 5;
  body: string;
}

type QueryValue = string | number | undefined;

function withQuery(path: string, params: Record<string, QueryValue>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === '') continue;
    query.set(key, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** The api path of the public job list; empty values are left out so the URL stays canonical. */
export function jobsListUrl(args: JobsListArgs = {}): string {
  const { category, q, zip, radius, budget_min, budget_max, posted_within, sort, page, per_page } = args;
  const trimmedZip = zip?.trim();
  return withQuery('/jobs', {
    category,
    q: q?.trim(),
    zip: trimmedZip,
    // The api ignores a radius without a ZIP; leaving it out keeps the cache key honest.
    radius: trimmedZip ? radius : undefined,
    budget_min,
    budget_max,
    posted_within,
    sort,
    page,
    per_page,
  });
}

function pageUrl(path: string, args: PageArgs | void): string {
  return withQuery(path, { page: args?.page, per_page: args?.per_page });
}

const unwrap = <T>(response: DataEnvelope<T>): T => response.data;

/** Everything one job's state change can alter in the cache. */
const jobChangeTags = (jobId: number) =>
  [
    { type: 'Job' as const, id: jobId },
    { type: 'Job' as const, id: 'LIST' },
    { type: 'Job' as const, id: 'MINE' },
    { type: 'Job' as const, id: 'MATCHING' },
    { type: 'Bid' as const, id: `JOB-${jobId}` },
    { type: 'Bid' as const, id: 'MINE' },
    'Saved' as const,
  ] as const;

export const jobsApi = api.injectEndpoints({
  endpoints: (build) => ({
    serviceCategories: build.query<ServiceCategory[], void>({
      query: () => '/service-categories',
      transformResponse: unwrap<ServiceCategory[]>,
      providesTags: ['Category'],
    }),
    jobs: build.query<Paginated<JobSummary>, JobsListArgs | void>({
      query: (args) => jobsListUrl(args ?? {}),
      providesTags: [{ type: 'Job', id: 'LIST' }],
    }),
    matchingJobs: build.query<Paginated<JobSummary>, PageArgs | void>({
      query: (args) => pageUrl('/jobs/matching', args),
      providesTags: [{ type: 'Job', id: 'MATCHING' }],
    }),
    myJobs: build.query<MyJobsPage, PageArgs | void>({
      query: (args) => pageUrl('/jobs/mine', args),
      providesTags: [{ type: 'Job', id: 'MINE' }],
    }),
    job: build.query<JobDetail, number>({
      query: (id) => `/jobs/${id}`,
      transformResponse: unwrap<JobDetail>,
      // 'User': the viewer block depends on who is signed in, so signing in or out refreshes it.
      providesTags: (_result, _error, id) => [{ type: 'Job', id }, 'User'],
    }),
    /** Not retried: a retry after a lost answer would post the job twice. */
    createJob: build.mutation<JobDetail, CreateJobRequest>({
      query: (body) => ({ url: '/jobs', method: 'POST', body }),
      transformResponse: unwrap<JobDetail>,
      extraOptions: { maxRetries: 0 },
      invalidatesTags: [
        { type: 'Job', id: 'LIST' },
        { type: 'Job', id: 'MINE' },
        { type: 'Job', id: 'MATCHING' },
        'Category',
      ],
    }),
    cancelJob: build.mutation<JobDetail, number>({
      query: (id) => ({ url: `/jobs/${id}/cancel`, method: 'POST' }),
      transformResponse: unwrap<JobDetail>,
      // A failed transition (409) also refreshes: the job changed under the viewer.
      invalidatesTags: (_result, _error, id) => [...jobChangeTags(id), 'Category'],
    }),
    completeJob: build.mutation<JobDetail, number>({
      query: (id) => ({ url: `/jobs/${id}/complete`, method: 'POST' }),
      transformResponse: unwrap<JobDetail>,
      invalidatesTags: (_result, _error, id) => [...jobChangeTags(id), 'Provider', 'Category'],
    }),
    jobBids: build.query<BidComparison[], number>({
      query: (jobId) => `/jobs/${jobId}/bids`,
      transformResponse: unwrap<BidComparison[]>,
      providesTags: (_result, _error, jobId) => [{ type: 'Bid', id: `JOB-${jobId}` }, 'User'],
    }),
    /** Not retried: the api refuses a second bid by the same provider, so a retry would only meet a 409. */
    createBid: build.mutation<Bid, CreateBidArgs>({
      query: ({ jobId, ...body }) => ({ url: `/jobs/${jobId}/bids`, method: 'POST', body }),
      transformResponse: unwrap<Bid>,
      extraOptions: { maxRetries: 0 },
      invalidatesTags: (_result, _error, { jobId }) => [...jobChangeTags(jobId), 'Subscription'],
    }),
    updateBid: build.mutation<Bid, UpdateBidArgs>({
      query: ({ id, jobId: _jobId, ...body }) => ({ url: `/bids/${id}`, method: 'PATCH', body }),
      transformResponse: unwrap<Bid>,
      invalidatesTags: (_result, _error, { jobId }) => jobChangeTags(jobId),
    }),
    withdrawBid: build.mutation<Bid, BidActionArgs>({
      query: ({ id }) => ({ url: `/bids/${id}/withdraw`, method: 'POST' }),
      transformResponse: unwrap<Bid>,
      invalidatesTags: (_result, _error, { jobId }) => jobChangeTags(jobId),
    }),
    /** Not retried: when two accepts race, the loser's 409 is the answer, not something to try again. */
    acceptBid: build.mutation<Bid, BidActionArgs>({
      query: ({ id }) => ({ url: `/bids/${id}/accept`, method: 'POST' }),
      transformResponse: unwrap<Bid>,
      extraOptions: { maxRetries: 0 },
      invalidatesTags: (_result, _error, { jobId }) => [...jobChangeTags(jobId), 'Category'],
    }),
    declineBid: build.mutation<Bid, BidActionArgs>({
      query: ({ id }) => ({ url: `/bids/${id}/decline`, method: 'POST' }),
      transformResponse: unwrap<Bid>,
      invalidatesTags: (_result, _error, { jobId }) => jobChangeTags(jobId),
    }),
    myBids: build.query<MyBidsPage, PageArgs | void>({
      query: (args) => pageUrl('/bids/mine', args),
      providesTags: [{ type: 'Bid', id: 'MINE' }],
    }),
    /** Not retried: a review is accepted once; a retry would only meet a 409. */
    createReview: build.mutation<Review, ReviewRequest>({
      query: ({ jobId, ...body }) => ({ url: `/jobs/${jobId}/review`, method: 'POST', body }),
      transformResponse: unwrap<Review>,
      extraOptions: { maxRetries: 0 },
      invalidatesTags: (_result, _error, { jobId }) => [
        { type: 'Job', id: jobId },
        { type: 'Job', id: 'MINE' },
        'Provider',
        'Review',
      ],
    }),
  }),
});

export const {
  useServiceCategoriesQuery,
  useJobsQuery,
  useLazyJobsQuery,
  useMatchingJobsQuery,
  useMyJobsQuery,
  useJobQuery,
  useCreateJobMutation,
  useCancelJobMutation,
  useCompleteJobMutation,
  useJobBidsQuery,
  useCreateBidMutation,
  useUpdateBidMutation,
  useWithdrawBidMutation,
  useAcceptBidMutation,
  useDeclineBidMutation,
  useMyBidsQuery,
  useCreateReviewMutation,
} = jobsApi;
