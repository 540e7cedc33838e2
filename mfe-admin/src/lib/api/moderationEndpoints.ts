import { api, type Schemas } from '@prohive/shared';
import { ADMIN_PAGE_SIZE, queryString, type Page } from './listArgs';

export type AdminReport = Schemas['AdminReport'];
export type AdminConversation = Schemas['AdminConversation'];
export type ModerationResult = Schemas['ModerationResult'];
export type ModeratedKind = 'jobs' | 'reviews' | 'conversations';
export type ReportStatus = 'open' | 'reviewed' | 'dismissed' | 'all';

export interface ModerationArgs {
  kind: ModeratedKind;
  id: number;
  action: 'hide' | 'restore';
  reason: string;
}

const REPORTS = { type: 'Conversation' as const, id: 'REPORTS' };
const adminConversation = (id: number) => ({ type: 'Conversation' as const, id: `ADMIN_${id}` });

export const moderationApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminReports: build.query<Page<AdminReport>, { page: number; status?: ReportStatus }>({
      query: ({ page, status }) =>
        `/admin/reports${queryString({ status, page, per_page: ADMIN_PAGE_SIZE })}`,
      providesTags: [REPORTS],
    }),
    adminConversation: build.query<AdminConversation, number>({
      query: (id) => `/admin/conversations/${id}`,
      transformResponse: (response: { data: AdminConversation }) => response.data,
      providesTags: (_result, _error, id) => [adminConversation(id)],
    }),
    moderate: build.mutation<ModerationResult, ModerationArgs>({
      query: ({ kind, id, action, reason }) => ({
        url: `/admin/${kind}/${id}/${action}`,
        method: 'POST',
        body: { reason },
      }),
      transformResponse: (response: { data: ModerationResult }) => response.data,
      // A conversation's hiding moves its reports (open → reviewed) and changes both participants' inboxes.
      invalidatesTags: (_result, error, { kind, id }) =>
        error
          ? []
          : kind === 'jobs'
            ? [{ type: 'Job', id }]
            : kind === 'reviews'
              ? [{ type: 'Review', id }]
              : [REPORTS, adminConversation(id), { type: 'Conversation', id }],
    }),
  }),
});

export const { useAdminReportsQuery, useAdminConversationQuery, useModerateMutation } = moderationApi;
