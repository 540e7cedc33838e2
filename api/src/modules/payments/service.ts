import type { Kysely, Selectable, Transaction } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { CheckoutSessionsTable, Database, PlansTable, SubscriptionStatus } from '../../db/schema.js';
import { recordAudit } from '../audit/index.js';
import { checkoutIds, derivedCheckoutIds } from '../plans/index.js';
import type { RoleCatalog } from '../roles/index.js';
import { loadUserResource, type UserResource } from '../users/index.js';
import {
  HttpError,
  forbidden,
  notFound,
  tooManyAttempts,
  validationFailed,
  type FieldErrors,
} from '../../http-errors.js';
import { AttemptLimiter, type LimitRule } from '../../lib/attempt-limiter.js';
import type { CounterStore } from '../../lib/counter-store.js';
import { PaymentProviderError, type PaymentsAdapter, type RemoteSubscription } from './adapter.js';
import { newSessionId } from './test-mode.js';
import { fillSessionId, siteReturnUrl, successUrlTemplate } from './urls.js';
import { LIVE_STATUSES } from '../subscriptions/index.js';

export type CheckoutSessionRow = Selectable<CheckoutSessionsTable>;
type PlanRow = Selectable<PlansTable>;
type Executor = Kysely<Database> | Transaction<Database>;

/** Stored live statuses (whether a period has lapsed is decided by subscriptions/live.ts where a plan applies). */
const LIVE = LIVE_STATUSES;

export const PAYMENT_NOT_COMPLETED = 'Payment not completed';
export const SESSION_EXPIRED = 'This checkout session has expired.';
export const PROVIDER_UNAVAILABLE =
  'The payment provider could not be reached. Please try again in a moment.';

export interface CheckoutInput {
  userId: number;
  planId: string;
  priceId: string;
  productId: string;
  successUrl: string;
  cancelUrl: string;
}

export interface Caller {
  id: number;
  roleName: string;
}

export interface VerifiedSession {
  status: 'paid';
  plan: { slug: string; name: string };
  subscription: UserResource['current_subscription'];
}

interface Activation {
  userId: number;
  planId: number;
  status: SubscriptionStatus;
  periodStart: Date;
  periodEnd: Date;
  cancelAtPeriodEnd: boolean;
  stripeSubscriptionId: string | null;
}

/** Adds calendar months, clamping to the month's last day (Jan 31 + 1 month = Feb 28/29), as Stripe bills. */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

function isLive(status: SubscriptionStatus): boolean {
  return LIVE.includes(status);
}

/**
 * Checkouts a provider may start: plenty for comparing plans and retrying, few enough that one account cannot
 * flood Stripe with customers and sessions (each Stripe checkout is an api call on our key).
 */
export const DEFAULT_CHECKOUT_LIMIT: LimitRule = { max: 20, windowSeconds: 10 * 60 };

export interface PaymentsServiceOptions {
  db: Kysely<Database>;
  adapter: PaymentsAdapter;
  roles: RoleCatalog;
  siteOrigins: readonly string[];
  priceOverrides: Record<string, string>;
  now: () => Date;
  log: FastifyBaseLogger;
  checkoutLimit?: LimitRule;
  /** The app's shared counter store (Redis across replicas). */
  counters?: CounterStore;
}

/**
 * Checkout, verification, the test-mode page's actions and webhook effects. Every path that grants a plan
 * goes through completeSession/activate in one transaction, guarded by the session's open → complete flip
 * (or the Stripe subscription id), so a page paid twice, a webhook replayed and a verify racing the webhook
 * all land on one subscription.
 */
export class PaymentsService {
  private readonly checkoutsPerUser: AttemptLimiter;

  constructor(private readonly options: PaymentsServiceOptions) {
    this.checkoutsPerUser = new AttemptLimiter(options.checkoutLimit ?? DEFAULT_CHECKOUT_LIMIT, {
      now: () => options.now().getTime(),
      store: options.counters,
      name: 'checkout',
    });
  }

  private get db() {
    return this.options.db;
  }

  /** POST /api/stripe/create-checkout-session */
  async createCheckout(
    caller: Caller,
    input: CheckoutInput,
    ip: string,
  ): Promise<{ id: string; url: string }> {
    if (input.userId !== caller.id) throw forbidden('You can only start a checkout for your own account.');
    if (caller.roleName !== 'provider') throw forbidden('Only provider accounts can subscribe to a plan.');
    const decision = await this.checkoutsPerUser.hit(String(caller.id));
    if (!decision.allowed) throw tooManyAttempts(decision.retryAfterSeconds);

    const errors: FieldErrors = {};
    const plan = await this.db
      .selectFrom('plans')
      .selectAll()
      .where('slug', '=', input.planId.trim())
      .where('active', '=', true)
      .executeTakeFirst();
    if (!plan) {
      errors.planId = ['The selected plan is not available.'];
    } else {
      const current = checkoutIds(plan, this.options.priceOverrides);
      // Links built before Stripe ids were configured carry the slug-derived ids; both name the same plan.
      const derived = derivedCheckoutIds(plan);
      if (![current.priceId, derived.priceId].includes(input.priceId.trim()))
        errors.priceId = ['The price does not belong to the selected plan.'];
      if (![current.productId, derived.productId].includes(input.productId.trim()))
        errors.productId = ['The product does not belong to the selected plan.'];
    }
    const success = siteReturnUrl(input.successUrl, this.options.siteOrigins);
    if (!success) errors.successUrl = ['The success URL must be an absolute http(s) address on this site.'];
    const cancel = siteReturnUrl(input.cancelUrl, this.options.siteOrigins);
    if (!cancel) errors.cancelUrl = ['The cancel URL must be an absolute http(s) address on this site.'];
    if (!plan || !success || !cancel || Object.keys(errors).length > 0) throw validationFailed(errors);

    const user = await this.db
      .selectFrom('users')
      .select(['id', 'email', 'name'])
      .where('id', '=', caller.id)
      .executeTakeFirstOrThrow();
    const template = successUrlTemplate(success);
    const now = this.options.now();

    if (plan.price_cents === 0) return this.activateFreePlan(user.id, plan, template, cancel.href, ip);

    const customer = await this.db
      .selectFrom('stripe_customers')
      .select('customer_id')
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    const stripePriceId = this.options.priceOverrides[plan.slug] ?? plan.stripe_price_id ?? null;
    const created = await this.provider(() =>
      this.options.adapter.createCheckout({
        user,
        customerId: this.options.adapter.kind === 'stripe' ? (customer?.customer_id ?? null) : null,
        plan: {
          slug: plan.slug,
          name: plan.name,
          amountCents: plan.price_cents,
          currency: plan.currency.trim().toLowerCase(),
          interval: plan.billing_interval,
          stripePriceId,
        },
        successUrl: template,
        cancelUrl: cancel.href,
        siteOrigin: success.origin,
      }),
    );
    await this.db.transaction().execute(async (trx) => {
      if (created.customerId && created.customerId !== customer?.customer_id) {
        await trx
          .insertInto('stripe_customers')
          .values({ user_id: user.id, customer_id: created.customerId })
          .onConflict((conflict) =>
            conflict.column('user_id').doUpdateSet({ customer_id: created.customerId! }),
          )
          .execute();
      }
      await trx
        .insertInto('checkout_sessions')
        .values({
          id: created.id,
          adapter: this.options.adapter.kind,
          user_id: user.id,
          plan_id: plan.id,
          status: 'open',
          amount_cents: plan.price_cents,
          currency: plan.currency.trim().toLowerCase(),
          success_url: template,
          cancel_url: cancel.href,
          url: created.url,
          stripe_customer_id: created.customerId,
          expires_at: created.expiresAt,
          created_at: now,
        })
        .execute();
    });
    return { id: created.id, url: created.url };
  }

  /** A free plan needs no payment: the session is born complete and the browser goes straight back. */
  private async activateFreePlan(
    userId: number,
    plan: PlanRow,
    successTemplate: string,
    cancelUrl: string,
    ip: string,
  ): Promise<{ id: string; url: string }> {
    const id = newSessionId('cs_free');
    const url = fillSessionId(successTemplate, id);
    const now = this.options.now();
    const replaced = await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('checkout_sessions')
        .values({
          id,
          adapter: 'free',
          user_id: userId,
          plan_id: plan.id,
          status: 'complete',
          amount_cents: 0,
          currency: plan.currency.trim().toLowerCase(),
          success_url: successTemplate,
          cancel_url: cancelUrl,
          url,
          expires_at: now,
          completed_at: now,
          created_at: now,
        })
        .execute();
      const cancelled = await this.activate(trx, {
        userId,
        planId: plan.id,
        status: 'active',
        periodStart: now,
        periodEnd: addMonths(now, plan.billing_interval === 'year' ? 12 : 1),
        cancelAtPeriodEnd: false,
        stripeSubscriptionId: null,
      });
      await recordAudit(trx, {
        actorId: userId,
        action: 'subscription.activate',
        subjectType: 'user',
        subjectId: userId,
        details: { plan: plan.slug, session: id, adapter: 'free' },
        ip,
      });
      return cancelled;
    });
    await this.cancelRemote(replaced);
    return { id, url };
  }

  findSession(id: string): Promise<CheckoutSessionRow | undefined> {
    return this.db.selectFrom('checkout_sessions').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** GET /api/stripe/verify-session/:id — the caller owns the session (checked by the access policy). */
  async verify(sessionId: string): Promise<VerifiedSession> {
    let session = await this.findSession(sessionId);
    if (!session) throw notFound('Checkout session not found.');

    if (session.status === 'open' && session.adapter === 'stripe' && this.options.adapter.kind === 'stripe') {
      // Ask Stripe rather than wait for the webhook: the browser often returns before the event arrives.
      const remote = await this.provider(() => this.options.adapter.retrieveCheckout(sessionId));
      if (!remote || remote.status === 'expired') {
        await this.markExpired(sessionId);
      } else if (remote.status === 'complete') {
        if (!remote.paid) throw new HttpError(402, PAYMENT_NOT_COMPLETED);
        const subscription = remote.subscriptionId
          ? await this.provider(() => this.options.adapter.retrieveSubscription(remote.subscriptionId!))
          : null;
        await this.completeSession(sessionId, { subscription, customerId: remote.customerId, ip: null });
      }
      session = (await this.findSession(sessionId))!;
    } else if (session.status === 'open' && session.expires_at.getTime() <= this.options.now().getTime()) {
      await this.markExpired(sessionId);
      session = (await this.findSession(sessionId))!;
    }

    if (session.status === 'expired') throw notFound(SESSION_EXPIRED);
    if (session.status === 'open') throw new HttpError(409, PAYMENT_NOT_COMPLETED);

    const [plan, user] = await Promise.all([
      this.db
        .selectFrom('plans')
        .select(['slug', 'name'])
        .where('id', '=', session.plan_id)
        .executeTakeFirstOrThrow(),
      this.db.selectFrom('users').selectAll().where('id', '=', session.user_id).executeTakeFirstOrThrow(),
    ]);
    const role = await this.options.roles.byId(user.role_id);
    if (!role) throw notFound('Checkout session not found.');
    const resource = await loadUserResource(this.db, user, role);
    return { status: 'paid', plan, subscription: resource.current_subscription };
  }

  private async markExpired(sessionId: string): Promise<void> {
    await this.db
      .updateTable('checkout_sessions')
      .set({ status: 'expired' })
      .where('id', '=', sessionId)
      .where('status', '=', 'open')
      .execute();
  }

  /**
   * Open → complete and the plan granted, once. A Stripe session may complete after we marked it expired
   * (paid in the last second, verified late), so Stripe's word also completes an expired row.
   */
  async completeSession(
    sessionId: string,
    details: { subscription: RemoteSubscription | null; customerId: string | null; ip: string | null },
  ): Promise<boolean> {
    const now = this.options.now();
    const replaced = await this.db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom('checkout_sessions')
        .selectAll()
        .where('id', '=', sessionId)
        .forUpdate()
        .executeTakeFirst();
      if (!current || current.status === 'complete') return null;
      if (current.status === 'expired' && current.adapter !== 'stripe') return null;
      const subscription = details.subscription;
      await trx
        .updateTable('checkout_sessions')
        .set({
          status: 'complete',
          completed_at: now,
          stripe_subscription_id: subscription?.id ?? null,
          stripe_customer_id: details.customerId ?? current.stripe_customer_id,
        })
        .where('id', '=', sessionId)
        .execute();
      const plan = await trx
        .selectFrom('plans')
        .select(['billing_interval', 'slug'])
        .where('id', '=', current.plan_id)
        .executeTakeFirstOrThrow();
      const cancelled = await this.activate(trx, {
        userId: current.user_id,
        planId: current.plan_id,
        status: subscription?.status ?? 'active',
        periodStart: subscription?.periodStart ?? now,
        periodEnd: subscription?.periodEnd ?? addMonths(now, plan.billing_interval === 'year' ? 12 : 1),
        cancelAtPeriodEnd: subscription?.cancelAtPeriodEnd ?? false,
        stripeSubscriptionId: subscription?.id ?? null,
      });
      await recordAudit(trx, {
        actorId: current.user_id,
        action: 'subscription.activate',
        subjectType: 'user',
        subjectId: current.user_id,
        details: { plan: plan.slug, session: sessionId, adapter: current.adapter },
        ...(details.ip ? { ip: details.ip } : {}),
      });
      return cancelled;
    });
    if (replaced === null) return false;
    await this.cancelRemote(replaced);
    return true;
  }

  /**
   * Puts the user on the plan. A user has at most one live subscription: a new one replaces whatever was
   * live (a plan switch takes effect when the new checkout completes). Returns the Stripe subscriptions it
   * replaced, which the caller cancels at Stripe after the commit so the old plan stops billing.
   */
  private async activate(trx: Transaction<Database>, activation: Activation): Promise<string[]> {
    // Serialises activations per user (webhook and verify racing), so the one-live-subscription index holds.
    await trx.selectFrom('users').select('id').where('id', '=', activation.userId).forUpdate().execute();
    const existing = activation.stripeSubscriptionId
      ? await trx
          .selectFrom('subscriptions')
          .select(['id'])
          .where('stripe_subscription_id', '=', activation.stripeSubscriptionId)
          .executeTakeFirst()
      : undefined;
    const replaced = isLive(activation.status)
      ? await this.endOtherLiveSubscriptions(trx, activation.userId, existing?.id ?? null)
      : [];
    const values = {
      plan_id: activation.planId,
      status: activation.status,
      current_period_start: activation.periodStart,
      current_period_end: activation.periodEnd,
      cancel_at_period_end: activation.cancelAtPeriodEnd,
      updated_at: this.options.now(),
    };
    if (existing) {
      await trx.updateTable('subscriptions').set(values).where('id', '=', existing.id).execute();
    } else {
      await trx
        .insertInto('subscriptions')
        .values({
          ...values,
          user_id: activation.userId,
          stripe_subscription_id: activation.stripeSubscriptionId,
        })
        .execute();
    }
    return replaced.filter((id) => id !== activation.stripeSubscriptionId);
  }

  private async endOtherLiveSubscriptions(
    trx: Transaction<Database>,
    userId: number,
    keepId: number | null,
  ): Promise<string[]> {
    let query = trx
      .updateTable('subscriptions')
      .set({ status: 'canceled', updated_at: this.options.now() })
      .where('user_id', '=', userId)
      .where('status', 'in', LIVE);
    if (keepId !== null) query = query.where('id', '!=', keepId);
    const rows = await query.returning('stripe_subscription_id').execute();
    return rows.map((row) => row.stripe_subscription_id).filter((id): id is string => id !== null);
  }

  private async cancelRemote(subscriptionIds: string[]): Promise<void> {
    for (const id of subscriptionIds) {
      try {
        await this.options.adapter.cancelSubscription(id);
      } catch (error) {
        // The new plan is already in place; a failed cancel must not undo it. Logged for an operator.
        this.options.log.error({ err: error, subscription: id }, 'could not cancel a replaced subscription');
      }
    }
  }

  /** Test-mode Pay: completes an open, unexpired test session. The answer says where the browser goes. */
  async payTestSession(
    sessionId: string,
    ip: string,
  ): Promise<{ outcome: 'paid' | 'expired'; session: CheckoutSessionRow } | null> {
    const session = await this.findSession(sessionId);
    if (!session || session.adapter !== 'test') return null;
    if (session.status === 'open' && session.expires_at.getTime() <= this.options.now().getTime()) {
      await this.markExpired(sessionId);
      return { outcome: 'expired', session };
    }
    if (session.status === 'expired') return { outcome: 'expired', session };
    await this.completeSession(sessionId, { subscription: null, customerId: null, ip });
    return { outcome: 'paid', session };
  }

  /** A Stripe subscription changed (plan, status, period, cancellation): mirror it on the user. */
  async syncSubscription(executor: Transaction<Database>, remote: RemoteSubscription): Promise<string[]> {
    const local = await executor
      .selectFrom('subscriptions')
      .selectAll()
      .where('stripe_subscription_id', '=', remote.id)
      .executeTakeFirst();
    // Unknown here: the checkout that creates it has not completed yet, and will read the state from Stripe.
    if (!local) return [];
    if (local.status === 'canceled' && isLive(remote.status)) {
      // A paused or unpaid subscription coming back is welcome; one we replaced by a newer plan (whose cancel
      // at Stripe failed) must not push the newer plan out.
      const newer = await executor
        .selectFrom('subscriptions')
        .select('id')
        .where('user_id', '=', local.user_id)
        .where('id', '!=', local.id)
        .where('status', 'in', LIVE)
        .executeTakeFirst();
      if (newer) return [];
    }
    const plan = await this.planForRemote(executor, remote);
    await this.activate(executor, {
      userId: local.user_id,
      planId: plan ?? local.plan_id,
      status: remote.status,
      periodStart: remote.periodStart,
      periodEnd: remote.periodEnd,
      cancelAtPeriodEnd: remote.cancelAtPeriodEnd,
      stripeSubscriptionId: remote.id,
    });
    // Other live rows were ended locally; they are not cancelled at Stripe from here (Stripe told us this one
    // is live, and it is the source of truth for the others' events too).
    return [];
  }

  /** invoice.paid: the period is paid up to `periodEnd`; a past-due or incomplete subscription is active again. */
  async recordPaidInvoice(
    executor: Transaction<Database>,
    subscriptionId: string,
    periodEnd: Date | null,
  ): Promise<void> {
    const local = await executor
      .selectFrom('subscriptions')
      .selectAll()
      .where('stripe_subscription_id', '=', subscriptionId)
      .executeTakeFirst();
    if (!local || local.status === 'canceled') return;
    const end =
      periodEnd && periodEnd.getTime() > local.current_period_end.getTime()
        ? periodEnd
        : local.current_period_end;
    await this.activate(executor, {
      userId: local.user_id,
      planId: local.plan_id,
      status: local.status === 'past_due' || local.status === 'incomplete' ? 'active' : local.status,
      periodStart: local.current_period_start,
      periodEnd: end,
      cancelAtPeriodEnd: local.cancel_at_period_end,
      stripeSubscriptionId: subscriptionId,
    });
  }

  /** customer.subscription.deleted */
  async endSubscription(executor: Transaction<Database>, subscriptionId: string): Promise<void> {
    await executor
      .updateTable('subscriptions')
      .set({ status: 'canceled', cancel_at_period_end: false, updated_at: this.options.now() })
      .where('stripe_subscription_id', '=', subscriptionId)
      .execute();
  }

  /** The plan a Stripe price (ours, configured or derived) or the checkout's metadata names. */
  private async planForRemote(executor: Executor, remote: RemoteSubscription): Promise<number | null> {
    const plans = await executor
      .selectFrom('plans')
      .select(['id', 'slug', 'billing_interval', 'stripe_price_id', 'stripe_product_id', 'price_cents'])
      .execute();
    if (remote.priceId) {
      const byPrice = plans.find(
        (plan) =>
          checkoutIds(plan, this.options.priceOverrides).priceId === remote.priceId ||
          plan.stripe_price_id === remote.priceId,
      );
      if (byPrice) return byPrice.id;
    }
    return plans.find((plan) => plan.slug === remote.planSlug)?.id ?? null;
  }

  /** Payment-provider failures are a 503 with a plain message, never a 500. */
  async provider<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof PaymentProviderError) {
        this.options.log.error({ err: error }, 'payment provider call failed');
        throw new HttpError(503, PROVIDER_UNAVAILABLE);
      }
      throw error;
    }
  }
}
