import { api, type Schemas } from '@prohive/shared';
import { ADMIN_PAGE_SIZE, queryString, type Page } from './listArgs';

export type AdminReport = Schemas['AdminReport'];
export type ModerationResult = Schemas['ModerationResult'];
export type ModeratedKind = 'jobs' | 'reviews';

export interface ModerationArgs {
  kind: ModeratedKind;
  id: number;
  action: 'hide' | 'restore';
  reason: string;
}

export const moderationApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminReports: build.query<Page<AdminReport>, { page: number }>({
      query: ({ page }) => `/admin/reports${queryString({ page, per_page: ADMIN_PAGE_SIZE })}`,
      providesTags: [{ type: 'Conversation', id: 'REPORTS' }],
    }),
    moderate: build.mutation<ModerationResult, ModerationArgs>({
      query: ({ kind, id, action, reason }) => ({
        url: `/admin/${kind}/${id}/${action}`,
        method: 'POST',
        body: { reason },
      }),
      transformResponse: (response: { data: ModerationResult }) => response.data,
      invalidatesTags: (_result, error, { kind, id }) =>
        error ? [] : [kind === 'jobs' ? { type: 'Job', id } : { type: 'Review', id }],
    }),
  }),
});

export const { useAdminReportsQuery, useModerateMutation } = moderationApi;
