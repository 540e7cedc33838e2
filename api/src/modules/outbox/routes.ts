import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ContextOptions } from '../../context.js';
import { notFound } from '../../http-errors.js';
import { ErrorSchema, IdParams, ListMetaSchema, listMeta, PageQuery } from '../../lib/schemas.js';
import { runPeriodically } from '../../periodic-task.js';
import { access } from '../../plugins/access.js';
import { ADMIN_ROLES } from '../roles/index.js';
import { fileTransport, mailDir, smtpTransport, type MailTransport } from './transport.js';
import { OutboxWorker } from './worker.js';

export interface OutboxRoutesOptions extends ContextOptions {
  /** Key of the unsubscribe links (email-preferences' unsubscribeKey). */
  unsubscribeKey: Buffer;
  /** Runs the sending worker in this process (server.ts); tests drive OutboxWorker themselves. */
  runWorker?: boolean;
  /** Replaces the transport chosen from SMTP_URL (tests). */
  transport?: MailTransport;
}

const EMAIL_CATEGORY = Type.Enum(['bids', 'messages', 'job_alerts', 'account']);
const MailboxItemFields = {
  id: Type.Integer(),
  to: Type.String(),
  subject: Type.String(),
  category: EMAIL_CATEGORY,
  status: Type.Enum(['pending', 'sent', 'failed']),
  created_at: Type.String({ format: 'date-time' }),
  sent_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
};
const MailboxItemSchema = Type.Object(MailboxItemFields, { $id: 'MailboxItem' });
const MailboxMessageSchema = Type.Object(
  {
    ...MailboxItemFields,
    text: Type.String(),
    html: Type.String({
      description: 'The HTML part as sent; show it sandboxed (an iframe without scripts)',
    }),
    headers: Type.Record(Type.String(), Type.String()),
    attempts: Type.Integer(),
    last_error: Type.Union([Type.String(), Type.Null()]),
  },
  { $id: 'MailboxMessage' },
);
const errorResponses = { 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 422: ErrorSchema };
const NO_MAILBOX = 'The dev mailbox is off: email goes out through SMTP (SMTP_URL is set).';

const outboxRoutes: FastifyPluginAsyncTypebox<OutboxRoutesOptions> = async (app, options) => {
  const { ctx } = options;
  const transport =
    options.transport ??
    (ctx.config.smtpUrl ? smtpTransport(ctx.config.smtpUrl) : fileTransport(mailDir(ctx.config.dataDir)));
  const mailboxOn = transport.kind === 'file';
  let closing = false;
  let stopWorker = () => undefined as void;
  ctx.metrics.read('outbox', async () => {
    const row = await ctx.db
      .selectFrom('email_outbox')
      .select((eb) => eb.fn.countAll<string>().as('pending'))
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(row?.pending ?? 0);
  });

  if (options.runWorker) {
    const worker = new OutboxWorker(ctx.db, {
      transport,
      from: ctx.config.mailFrom,
      maxAttempts: ctx.config.outboxMaxAttempts,
      footer: { siteOrigin: ctx.config.siteOrigins[0] ?? '', unsubscribeKey: options.unsubscribeKey },
      onSendError: (error, row) =>
        app.log.warn({ err: error, outboxId: row.id, attempt: row.attempts }, 'sending an email failed'),
    });
    stopWorker = () => worker.stop();
    runPeriodically(app, {
      name: 'sending queued email',
      everyMs: ctx.config.outboxPollMs,
      run: async () => {
        // Keep going while full batches come back, so a backlog drains at once instead of one batch a tick.
        while ((await worker.runOnce()) > 0 && !closing);
      },
    });
  }
  app.addHook('preClose', async () => {
    closing = true;
    stopWorker();
  });
  app.addHook('onClose', async () => transport.close());

  app.get(
    '/api/admin/mailbox',
    {
      config: { access: access.roles(...ADMIN_ROLES) },
      schema: {
        tags: ['admin'],
        summary:
          'Development mailbox: the emails the api wrote as .eml files (only when SMTP_URL is not set; 404 otherwise), newest first',
        security: [{ bearerAuth: [] }],
        querystring: Type.Object({ ...PageQuery }),
        response: {
          200: Type.Object({ data: Type.Array(MailboxItemSchema), meta: ListMetaSchema }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      if (!mailboxOn) throw notFound(NO_MAILBOX);
      const page = request.query.page ?? 1;
      const perPage = request.query.per_page ?? 20;
      const [rows, counted] = await Promise.all([
        ctx.db
          .selectFrom('email_outbox')
          .select(['id', 'to_address', 'subject', 'category', 'status', 'created_at', 'sent_at'])
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(perPage)
          .offset((page - 1) * perPage)
          .execute(),
        ctx.db
          .selectFrom('email_outbox')
          .select((eb) => eb.fn.countAll<string | number>().as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      return {
        data: rows.map((row) => ({
          id: row.id,
          to: row.to_address,
          subject: row.subject,
          category: row.category,
          status: row.status,
          created_at: row.created_at.toISOString(),
          sent_at: row.sent_at ? row.sent_at.toISOString() : null,
        })),
        meta: listMeta(page, perPage, Number(counted.total)),
      };
    },
  );

  app.get(
    '/api/admin/mailbox/:id',
    {
      config: { access: access.roles(...ADMIN_ROLES) },
      schema: {
        tags: ['admin'],
        summary: 'One email of the development mailbox with its text, HTML and headers',
        security: [{ bearerAuth: [] }],
        params: IdParams,
        response: { 200: Type.Object({ data: MailboxMessageSchema }), ...errorResponses },
      },
    },
    async (request) => {
      if (!mailboxOn) throw notFound(NO_MAILBOX);
      const row = await ctx.db
        .selectFrom('email_outbox')
        .selectAll()
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!row) throw notFound();
      return {
        data: {
          id: row.id,
          to: row.to_address,
          subject: row.subject,
          category: row.category,
          status: row.status,
          created_at: row.created_at.toISOString(),
          sent_at: row.sent_at ? row.sent_at.toISOString() : null,
          text: row.text_body,
          html: row.html_body,
          headers: row.headers,
          attempts: row.attempts,
          last_error: row.last_error,
        },
      };
    },
  );
};

export default outboxRoutes;
