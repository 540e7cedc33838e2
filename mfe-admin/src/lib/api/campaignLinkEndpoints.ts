import { api, type JsonResponse, type Schemas } from '@prohive/shared';

/**
 * The emailed approval link (spec: /admin/campaign-approval/{campaignId}/{token}). No session: the token in
 * the path is the credential, so these calls work for a signed-out visitor. A wrong, expired or another
 * campaign's token answers 404; deciding against an earlier opposite decision answers 409.
 */
export type CampaignDetail = Schemas['CampaignDetail'];
export type Campaign = Schemas['Campaign'];

export interface LinkArgs {
  campaignId: string;
  token: string;
}

const base = ({ campaignId, token }: LinkArgs, verb: 'token' | 'approve' | 'reject') =>
  `/job-notification-campaigns/${encodeURIComponent(campaignId)}/${verb}/${encodeURIComponent(token)}`;

type DetailResponse = JsonResponse<'/api/job-notification-campaigns/{campaignId}/token/{token}', 'get'>;
type DecisionResponse = JsonResponse<'/api/job-notification-campaigns/{campaignId}/approve/{token}', 'post'>;

export const campaignLinkApi = api.injectEndpoints({
  endpoints: (build) => ({
    campaignByLink: build.query<CampaignDetail, LinkArgs>({
      query: (args) => base(args, 'token'),
      transformResponse: (response: DetailResponse) => response.data,
      // A 404 is the answer (bad or expired link), not a blip to retry.
      extraOptions: { maxRetries: 0 },
    }),
    approveCampaignByLink: build.mutation<Campaign, LinkArgs>({
      query: (args) => ({ url: base(args, 'approve'), method: 'POST' }),
      transformResponse: (response: DecisionResponse) => response.data,
      extraOptions: { maxRetries: 0 },
    }),
    rejectCampaignByLink: build.mutation<Campaign, LinkArgs & { reason: string }>({
      query: ({ reason, ...args }) => ({
        url: base(args, 'reject'),
        method: 'POST',
        body: { rejection_reason: reason },
      }),
      transformResponse: (response: DecisionResponse) => response.data,
      extraOptions: { maxRetries: 0 },
    }),
  }),
});

export const { useCampaignByLinkQuery, useApproveCampaignByLinkMutation, useRejectCampaignByLinkMutation } =
  campaignLinkApi;
