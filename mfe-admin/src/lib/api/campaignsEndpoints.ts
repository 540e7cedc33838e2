import { api, type JsonResponse, type Schemas } from '@prohive/shared';
import { ADMIN_PAGE_SIZE, queryString, type Page } from './listArgs';

export type Campaign = Schemas['Campaign'];
export type CampaignStatus = Campaign['status'];
export type CampaignDetail = Schemas['CampaignDetail'];
export type BulkOutcome = Schemas['CampaignBulkOutcome'];

export const CAMPAIGN_STATUSES: readonly CampaignStatus[] = [
  'pending',
  'approved',
  'sending',
  'sent',
  'rejected',
];

export interface CampaignListArgs {
  status?: CampaignStatus;
  page: number;
}

/** Every decision changes the list, the one campaign and the dashboard's pending count. */
const decided = (id: number) => [
  { type: 'Campaign' as const, id },
  { type: 'Campaign' as const, id: 'LIST' },
  { type: 'Campaign' as const, id: 'STATS' },
];

export const campaignsApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminCampaigns: build.query<Page<Campaign>, CampaignListArgs>({
      query: ({ status, page }) =>
        `/admin/campaigns${queryString({ status, page, per_page: ADMIN_PAGE_SIZE })}`,
      providesTags: [{ type: 'Campaign', id: 'LIST' }],
    }),
    adminCampaign: build.query<CampaignDetail, number>({
      query: (id) => `/admin/campaigns/${id}`,
      transformResponse: (response: JsonResponse<'/api/admin/campaigns/{id}', 'get'>) => response.data,
      providesTags: (_result, _error, id) => [{ type: 'Campaign', id }],
    }),
    approveCampaign: build.mutation<Campaign, number>({
      query: (id) => ({ url: `/admin/campaigns/${id}/approve`, method: 'POST' }),
      transformResponse: (response: JsonResponse<'/api/admin/campaigns/{id}/approve', 'post'>) =>
        response.data,
      invalidatesTags: (_result, error, id) => (error ? [] : decided(id)),
    }),
    rejectCampaign: build.mutation<Campaign, { id: number; reason: string }>({
      query: ({ id, reason }) => ({
        url: `/admin/campaigns/${id}/reject`,
        method: 'POST',
        body: { rejection_reason: reason },
      }),
      transformResponse: (response: JsonResponse<'/api/admin/campaigns/{id}/reject', 'post'>) =>
        response.data,
      invalidatesTags: (_result, error, { id }) => (error ? [] : decided(id)),
    }),
    bulkApproveCampaigns: build.mutation<BulkOutcome[], number[]>({
      query: (ids) => ({ url: '/admin/campaigns/bulk-approve', method: 'POST', body: { ids } }),
      transformResponse: (response: JsonResponse<'/api/admin/campaigns/bulk-approve', 'post'>) =>
        response.data,
      invalidatesTags: (_result, error, ids) => (error ? [] : ids.flatMap(decided)),
    }),
  }),
});

export const {
  useAdminCampaignsQuery,
  useAdminCampaignQuery,
  useApproveCampaignMutation,
  useRejectCampaignMutation,
  useBulkApproveCampaignsMutation,
} = campaignsApi;
