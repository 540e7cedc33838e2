import { api, type JsonResponse } from '@prohive/shared';

type RemoteLoadsResponse = JsonResponse<'/api/admin/remote-loads', 'get'>;
export type ReportedRemote = RemoteLoadsResponse['data'][number];
export type ReportedLoad = ReportedRemote['loads'][number];

/** What visitors' shells reported about loading each remote (the api keeps the last 50 per remote). */
export const remoteLoadsApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminRemoteLoads: build.query<ReportedRemote[], void>({
      query: () => '/admin/remote-loads',
      transformResponse: (response: RemoteLoadsResponse) => response.data,
      // Reports arrive all the time; a page opened again should show the latest, not a cached list.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useAdminRemoteLoadsQuery } = remoteLoadsApi;
