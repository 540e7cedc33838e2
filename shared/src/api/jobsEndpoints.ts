import { api } from './apiSlice';
import type { DataEnvelope } from './types';
import type { components, JsonBody, JsonResponse, QueryParams, ResponseData } from './contract';

/**
 * The jobs marketplace calls: jobs, bids, reviews and the service category list (the session's shared api
 * contract, "Jobs, bids, reviews"). Money is integer cents, times are ISO 8601 UTC.
 *
 * Cache tags: a job is `{ type: 'Job', id }`; the public list, the provider's matching list and the caller's
 * own list are the `LIST`, `MATCHING` and `MINE` ids of `Job`; a job's bids are `{ type: 'Bid', id: 'JOB-<id>' }`
 * and the provider's own bids `{ type: 'Bid', id: 'MINE' }`. Every write invalidates what it changes, so
 * accepting a bid refreshes the job, its bids, the owner's jobs and the provider's bids in one go.
 */

type Schemas = components['schemas'];

export type ServiceCategory = ResponseData<'/api/service-categories', 'get'>[number];
export type CategoryRef = Schemas['JobSummary']['category'];
export type Budget = Schemas['JobSummary']['budget'];
/** An approximate centre (ZIP centroid, 2 decimals) and the circle a map draws around it. */
export type ApproxLocation = Schemas['ApproxLocation'];

export type ServiceType = Schemas['JobSummary']['service_type'];
export const SERVICE_TYPES: readonly ServiceType[] = ['home', 'office', 'commercial'];

/** The database also allows `within_month`; the form offers the other four. */
export type JobTiming = Schemas['JobSummary']['timing'];
export type JobStatus = Schemas['JobSummary']['status'];
export type BidStatus = Schemas['Bid']['status'];

export type ListMeta = JsonResponse<'/api/jobs', 'get'>['meta'];

export interface Paginated<T> {
  data: T[];
  meta: ListMeta;
}

export type JobSummary = Schemas['JobSummary'];
export type Review = Schemas['Review'];
export type Bid = Schemas['Bid'];
export type JobDetail = Schemas['JobDetail'];
export type JobViewer = JobDetail['viewer'];
export type ProviderCard = Schemas['ProviderCard'];
export type ProviderBadges = ProviderCard['badges'];
/** One bid as the job owner compares it; a provider looking at their own bid gets it without `contact`. */
export type BidComparison = Schemas['BidComparison'];
export type BudgetPosition = BidComparison['budget_position'];
/** A job in the caller's own list. */
export type MyJob = Schemas['MyJob'];

export type MyJobsPage = JsonResponse<'/api/jobs/mine', 'get'>;
export type MyBidsPage = JsonResponse<'/api/bids/mine', 'get'>;
/** A bid in the provider's own list. */
export type MyBid = MyBidsPage['data'][number];
/** Exact counts of all the caller's jobs by status, across every page (`meta.counts` of GET /api/jobs/mine). */
export type MyJobCounts = MyJobsPage['meta']['counts'];
/** The provider's bid usage against their plan this calendar month (`meta.usage` of GET /api/bids/mine). */
export type BidUsage = MyBidsPage['meta']['usage'];

export type JobSort = NonNullable<QueryParams<'/api/jobs', 'get'>['sort']>;

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

export type CreateJobRequest = JsonBody<'/api/jobs', 'post'>;
export type BidRequest = JsonBody<'/api/jobs/{id}/bids', 'post'>;

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

export type ReviewRequest = JsonBody<'/api/jobs/{id}/review', 'post'> & { jobId: number };

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
