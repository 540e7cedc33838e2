import { api, type DataEnvelope, type JsonResponse, type ResponseData, type Schemas } from '@prohive/shared';

/**
 * The dashboards' lists (the session's api contract, "Jobs, bids, reviews"): the customer's own jobs, the
 * provider's own bids and the open jobs matching their services, and the category list the business profile
 * offers. Only this remote shows them, so it owns them; the jobs remote owns the jobs, bids and reviews
 * themselves and its own category list (`serviceCategories`), so this remote's copy has its own name
 * (docs/decisions/shell-and-federation.md §27).
 *
 * The tags are the jobs remote's: the caller's jobs `{ type: 'Job', id: 'MINE' }`, the matching list
 * `{ type: 'Job', id: 'MATCHING' }`, the provider's bids `{ type: 'Bid', id: 'MINE' }`, categories
 * `Category`. Posting a job, bidding or accepting a bid in the jobs remote invalidates them, so these lists
 * refetch without either remote importing the other.
 */

/** A job in the caller's own list. */
export type MyJob = Schemas['MyJob'];
/** The caller's own jobs with `meta.counts`: exact counts of all of them by status, across every page. */
type MyJobsPage = JsonResponse<'/api/jobs/mine', 'get'>;
/** The provider's own bids with `meta.usage`: bids used against their plan this calendar month. */
export type MyBidsPage = JsonResponse<'/api/bids/mine', 'get'>;
/** A bid in the provider's own list. */
export type MyBid = MyBidsPage['data'][number];
type MatchingJobsPage = JsonResponse<'/api/jobs/matching', 'get'>;
type ServiceCategory = ResponseData<'/api/service-categories', 'get'>[number];

interface PageArgs {
  page?: number;
  per_page?: number;
}

function pageUrl(path: string, args: PageArgs | void): string {
  const query = new URLSearchParams();
  if (args?.page !== undefined) query.set('page', String(args.page));
  if (args?.per_page !== undefined) query.set('per_page', String(args.per_page));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    myJobs: build.query<MyJobsPage, PageArgs | void>({
      query: (args) => pageUrl('/jobs/mine', args),
      providesTags: [{ type: 'Job', id: 'MINE' }],
    }),
    myBids: build.query<MyBidsPage, PageArgs | void>({
      query: (args) => pageUrl('/bids/mine', args),
      providesTags: [{ type: 'Bid', id: 'MINE' }],
    }),
    matchingJobs: build.query<MatchingJobsPage, PageArgs | void>({
      query: (args) => pageUrl('/jobs/matching', args),
      providesTags: [{ type: 'Job', id: 'MATCHING' }],
    }),
    accountServiceCategories: build.query<ServiceCategory[], void>({
      query: () => '/service-categories',
      transformResponse: (response: DataEnvelope<ServiceCategory[]>) => response.data,
      providesTags: ['Category'],
    }),
  }),
});

export const { useMyJobsQuery, useMyBidsQuery, useMatchingJobsQuery, useAccountServiceCategoriesQuery } =
  dashboardApi;
