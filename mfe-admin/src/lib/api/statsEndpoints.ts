import { api, type JsonResponse } from '@prohive/shared';

export type AdminStats = JsonResponse<'/api/admin/stats', 'get'>['data'];

/** The dashboard numbers. Refetched whenever a queue changes, so the pending counts stay honest. */
export const statsApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminStats: build.query<AdminStats, void>({
      query: () => '/admin/stats',
      transformResponse: (response: JsonResponse<'/api/admin/stats', 'get'>) => response.data,
      providesTags: [
        { type: 'Campaign', id: 'STATS' },
        { type: 'Certificate', id: 'STATS' },
      ],
    }),
  }),
});

export const { useAdminStatsQuery } = statsApi;
