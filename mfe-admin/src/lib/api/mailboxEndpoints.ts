import { api, type JsonResponse, type Schemas } from '@prohive/shared';
import { ADMIN_PAGE_SIZE, queryString, type Page } from './listArgs';

export type MailboxItem = Schemas['MailboxItem'];
export type MailboxMessage = Schemas['MailboxMessage'];

/** The development mailbox (msg-core's outbox): what the site sent, newest first. */
export const mailboxApi = api.injectEndpoints({
  endpoints: (build) => ({
    mailbox: build.query<Page<MailboxItem>, { page: number }>({
      query: ({ page }) => `/admin/mailbox${queryString({ page, per_page: ADMIN_PAGE_SIZE })}`,
      keepUnusedDataFor: 0,
    }),
    mailboxMessage: build.query<MailboxMessage, number>({
      query: (id) => `/admin/mailbox/${id}`,
      transformResponse: (response: JsonResponse<'/api/admin/mailbox/{id}', 'get'>) => response.data,
    }),
  }),
});

export const { useMailboxQuery, useMailboxMessageQuery } = mailboxApi;
