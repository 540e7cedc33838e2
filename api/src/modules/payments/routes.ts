import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Stripe from 'stripe';
import type { ContextOptions } from '../../context.js';
import { notFound } from '../../http-errors.js';
import { access, currentUser } from '../../plugins/access.js';
import { ErrorSchema } from '../../lib/schemas.js';
import type { LimitRule } from '../../lib/attempt-limiter.js';
import type { PaymentsAdapter } from './adapter.js';
import {
  CheckoutResponse,
  CreateCheckoutBody,
  PageParams,
  SessionParams,
  VerifyResponse,
  WebhookResponse,
} from './schemas.js';
import { PaymentsService, SESSION_EXPIRED } from './service.js';
import { StripeAdapter, createStripeClient } from './stripe-adapter.js';
import { TestModeAdapter, checkoutPage, messagePage, pageSecurityPolicy } from './test-mode.js';
import { fillSessionId } from './urls.js';
import { WebhookHandler } from './webhook.js';

export interface PaymentsRoutesOptions extends ContextOptions {
  now?: () => Date;
  /** Checkouts one provider may start per window (DEFAULT_CHECKOUT_LIMIT when absent). */
  checkoutLimit?: LimitRule;
}

/** The webhook's exact bytes, held where nothing enumerates them. */
class RawBody {
  declare readonly bytes: Buffer;
  constructor(bytes: Buffer) {
    Object.defineProperty(this, 'bytes', { value: bytes, enumerable: false });
  }
}

function wantsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

function sendPage(reply: FastifyReply, status: number, html: string, formTargets: string[]): FastifyReply {
  const origins = formTargets.map(originOf).filter((origin): origin is string => origin !== null);
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('content-security-policy', pageSecurityPolicy(origins))
    .send(html);
}

const NOT_FOUND_PAGE = messagePage(
  'Checkout not found',
  'This test checkout session does not exist. Start again from the plans page.',
  null,
);

const paymentsRoutes: FastifyPluginAsyncTypebox<PaymentsRoutesOptions> = async (
  app,
  { ctx, now, checkoutLimit },
) => {
  const clock = now ?? (() => new Date());
  const { config } = ctx;
  const stripe = config.stripeSecretKey
    ? createStripeClient(config.stripeSecretKey, config.stripeApiBase)
    : null;
  const adapter: PaymentsAdapter = stripe ? new StripeAdapter(stripe) : new TestModeAdapter(clock);
  if (!stripe && config.nodeEnv === 'production') {
    app.log.warn(
      'STRIPE_SECRET_KEY is not set: checkout runs in TEST MODE and grants plans without payment.',
    );
  }
  const service = new PaymentsService({
    db: ctx.db,
    adapter,
    roles: ctx.roles,
    siteOrigins: config.siteOrigins,
    priceOverrides: config.stripePriceIds,
    now: clock,
    log: app.log,
    checkoutLimit,
    counters: ctx.counters,
  });
  const webhooks = config.stripeWebhookSecret
    ? new WebhookHandler({
        db: ctx.db,
        service,
        adapter,
        // Signature checks use only the webhook secret; the key is never sent anywhere from here.
        verifier: stripe ?? new Stripe('sk_test_webhook_verification_only'),
        secret: config.stripeWebhookSecret,
        now: clock,
        log: app.log,
      })
    : null;

  app.post(
    '/api/stripe/create-checkout-session',
    {
      config: { access: access.signedIn() },
      schema: {
        tags: ['payments'],
        summary:
          'Start a plan checkout for the signed-in provider (spec §7); 20 per 10 minutes per provider. Paid plans: a hosted checkout url (Stripe, or the built-in TEST MODE page without STRIPE_SECRET_KEY). A free plan is activated at once and url is the successUrl.',
        security: [{ bearerAuth: [] }],
        body: CreateCheckoutBody,
        response: {
          200: CheckoutResponse,
          401: ErrorSchema,
          403: ErrorSchema,
          422: ErrorSchema,
          429: ErrorSchema,
          503: ErrorSchema,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const session = await service.createCheckout(user, request.body, request.ip);
      return { data: { sessionId: session.id, session_id: session.id, url: session.url } };
    },
  );

  app.get(
    '/api/stripe/verify-session/:sessionId',
    {
      config: {
        access: access.owner(
          async (request) =>
            (await service.findSession((request.params as { sessionId: string }).sessionId))?.user_id ?? null,
        ),
      },
      schema: {
        tags: ['payments'],
        summary:
          "The outcome of the caller's checkout: 200 when paid (with the plan and the user's current_subscription), 409 while payment is not completed, 402 when Stripe completed it unpaid, 404 when expired or unknown. With Stripe, the session is read from Stripe, so this works before the webhook arrives.",
        security: [{ bearerAuth: [] }],
        params: SessionParams,
        response: {
          200: VerifyResponse,
          401: ErrorSchema,
          402: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema,
          503: ErrorSchema,
        },
      },
    },
    async (request) => ({ data: await service.verify(request.params.sessionId) }),
  );

  // Stripe signs the exact bytes it sent, so this route reads its body raw, whatever the content type.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    // Wrapped so the input-hygiene hooks (which walk every enumerable value) do not walk the body byte by byte.
    raw.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, new RawBody(body as Buffer)),
    );
    raw.post(
      '/api/stripe/webhook',
      {
        config: { access: access.public() },
        schema: {
          tags: ['payments'],
          summary:
            'Stripe webhook: Stripe-Signature verified with STRIPE_WEBHOOK_SECRET (404 when none is set), at most once per event id. Handles checkout.session.completed, customer.subscription.updated/deleted and invoice.paid.',
          response: { 200: WebhookResponse, 400: ErrorSchema, 404: ErrorSchema, 503: ErrorSchema },
        },
      },
      async (request) => {
        if (!webhooks) throw notFound('Webhooks are not configured.');
        const signature = request.headers['stripe-signature'];
        const body = request.body instanceof RawBody ? request.body.bytes : Buffer.alloc(0);
        return webhooks.handle(body, typeof signature === 'string' ? signature : undefined);
      },
    );
  });

  // The built-in hosted checkout (TEST MODE). Browsers post its forms url-encoded; the fields are not needed.
  await app.register(async (scope) => {
    const page = scope.withTypeProvider<TypeBoxTypeProvider>();
    page.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, _body, done) => done(null, {}),
    );

    const testSession = async (id: string) => {
      if (adapter.kind !== 'test') return null;
      const session = await service.findSession(id);
      return session?.adapter === 'test' ? session : null;
    };
    const missing = (request: FastifyRequest, reply: FastifyReply) => {
      if (!wantsHtml(request)) throw notFound('Checkout session not found.');
      return sendPage(reply, 404, NOT_FOUND_PAGE, []);
    };

    page.get(
      '/api/test-checkout/:sessionId',
      {
        config: { access: access.public() },
        schema: {
          tags: ['payments'],
          summary:
            'TEST MODE hosted checkout page (HTML): plan and price, Pay and Cancel. Only without STRIPE_SECRET_KEY; the unguessable session id is the key.',
          params: PageParams,
        },
      },
      async (request, reply) => {
        const session = await testSession(request.params.sessionId);
        if (!session) return missing(request, reply);
        const plan = await ctx.db
          .selectFrom('plans')
          .select(['name', 'billing_interval'])
          .where('id', '=', session.plan_id)
          .executeTakeFirstOrThrow();
        const targets = [session.success_url, session.cancel_url];
        if (session.status === 'complete') {
          return sendPage(
            reply,
            200,
            messagePage('Payment complete', `Your ${plan.name} plan is active.`, {
              href: fillSessionId(session.success_url, session.id),
              label: 'Continue to Prohive',
            }),
            targets,
          );
        }
        if (session.status === 'expired' || session.expires_at.getTime() <= clock().getTime()) {
          return sendPage(
            reply,
            404,
            messagePage('Checkout expired', SESSION_EXPIRED + ' Start again from the plans page.', {
              href: session.cancel_url,
              label: 'Back to Prohive',
            }),
            targets,
          );
        }
        return sendPage(
          reply,
          200,
          checkoutPage({
            sessionId: session.id,
            planName: plan.name,
            amountCents: session.amount_cents,
            currency: session.currency,
            interval: plan.billing_interval,
          }),
          targets,
        );
      },
    );

    page.post(
      '/api/test-checkout/:sessionId/pay',
      {
        config: { access: access.public() },
        schema: {
          tags: ['payments'],
          summary:
            'TEST MODE Pay: completes the session, activates the plan for one billing period and answers 303 to the successUrl (with the session id). Paying again changes nothing.',
          params: PageParams,
        },
      },
      async (request, reply) => {
        if (!(await testSession(request.params.sessionId))) return missing(request, reply);
        const result = await service.payTestSession(request.params.sessionId, request.ip);
        if (!result) return missing(request, reply);
        if (result.outcome === 'expired') {
          if (!wantsHtml(request)) throw notFound(SESSION_EXPIRED);
          return sendPage(
            reply,
            404,
            messagePage('Checkout expired', SESSION_EXPIRED + ' Start again from the plans page.', {
              href: result.session.cancel_url,
              label: 'Back to Prohive',
            }),
            [result.session.cancel_url],
          );
        }
        return reply.redirect(fillSessionId(result.session.success_url, result.session.id), 303);
      },
    );

    page.post(
      '/api/test-checkout/:sessionId/cancel',
      {
        config: { access: access.public() },
        schema: {
          tags: ['payments'],
          summary: 'TEST MODE Cancel: 303 to the cancelUrl; the session stays open until it expires.',
          params: PageParams,
        },
      },
      async (request, reply) => {
        const session = await testSession(request.params.sessionId);
        if (!session) return missing(request, reply);
        return reply.redirect(session.cancel_url, 303);
      },
    );
  });
};

export default paymentsRoutes;
