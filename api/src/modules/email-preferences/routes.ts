import { Type, type FastifyPluginAsyncTypebox, type TSchema } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ContextOptions } from '../../context.js';
import { escapeHtml } from '../../lib/html.js';
import { ErrorSchema } from '../../lib/schemas.js';
import { access, currentUser } from '../../plugins/access.js';
import { emailPreferences, saveEmailPreferences, type OptionalEmailCategory } from './preferences.js';
import { verifyUnsubscribeToken } from './unsubscribe-token.js';

export interface EmailPreferencesRoutesOptions extends ContextOptions {
  unsubscribeKey: Buffer;
}

const PreferencesSchema = Type.Object(
  {
    bids: Type.Boolean({ description: 'New bids on my jobs, and my bids accepted' }),
    messages: Type.Boolean({ description: 'New messages' }),
    job_alerts: Type.Boolean({ description: 'New jobs matching my services (providers)' }),
  },
  { $id: 'EmailPreferences', additionalProperties: false },
);
const errorResponses = { 401: ErrorSchema, 403: ErrorSchema, 422: ErrorSchema };
const CATEGORY_NAMES: Record<OptionalEmailCategory, string> = {
  bids: 'bid',
  messages: 'message',
  job_alerts: 'job alert',
};
const TokenQuery = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });
const UnsubscribeResultSchema = Type.Object({
  data: Type.Object({
    category: Type.Enum(['bids', 'messages', 'job_alerts']),
    unsubscribed: Type.Boolean(),
  }),
});
/** Browsers (Accept: text/html) get a page; other clients, like every api route, JSON. */
const PageOrJson = (description: string, json: TSchema) => ({
  description,
  content: { 'text/html': { schema: Type.String() }, 'application/json': { schema: json } },
});
const wantsHtml = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');
const INVALID_TOKEN = 'This unsubscribe link is not valid.';

function page(title: string, body: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="color-scheme" content="light dark"><title>${escapeHtml(title)} · Prohive</title></head>` +
    `<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5">` +
    `<h1 style="font-size:1.4rem">${escapeHtml(title)}</h1>${body}</body></html>`
  );
}

const INVALID_LINK = page(
  'This unsubscribe link is not valid',
  '<p>It may have been copied incompletely. Open the link from the email again, or change your email settings on your Prohive profile.</p>',
);

function invalidLink(request: FastifyRequest, reply: FastifyReply) {
  reply.code(400);
  if (!wantsHtml(request)) return reply.send({ message: INVALID_TOKEN });
  return reply.type('text/html; charset=utf-8').send(INVALID_LINK);
}

const emailPreferencesRoutes: FastifyPluginAsyncTypebox<EmailPreferencesRoutesOptions> = async (
  app,
  { ctx, unsubscribeKey },
) => {
  // RFC 8058: mail clients POST `List-Unsubscribe=One-Click` as a form; this scope reads it (and ignores it:
  // the token in the URL says everything).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, undefined),
  );

  app.get(
    '/api/me/email-preferences',
    {
      config: { access: access.signedIn() },
      schema: {
        tags: ['account'],
        summary: 'Which kinds of email the signed-in user gets (account and security email always goes out)',
        security: [{ bearerAuth: [] }],
        response: { 200: Type.Object({ data: PreferencesSchema }), ...errorResponses },
      },
    },
    async (request) => ({ data: await emailPreferences(ctx.db, currentUser(request).id) }),
  );

  app.put(
    '/api/me/email-preferences',
    {
      config: { access: access.signedIn() },
      schema: {
        tags: ['account'],
        summary: 'Sets which kinds of email the signed-in user gets',
        security: [{ bearerAuth: [] }],
        body: PreferencesSchema,
        response: { 200: Type.Object({ data: PreferencesSchema }), ...errorResponses },
      },
    },
    async (request) => ({
      data: await saveEmailPreferences(ctx.db, currentUser(request).id, request.body),
    }),
  );

  app.get(
    '/api/email/unsubscribe',
    {
      config: { access: access.public() },
      schema: {
        tags: ['account'],
        summary:
          "The page an email's unsubscribe link opens: asks to confirm (a link scanner following it changes nothing); the button POSTs back",
        querystring: TokenQuery,
        response: {
          200: PageOrJson('The confirmation page (nothing changes yet)', UnsubscribeResultSchema),
          400: PageOrJson('The link is not valid', ErrorSchema),
          422: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const claims = verifyUnsubscribeToken(unsubscribeKey, request.query.token);
      if (!claims) return invalidLink(request, reply);
      if (!wantsHtml(request)) return { data: { category: claims.category, unsubscribed: false } };
      reply.type('text/html; charset=utf-8');
      const name = CATEGORY_NAMES[claims.category];
      const action = `?token=${encodeURIComponent(request.query.token)}`;
      return reply.send(
        page(
          `Unsubscribe from ${name} emails?`,
          `<p>You will stop getting ${escapeHtml(name)} emails from Prohive. You can turn them back on in your profile's email settings.</p>` +
            `<form method="post" action="${escapeHtml(action)}"><button type="submit">Unsubscribe</button></form>`,
        ),
      );
    },
  );

  app.post(
    '/api/email/unsubscribe',
    {
      config: { access: access.public() },
      schema: {
        tags: ['account'],
        summary:
          "One-click unsubscribe (RFC 8058, the List-Unsubscribe-Post target, and the confirmation page's button): turns the token's category off for its user",
        querystring: TokenQuery,
        response: {
          200: PageOrJson('Unsubscribed', UnsubscribeResultSchema),
          400: PageOrJson('The link is not valid', ErrorSchema),
          422: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const claims = verifyUnsubscribeToken(unsubscribeKey, request.query.token);
      if (!claims) return invalidLink(request, reply);
      // A deleted account has no preferences left to change; the answer is the same so nothing is revealed.
      const user = await ctx.db
        .selectFrom('users')
        .select('id')
        .where('id', '=', claims.userId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (user) await saveEmailPreferences(ctx.db, user.id, { [claims.category]: false });
      if (!wantsHtml(request)) return { data: { category: claims.category, unsubscribed: true } };
      reply.type('text/html; charset=utf-8');
      const name = CATEGORY_NAMES[claims.category];
      return reply.send(
        page(
          'You are unsubscribed',
          `<p>You will no longer get ${escapeHtml(name)} emails from Prohive. You can turn them back on in your profile's email settings.</p>`,
        ),
      );
    },
  );
};

export default emailPreferencesRoutes;
