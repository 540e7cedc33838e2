import {
  api,
  type ChatMessage,
  type ConversationDetail,
  type ConversationPage,
  type ConversationSummary,
  type DataEnvelope,
  type MessagePage,
} from '@prohive/shared';

/**
 * The conversations api (issue #12), owned by this remote because it owns /messages (docs/decisions/
 * shell-and-federation.md §27). Tags: the list is `{ Conversation, LIST }`, one conversation
 * `{ Conversation, id }`, its messages `{ Message, id }`. The realtime client in @prohive/shared invalidates
 * exactly these tags when a `message` or `conversation_read` event arrives, so screens stay live without
 * naming each other's endpoints.
 */

export const CONVERSATIONS_PER_PAGE = 20;
export const MESSAGES_PER_PAGE = 30;
/** The api's limit on a message body, after trimming. */
export const MESSAGE_MAX_LENGTH = 5000;
/** The api's limit on photos per message. */
export const MESSAGE_MAX_PHOTOS = 6;
export const REPORT_MIN_LENGTH = 3;
export const REPORT_MAX_LENGTH = 500;

export interface SendMessageArgs {
  conversationId: number;
  body: string;
  /** Upload ids (purpose `message_photo`). */
  photoIds?: string[];
}

export interface StartConversationArgs {
  jobId: number;
  providerId: number;
  body?: string;
}

const nextPage = (last: { meta: { page: number; last_page: number } }) =>
  last.meta.page < last.meta.last_page ? last.meta.page + 1 : undefined;

const conversationTags = (id: number) => [
  { type: 'Conversation' as const, id },
  { type: 'Conversation' as const, id: 'LIST' },
];

export const messagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    conversations: build.infiniteQuery<ConversationPage, void, number>({
      infiniteQueryOptions: { initialPageParam: 1, getNextPageParam: nextPage },
      query: ({ pageParam }) => ({
        url: '/conversations',
        params: { page: pageParam, per_page: CONVERSATIONS_PER_PAGE },
      }),
      providesTags: [{ type: 'Conversation', id: 'LIST' }],
    }),
    conversation: build.query<ConversationDetail, number>({
      query: (id) => `/conversations/${id}`,
      transformResponse: (response: DataEnvelope<ConversationDetail>) => response.data,
      providesTags: (_result, _error, id) => [{ type: 'Conversation', id }],
    }),
    conversationMessages: build.infiniteQuery<MessagePage, number, number>({
      infiniteQueryOptions: { initialPageParam: 1, getNextPageParam: nextPage },
      query: ({ queryArg, pageParam }) => ({
        url: `/conversations/${queryArg}/messages`,
        params: { page: pageParam, per_page: MESSAGES_PER_PAGE },
      }),
      providesTags: (_result, _error, id) => [{ type: 'Message', id }],
    }),
    sendMessage: build.mutation<ChatMessage, SendMessageArgs>({
      query: ({ conversationId, body, photoIds }) => ({
        url: `/conversations/${conversationId}/messages`,
        method: 'POST',
        body: photoIds && photoIds.length > 0 ? { body, photo_ids: photoIds } : { body },
      }),
      // A send is not repeated on its own: a retry after a lost answer could post the message twice.
      extraOptions: { maxRetries: 0 },
      transformResponse: (response: DataEnvelope<ChatMessage>) => response.data,
      // The thread shows the message at once (patched in below); the list re-sorts by the new activity.
      async onQueryStarted({ conversationId }, { dispatch, queryFulfilled }) {
        try {
          const { data: message } = await queryFulfilled;
          dispatch(
            messagesApi.util.updateQueryData('conversationMessages', conversationId, (draft) => {
              const first = draft.pages[0];
              if (first && !first.data.some((item) => item.id === message.id)) first.data.unshift(message);
            }),
          );
        } catch {
          // The composer shows the error; nothing was patched.
        }
      },
      invalidatesTags: (result, _error, { conversationId }) =>
        result ? conversationTags(conversationId) : [],
    }),
    markConversationRead: build.mutation<void, { conversationId: number; lastReadMessageId?: number }>({
      query: ({ conversationId, lastReadMessageId }) => ({
        url: `/conversations/${conversationId}/read`,
        method: 'POST',
        body: lastReadMessageId === undefined ? {} : { last_read_message_id: lastReadMessageId },
      }),
      extraOptions: { maxRetries: 0 },
      invalidatesTags: (_result, error, { conversationId }) =>
        error ? [] : [...conversationTags(conversationId), { type: 'Message', id: 'UNREAD' }],
    }),
    setConversationBlocked: build.mutation<ConversationSummary, { conversationId: number; blocked: boolean }>(
      {
        query: ({ conversationId, blocked }) => ({
          url: `/conversations/${conversationId}/block`,
          method: blocked ? 'POST' : 'DELETE',
        }),
        transformResponse: (response: DataEnvelope<ConversationSummary>) => response.data,
        invalidatesTags: (_result, error, { conversationId }) =>
          error ? [] : conversationTags(conversationId),
      },
    ),
    reportConversation: build.mutation<void, { conversationId: number; reason: string }>({
      query: ({ conversationId, reason }) => ({
        url: `/conversations/${conversationId}/report`,
        method: 'POST',
        body: { reason },
      }),
      extraOptions: { maxRetries: 0 },
    }),
    startConversation: build.mutation<ConversationDetail, StartConversationArgs>({
      query: ({ jobId, providerId, body }) => ({
        url: '/conversations',
        method: 'POST',
        body: body
          ? { job_id: jobId, provider_id: providerId, body }
          : { job_id: jobId, provider_id: providerId },
      }),
      extraOptions: { maxRetries: 0 },
      transformResponse: (response: DataEnvelope<ConversationDetail>) => response.data,
      invalidatesTags: (result) => (result ? conversationTags(result.id) : []),
    }),
  }),
});

export const {
  useConversationsInfiniteQuery,
  useConversationQuery,
  useConversationMessagesInfiniteQuery,
  useSendMessageMutation,
  useMarkConversationReadMutation,
  useSetConversationBlockedMutation,
  useReportConversationMutation,
  useStartConversationMutation,
} = messagesApi;
