import { api, type ResponseData } from '@prohive/shared';

/** GET /api/site-status: how this deployment runs (`test_mode`: paid plans are granted without payment). */
type SiteStatus = ResponseData<'/api/site-status', 'get'>;

export const siteStatusApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSiteStatus: build.query<SiteStatus, void>({
      query: () => '/site-status',
      transformResponse: (response: { data: SiteStatus }) => response.data,
      // Best effort: without an answer the page simply shows no notice; the setting only changes on a redeploy.
      extraOptions: { maxRetries: 0 },
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetSiteStatusQuery } = siteStatusApi;
