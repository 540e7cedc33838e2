import {
  api,
  type DataEnvelope,
  type JobSummary,
  type JsonBody,
  type JsonResponse,
  type QueryParams,
  type ResponseData,
  type Schemas,
} from '@prohive/shared';

/**
 * The jobs marketplace calls: jobs, bids, reviews and the service category list (the session's shared api
 * contract, "Jobs, bids, reviews"). Money is integer cents, times are ISO 8601 UTC. Owned by this remote and
 * injected into the shell's one api slice when it loads (docs/decisions/shell-and-federation.md §27); the
 * account dashboard's own lists (`myJobs`, `myBids`, `matchingJobs`) and category list live in mfe-account and
 * share these tags, so a change made here refreshes them too.
 *
 * Cache tags: a job is `{ type: 'Job', id }`; the public list, the provider's matching list and the caller's
 * own list are the `LIST`, `MATCHING` and `MINE` ids of `Job`; a job's bids are `{ type: 'Bid', id: 'JOB-<id>' }`
 * and the provider's own bids `{ type: 'Bid', id: 'MINE' }`. Every write invalidates what it changes, so
 * accepting a bid refreshes the job, its bids, the owner's jobs and the provider's bids in one go.
 */

export type ServiceCategory = ResponseData<'/api/service-categories', 'get'>[number];
export type ServiceType = JobSummary['service_type'];

/** The database also allows `within_month`; the form offers the other four. */
export type JobTiming = JobSummary['timing'];

export type ListMeta = JsonResponse<'/api/jobs', 'get'>['meta'];

export interface Paginated<T> {
  data: T[];
  meta: ListMeta;
}

export type Review = Schemas['Review'];
export type Bid = Schemas['Bid'];
export type JobDetail = Schemas['JobDetail'];
export type ProviderBadges = Schemas['ProviderCard']['badges'];
/** One bid as the job owner compares it; a provider looking at their own bid gets it without `contact`. */
export type BidComparison = Schemas['BidComparison'];
export type BudgetPosition = BidComparison['budget_position'];

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
    /** Not retried: a reopened job answers a second reopen with 409. */
    reopenJob: build.mutation<JobDetail, number>({
      query: (id) => ({ url: `/jobs/${id}/reopen`, method: 'POST' }),
      transformResponse: unwrap<JobDetail>,
      extraOptions: { maxRetries: 0 },
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
  useJobQuery,
  useCreateJobMutation,
  useCancelJobMutation,
  useReopenJobMutation,
  useCompleteJobMutation,
  useJobBidsQuery,
  useCreateBidMutation,
  useUpdateBidMutation,
  useWithdrawBidMutation,
  useAcceptBidMutation,
  useDeclineBidMutation,
  useCreateReviewMutation,
} = jobsApi;
