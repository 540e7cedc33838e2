import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { ContextOptions } from '../../context.js';
import { ErrorSchema, IdParams, listMeta, PageQuery } from '../../lib/schemas.js';
import { access, currentUser } from '../../plugins/access.js';
import type { JobGate } from '../bids/index.js';
import { MessageLimiter } from './rate-limit.js';
import {
  ConversationListSchema,
  ConversationReportSchema,
  ConversationSchema,
  ConversationSummarySchema,
  MarkReadBody,
  MessageListSchema,
  MessageSchema,
  OpenConversationBody,
  ReportBody,
  SendMessageBody,
} from './schemas.js';
import {
  conversationFor,
  listConversations,
  listMessages,
  markRead,
  openConversation,
  reportConversation,
  sendMessage,
  setBlock,
  type ConversationDeps,
} from './service.js';

export interface ConversationsOptions extends ContextOptions {
  now?: () => Date;
  /** The jobs module's side (bids/job-gate.ts): who owns a job and whether it is open. */
  jobs: JobGate;
}

const errorResponses = { 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 422: ErrorSchema };
const bearer = [{ bearerAuth: [] }];
const Paged = Type.Object(PageQuery, { additionalProperties: false });

function pageOf(query: { page?: number; per_page?: number }) {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? 20;
  return { page, perPage, offset: (page - 1) * perPage };
}

/**
 * Messaging between a job's owner and a provider about that job (issue #12). Every route is for the two
 * participants only: anyone else gets 404, as for a conversation that does not exist.
 */
const conversationsRoutes: FastifyPluginAsyncTypebox<ConversationsOptions> = async (app, options) => {
  const { ctx } = options;
  const now = options.now ?? (() => new Date());
  const deps: ConversationDeps = {
    db: ctx.db,
    jobs: options.jobs,
    limiter: new MessageLimiter(ctx.config.messageRateLimits, {
      now: () => now().getTime(),
      store: ctx.counters,
    }),
    siteOrigin: ctx.config.siteOrigins[0] ?? 'http://127.0.0.1:3000',
  };
  const participant = { access: access.signedIn() };

  app.get(
    '/api/conversations',
    {
      config: participant,
      schema: {
        tags: ['conversations'],
        summary:
          'Your conversations, latest activity first, each with the other party, last message and unread count',
        security: bearer,
        querystring: Paged,
        response: { 200: ConversationListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { page, perPage, offset } = pageOf(request.query);
      const user = currentUser(request);
      const { conversations, total } = await listConversations(ctx.db, user.id, { offset, limit: perPage });
      return { data: conversations, meta: listMeta(page, perPage, total) };
    },
  );

  app.post(
    '/api/conversations',
    {
      config: participant,
      schema: {
        tags: ['conversations'],
        summary:
          "Open a conversation (the job's owner) with a provider who bid on the job, or with any listed provider while the job is open (request a quote); an optional body is sent as the first message. 200 with the existing conversation, else 201. Others: 403; unknown job 404; a provider you cannot write to: 422.",
        security: bearer,
        body: OpenConversationBody,
        response: {
          200: Type.Object({ data: ConversationSchema }),
          201: Type.Object({ data: ConversationSchema }),
          ...errorResponses,
          429: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { conversation, created } = await openConversation(deps, user.id, request.body, now());
      reply.code(created ? 201 : 200);
      return { data: conversation };
    },
  );

  app.get(
    '/api/conversations/:id',
    {
      config: participant,
      schema: {
        tags: ['conversations'],
        summary: "One of your conversations, with the other party's read position (read receipts)",
        security: bearer,
        params: IdParams,
        response: { 200: Type.Object({ data: ConversationSchema }), ...errorResponses },
      },
    },
    async (request) => ({ data: await conversationFor(ctx.db, currentUser(request).id, request.params.id) }),
  );

  app.get(
    '/api/conversations/:id/messages',
    {
      config: participant,
      schema: {
        tags: ['conversations'],
        summary: 'The messages of one of your conversations, newest first (page 1 is the newest)',
        security: bearer,
        params: IdParams,
        querystring: Paged,
        response: { 200: MessageListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { page, perPage, offset } = pageOf(request.query);
      const { messages, total } = await listMessages(ctx.db, currentUser(request).id, request.params.id, {
        offset,
        limit: perPage,
      });
      return { data: messages, meta: listMeta(page, perPage, total) };
    },
  );

  app.post(
    '/api/conversations/:id/messages',
    {
      config: participant,
      schema: {
        tags: ['conversations'],
        summary:
          'Send a message: plain text, 1 to 5,000 characters after trimming (control characters other than tab and newline are removed), with up to 6 of your message_photo uploads. 403 while either side blocks; 429 (Retry-After) past 30 a minute or 500 a day.',
        security: bearer,
        params: IdParams,
        body: SendMessageBody,
        response: { 201: Type.Object({ data: MessageSchema }), ...errorResponses, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      const message = await sendMessage(
        deps,
        request.params.id,
        currentUser(request).id,
        request.body,
        now(),
      );
      reply.code(201);
      return { data: message };
    },
  );

  app.post(
    '/api/conversations/:id/read',
    {
      config: participant,
      // The body is optional: none means "read up to the latest".
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        tags: ['conversations'],
        summary:
          'Mark the conversation read up to a message (default: the latest); a read position never moves back',
        security: bearer,
        params: IdParams,
        body: MarkReadBody,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await markRead(ctx.db, currentUser(request).id, request.params.id, request.body.last_read_message_id);
      reply.code(204);
    },
  );

  for (const [method, blocked, summary] of [
    ['POST', true, 'Block the conversation: no more messages either way until you unblock it'],
    ['DELETE', false, 'Unblock the conversation (only your own block)'],
  ] as const) {
    app.route({
      method,
      url: '/api/conversations/:id/block',
      config: participant,
      schema: {
        tags: ['conversations'],
        summary,
        security: bearer,
        params: IdParams,
        response: { 200: Type.Object({ data: ConversationSummarySchema }), ...errorResponses },
      },
      handler: async (request) => ({
        data: await setBlock(ctx.db, currentUser(request).id, request.params.id, blocked, now()),
      }),
    });
  }

  app.post(
    '/api/conversations/:id/report',
    {
      config: participant,
      schema: {
        tags: ['conversations'],
        summary: 'Report the conversation to the Prohive team (a reason of 3 to 500 characters)',
        security: bearer,
        params: IdParams,
        body: ReportBody,
        response: { 201: Type.Object({ data: ConversationReportSchema }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const report = await reportConversation(
        ctx.db,
        currentUser(request).id,
        request.params.id,
        request.body.reason,
        now(),
      );
      reply.code(201);
      return { data: report };
    },
  );
};

export default conversationsRoutes;
