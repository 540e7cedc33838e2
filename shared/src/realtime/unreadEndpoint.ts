import { api } from '../api/apiSlice';
import type { UnreadCounts } from '../api/messaging';

/**
 * `GET /api/me/unread`: the unread message and notification totals. Kept in the shared singleton (not a remote,
 * docs/decisions/shell-and-federation.md §29) because the realtime client here writes the `unread` event into
 * this very cache entry, and the shell's header, the account dashboards and /messages all read it.
 */
export const unreadApi = api.injectEndpoints({
  endpoints: (build) => ({
    unreadCounts: build.query<UnreadCounts, void>({
      query: () => '/me/unread',
      transformResponse: (response: { data: UnreadCounts }) => response.data,
      // A badge is never worth retry storms: the realtime stream's `unread` events and the tag invalidations of
      // reads and sends bring it up to date anyway.
      extraOptions: { maxRetries: 0 },
      providesTags: [
        { type: 'Notification', id: 'UNREAD' },
        { type: 'Message', id: 'UNREAD' },
      ],
    }),
  }),
});

export const { useUnreadCountsQuery } = unreadApi;
