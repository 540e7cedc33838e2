import { api, type AppNotification, type DataEnvelope, type NotificationPage } from '@prohive/shared';

/**
 * In-app notifications (issue #12). Only the shell shows them (the bell in both headers), so the shell owns
 * the endpoints (docs/decisions/shell-and-federation.md §27). The unread totals are the shared `unreadCounts`
 * entry, which the realtime stream keeps current; the list is `{ Notification, LIST }`, which the stream's
 * `notification` event invalidates.
 */
export const NOTIFICATIONS_PER_PAGE = 10;

export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    notifications: build.infiniteQuery<NotificationPage, void, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last) => (last.meta.page < last.meta.last_page ? last.meta.page + 1 : undefined),
      },
      query: ({ pageParam }) => ({
        url: '/notifications',
        params: { page: pageParam, per_page: NOTIFICATIONS_PER_PAGE },
      }),
      providesTags: [{ type: 'Notification', id: 'LIST' }],
    }),
    markNotificationRead: build.mutation<AppNotification, number>({
      query: (id) => ({ url: `/notifications/${id}/read`, method: 'POST' }),
      transformResponse: (response: DataEnvelope<AppNotification>) => response.data,
      invalidatesTags: (_result, error) =>
        error
          ? []
          : [
              { type: 'Notification', id: 'LIST' },
              { type: 'Notification', id: 'UNREAD' },
            ],
    }),
    markAllNotificationsRead: build.mutation<void, void>({
      query: () => ({ url: '/notifications/read-all', method: 'POST' }),
      invalidatesTags: (_result, error) =>
        error
          ? []
          : [
              { type: 'Notification', id: 'LIST' },
              { type: 'Notification', id: 'UNREAD' },
            ],
    }),
  }),
});

export const {
  useNotificationsInfiniteQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
} = notificationsApi;
