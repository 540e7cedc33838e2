import { api, type DataEnvelope, type JsonResponse, type Schemas } from '@prohive/shared';

/** A US ZIP's place (city, state, centre) as GET /api/locations/zip/{zip} returns it. */
export type ZipPlace = Schemas['ZipPlace'];

/** A page of the provider's own bids, each with its job (GET /api/bids/mine). */
export type SchedulingBidsPage = JsonResponse<'/api/bids/mine', 'get'>;
export type SchedulingBid = SchedulingBidsPage['data'][number];

/** The most the api lists on one page; a provider's open won jobs fit comfortably. */
export const WON_BIDS_PAGE_SIZE = 100;

/**
 * The scheduling assistant's reads. The jobs and marketing remotes have their own ZIP lookups and the account
 * remote its own `myBids`; this remote injects its own endpoints under its own names on the same tags, so a bid
 * accepted in the jobs remote (which invalidates `{ type: 'Bid', id: 'MINE' }`) refreshes the import here too
 * (docs/decisions/shell-and-federation.md §27).
 */
export const schedulingApi = api.injectEndpoints({
  endpoints: (build) => ({
    schedulingZipLookup: build.query<ZipPlace, string>({
      query: (zip) => `/locations/zip/${encodeURIComponent(zip.trim())}`,
      transformResponse: (response: DataEnvelope<ZipPlace>) => response.data,
      providesTags: ['Location'],
    }),
    schedulingMyBids: build.query<SchedulingBidsPage, void>({
      query: () => `/bids/mine?per_page=${WON_BIDS_PAGE_SIZE}`,
      providesTags: [{ type: 'Bid', id: 'MINE' }],
    }),
  }),
});

export const { useLazySchedulingZipLookupQuery, useLazySchedulingMyBidsQuery } = schedulingApi;
