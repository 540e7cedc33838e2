import assert from 'node:assert/strict';
import { after, before, beforeEach, test } from 'node:test';
import type { App } from '../../../src/app.js';
import type { Config } from '../../../src/config.js';
import { cancelAtStripe, endLiveSubscriptions } from '../../../src/modules/payments/account.js';
import { bearerFor, buildTestApp, createUser, testConfig, type CreatedUser } from '../../helpers/app.js';
import { describeEachDatabase } from '../../helpers/databases.js';
import { FakeStripe, signWebhook, stripeEvent } from './fake-stripe.js';
import { checkoutBody, GENEROUS, planCheckout, SITE } from './helpers.js';

const WEBHOOK_SECRET = 'whsec_prohive_test_secret';

describeEachDatabase('payments: Stripe adapter against a local fake Stripe', (suite) => {
  let app: App;
  let stripe: FakeStripe;
  let config: Config;
  let provider: CreatedUser;
  let headers: { authorization: string };
  let eventCounter = 0;

  before(async () => {
    stripe = new FakeStripe();
    await stripe.start();
    config = testConfig({
      stripeSecretKey: stripe.secretKey,
      stripeWebhookSecret: WEBHOOK_SECRET,
      stripeApiBase: { protocol: 'http', host: '127.0.0.1', port: stripe.port },
      // Pro has a price in Stripe; Business is described inline (price_data).
      stripePriceIds: { pro: 'price_pro_monthly' },
    });
    app = await buildTestApp(suite.handle, { config, checkoutRateLimit: GENEROUS });
  });
  after(async () => {
    await app.close();
    await stripe.stop();
  });
  beforeEach(async () => {
    stripe.requests.length = 0;
    stripe.failures = [];
    stripe.failCancels = false;
    provider = await createUser(suite.handle.db, { roleId: 4, name: 'Pat Pro' });
    headers = await bearerFor(app, provider);
  });

  const create = (payload: object) =>
    app.inject({ method: 'POST', url: '/api/stripe/create-checkout-session', headers, payload });
  const verify = (id: string) =>
    app.inject({ method: 'GET', url: `/api/stripe/verify-session/${id}`, headers });
  const me = async () =>
    (await app.inject({ method: 'GET', url: '/api/me', headers })).json().data.current_subscription;
  const sendEvent = (payload: string, signature: string | null) =>
    app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(signature === null ? {} : { 'stripe-signature': signature }),
      },
      payload,
    });
  const signed = (payload: string) => sendEvent(payload, signWebhook(payload, WEBHOOK_SECRET, nowSeconds()));
  const nowSeconds = () => Math.floor(Date.now() / 1000);
  const nextEventId = () => `evt_test_${++eventCounter}_${Date.now()}`;

  async function paidCheckout(slug: 'pro' | 'business') {
    const created = await create(checkoutBody(provider.id, await planCheckout(app, slug)));
    assert.equal(created.statusCode, 200, created.body);
    const { sessionId } = created.json().data;
    const subscription = stripe.completeSession(sessionId);
    const verified = await verify(sessionId);
    assert.equal(verified.statusCode, 200, verified.body);
    return { sessionId, subscriptionId: subscription.id as string };
  }

  test('checkout goes to Stripe; verify reads the session from Stripe and activates the plan once', async () => {
    const pro = await planCheckout(app, 'pro');
    assert.equal(pro.priceId, 'price_pro_monthly');
    const created = await create(checkoutBody(provider.id, pro));
    assert.equal(created.statusCode, 200, created.body);
    const { sessionId, session_id, url } = created.json().data;
    assert.equal(session_id, sessionId);
    assert.equal(url, `https://checkout.stripe.test/c/pay/${sessionId}`);

    const customerCall = stripe.requests.find((request) => request.path === '/v1/customers');
    assert.equal(customerCall?.body.email, provider.email);
    const sessionCall = stripe.requests.find((request) => request.path === '/v1/checkout/sessions');
    assert.ok(sessionCall);
    assert.equal(sessionCall.body.mode, 'subscription');
    assert.deepEqual(sessionCall.body.line_items, [{ price: 'price_pro_monthly', quantity: '1' }]);
    // Stripe fills the placeholder itself on the way back.
    assert.equal(sessionCall.body.success_url, `${SITE}/stripe/success?session_id={CHECKOUT_SESSION_ID}`);
    assert.equal(sessionCall.body.cancel_url, `${SITE}/stripe/cancel`);
    assert.equal(sessionCall.body.client_reference_id, String(provider.id));
    assert.deepEqual(sessionCall.body.metadata, { user_id: String(provider.id), plan_slug: 'pro' });

    const open = await verify(sessionId);
    assert.equal(open.statusCode, 409);
    assert.equal(open.json().message, 'Payment not completed');

    const subscription = stripe.completeSession(sessionId);
    const verified = await verify(sessionId);
    assert.equal(verified.statusCode, 200, verified.body);
    const data = verified.json().data;
    assert.equal(data.status, 'paid');
    assert.deepEqual(data.plan, { slug: 'pro', name: 'Pro' });
    assert.equal(data.subscription.plan.slug, 'pro');
    assert.equal(data.subscription.status, 'active');
    const periodEnd = (subscription.items as { data: { current_period_end: number }[] }).data[0]!
      .current_period_end;
    assert.equal(data.subscription.current_period_end, new Date(periodEnd * 1000).toISOString());

    // Verifying again (a reload of /stripe/success) changes nothing.
    assert.equal((await verify(sessionId)).statusCode, 200);
    const rows = await suite.handle.db
      .selectFrom('subscriptions')
      .select(['stripe_subscription_id', 'status'])
      .where('user_id', '=', provider.id)
      .execute();
    assert.deepEqual(rows, [{ stripe_subscription_id: subscription.id, status: 'active' }]);
  });

  test('a plan without a Stripe price is described inline, and the customer is reused', async () => {
    await paidCheckout('pro');
    stripe.requests.length = 0;
    const created = await create(checkoutBody(provider.id, await planCheckout(app, 'business')));
    assert.equal(created.statusCode, 200, created.body);
    assert.equal(stripe.requests.filter((request) => request.path === '/v1/customers').length, 0);
    const sessionCall = stripe.requests.find((request) => request.path === '/v1/checkout/sessions')!;
    assert.deepEqual(sessionCall.body.line_items, [
      {
        price_data: {
          currency: 'usd',
          unit_amount: '12900',
          recurring: { interval: 'month' },
          product_data: { name: 'Prohive Business' },
        },
        quantity: '1',
      },
    ]);
  });

  test('a customer deleted at Stripe is replaced by a new one instead of failing every checkout', async () => {
    await paidCheckout('pro');
    const stored = await suite.handle.db
      .selectFrom('stripe_customers')
      .select('customer_id')
      .where('user_id', '=', provider.id)
      .executeTakeFirstOrThrow();
    stripe.customers.delete(stored.customer_id);
    const created = await create(checkoutBody(provider.id, await planCheckout(app, 'business')));
    assert.equal(created.statusCode, 200, created.body);
    const replaced = await suite.handle.db
      .selectFrom('stripe_customers')
      .select('customer_id')
      .where('user_id', '=', provider.id)
      .executeTakeFirstOrThrow();
    assert.notEqual(replaced.customer_id, stored.customer_id);
    assert.ok(stripe.customers.has(replaced.customer_id));
  });

  test('switching plan cancels the replaced subscription at Stripe, so it stops billing', async () => {
    const first = await paidCheckout('pro');
    stripe.requests.length = 0;
    await paidCheckout('business');
    const cancel = stripe.requests.find((request) => request.method === 'DELETE');
    assert.equal(cancel?.path, `/v1/subscriptions/${first.subscriptionId}`);
    assert.equal(stripe.subscriptions.get(first.subscriptionId)!.status, 'canceled');
    assert.equal((await me()).plan.slug, 'business');
  });

  test('verify: expired at Stripe is 404, completed but unpaid is 402, Stripe down is 503', async () => {
    const pro = await planCheckout(app, 'pro');
    const expiring = (await create(checkoutBody(provider.id, pro))).json().data.sessionId;
    stripe.expireSession(expiring);
    const expired = await verify(expiring);
    assert.equal(expired.statusCode, 404);
    assert.equal(expired.json().message, 'This checkout session has expired.');

    const unpaid = (await create(checkoutBody(provider.id, pro))).json().data.sessionId;
    stripe.completeSession(unpaid, { paymentStatus: 'unpaid' });
    assert.equal((await verify(unpaid)).statusCode, 402);

    const later = (await create(checkoutBody(provider.id, pro))).json().data.sessionId;
    stripe.failures = [500, 500, 500];
    const down = await verify(later);
    assert.equal(down.statusCode, 503);
    assert.match(down.json().message, /payment provider/);
    assert.equal(await me(), null);
  });

  test('Stripe failing during checkout creation is a 503 and stores nothing', async () => {
    stripe.failures = [500, 500, 500, 500];
    const response = await create(checkoutBody(provider.id, await planCheckout(app, 'pro')));
    assert.equal(response.statusCode, 503);
    const sessions = await suite.handle.db.selectFrom('checkout_sessions').select('id').execute();
    assert.equal(sessions.length, 0);
  });

  test('webhook checkout.session.completed activates before the browser returns; a replay changes nothing', async () => {
    const created = await create(checkoutBody(provider.id, await planCheckout(app, 'pro')));
    const { sessionId } = created.json().data;
    stripe.completeSession(sessionId);
    const eventId = nextEventId();
    const payload = stripeEvent(eventId, 'checkout.session.completed', stripe.sessions.get(sessionId));
    const first = await signed(payload);
    assert.equal(first.statusCode, 200, first.body);
    assert.deepEqual(first.json(), { received: true, duplicate: false, handled: true });
    const subscription = await me();
    assert.equal(subscription.plan.slug, 'pro');

    const snapshot = await suite.handle.db.selectFrom('subscriptions').selectAll().execute();
    const replay = await signed(payload);
    assert.equal(replay.statusCode, 200);
    assert.deepEqual(replay.json(), { received: true, duplicate: true, handled: false });
    assert.deepEqual(await suite.handle.db.selectFrom('subscriptions').selectAll().execute(), snapshot);
    assert.equal((await verify(sessionId)).statusCode, 200);
  });

  test('the webhook and the returning browser racing each other grant one subscription', async () => {
    const created = await create(checkoutBody(provider.id, await planCheckout(app, 'pro')));
    const { sessionId } = created.json().data;
    stripe.completeSession(sessionId);
    const payload = stripeEvent(nextEventId(), 'checkout.session.completed', stripe.sessions.get(sessionId));
    const [hook, first, second] = await Promise.all([signed(payload), verify(sessionId), verify(sessionId)]);
    assert.deepEqual([hook.statusCode, first.statusCode, second.statusCode], [200, 200, 200]);
    const rows = await suite.handle.db
      .selectFrom('subscriptions')
      .select('status')
      .where('user_id', '=', provider.id)
      .execute();
    assert.deepEqual(rows, [{ status: 'active' }]);
  });

  test('webhook signatures: missing, wrong, foreign-secret and stale ones are 400 and store nothing', async () => {
    const payload = stripeEvent(nextEventId(), 'invoice.paid', { id: 'in_1', object: 'invoice' });
    const missing = await sendEvent(payload, null);
    assert.equal(missing.statusCode, 400);
    assert.equal(missing.json().message, 'Missing Stripe-Signature header.');
    assert.equal((await sendEvent(payload, 't=1,v1=deadbeef')).statusCode, 400);
    assert.equal((await sendEvent(payload, 'garbage')).statusCode, 400);
    const foreign = await sendEvent(payload, signWebhook(payload, 'whsec_someone_else', nowSeconds()));
    assert.equal(foreign.statusCode, 400);
    assert.equal(foreign.json().message, 'Invalid Stripe signature.');
    // Signed correctly, but ten minutes ago: a captured request replayed later.
    const stale = await sendEvent(payload, signWebhook(payload, WEBHOOK_SECRET, nowSeconds() - 600));
    assert.equal(stale.statusCode, 400);
    // A body altered after signing.
    const tampered = await sendEvent(
      payload.replace('in_1', 'in_2'),
      signWebhook(payload, WEBHOOK_SECRET, nowSeconds()),
    );
    assert.equal(tampered.statusCode, 400);
    const events = await suite.handle.db.selectFrom('stripe_webhook_events').select('id').execute();
    assert.ok(!events.some((event) => event.id === JSON.parse(payload).id));
  });

  test('customer.subscription.updated mirrors plan, status, period and cancellation; deleted ends it', async () => {
    const { subscriptionId } = await paidCheckout('business');
    const periodEnd = nowSeconds() + 40 * 86_400;
    const updated = stripe.updateSubscription(subscriptionId, {
      status: 'past_due',
      cancelAtPeriodEnd: true,
      priceId: 'price_pro_monthly',
      periodEnd,
    });
    const response = await signed(stripeEvent(nextEventId(), 'customer.subscription.updated', updated));
    assert.equal(response.statusCode, 200, response.body);
    let subscription = await me();
    assert.equal(subscription.plan.slug, 'pro');
    assert.equal(subscription.status, 'past_due');
    assert.equal(subscription.cancel_at_period_end, true);
    assert.equal(subscription.current_period_end, new Date(periodEnd * 1000).toISOString());

    const deleted = stripe.updateSubscription(subscriptionId, { status: 'canceled' });
    const gone = await signed(stripeEvent(nextEventId(), 'customer.subscription.deleted', deleted));
    assert.equal(gone.statusCode, 200);
    subscription = await me();
    assert.equal(subscription, null);
  });

  test('an update for a replaced subscription does not push the newer plan out; a paused one may come back', async () => {
    const first = await paidCheckout('pro');
    stripe.failCancels = true;
    // The cancel of the replaced Stripe subscription fails (logged); the newer plan is in place regardless.
    await paidCheckout('business');
    stripe.failCancels = false;
    assert.equal(stripe.subscriptions.get(first.subscriptionId)!.status, 'active');
    assert.equal((await me()).plan.slug, 'business');
    const stale = stripe.updateSubscription(first.subscriptionId, { cancelAtPeriodEnd: true });
    const response = await signed(stripeEvent(nextEventId(), 'customer.subscription.updated', stale));
    assert.equal(response.statusCode, 200);
    assert.equal((await me()).plan.slug, 'business');

    // A subscription paused at Stripe ends the plan here, and resuming it brings it back.
    const other = await createUser(suite.handle.db, { roleId: 4 });
    provider = other;
    headers = await bearerFor(app, other);
    const { subscriptionId } = await paidCheckout('pro');
    const paused = stripe.updateSubscription(subscriptionId, { status: 'paused' });
    await signed(stripeEvent(nextEventId(), 'customer.subscription.updated', paused));
    assert.equal(await me(), null);
    const resumed = stripe.updateSubscription(subscriptionId, { status: 'active' });
    await signed(stripeEvent(nextEventId(), 'customer.subscription.updated', resumed));
    assert.equal((await me()).plan.slug, 'pro');
  });

  test('invoice.paid extends the period and brings a past-due subscription back to active', async () => {
    const { subscriptionId } = await paidCheckout('pro');
    await suite.handle.db
      .updateTable('subscriptions')
      .set({ status: 'past_due' })
      .where('stripe_subscription_id', '=', subscriptionId)
      .execute();
    const paidUntil = nowSeconds() + 62 * 86_400;
    const invoice = {
      id: 'in_renewal',
      object: 'invoice',
      status: 'paid',
      parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
      lines: { object: 'list', data: [{ id: 'il_1', period: { start: nowSeconds(), end: paidUntil } }] },
    };
    const response = await signed(stripeEvent(nextEventId(), 'invoice.paid', invoice));
    assert.equal(response.statusCode, 200, response.body);
    const subscription = await me();
    assert.equal(subscription.status, 'active');
    assert.equal(subscription.current_period_end, new Date(paidUntil * 1000).toISOString());

    // An older account version names the subscription at the top level; an earlier period never shortens it.
    const legacy = { ...invoice, parent: null, subscription: subscriptionId };
    legacy.lines = { object: 'list', data: [{ id: 'il_0', period: { start: 0, end: nowSeconds() } }] };
    assert.equal((await signed(stripeEvent(nextEventId(), 'invoice.paid', legacy))).statusCode, 200);
    assert.equal((await me()).current_period_end, new Date(paidUntil * 1000).toISOString());
  });

  test('events Prohive does not act on are acknowledged and recorded', async () => {
    const eventId = nextEventId();
    const response = await signed(
      stripeEvent(eventId, 'customer.created', { id: 'cus_x', object: 'customer' }),
    );
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { received: true, duplicate: false, handled: false });
    const stored = await suite.handle.db
      .selectFrom('stripe_webhook_events')
      .select('type')
      .where('id', '=', eventId)
      .executeTakeFirst();
    assert.equal(stored?.type, 'customer.created');
  });

  test('account deletion helpers end the live subscription here and at Stripe', async () => {
    const { subscriptionId } = await paidCheckout('pro');
    const ended = await endLiveSubscriptions(suite.handle.db, provider.id);
    assert.deepEqual(ended.stripeSubscriptionIds, [subscriptionId]);
    assert.equal(await me(), null);
    await cancelAtStripe(config, ended.stripeSubscriptionIds, app.log);
    assert.equal(stripe.subscriptions.get(subscriptionId)!.status, 'canceled');
  });

  test('DELETE /api/me ends the subscription here and cancels it at Stripe after the commit', async () => {
    const { subscriptionId } = await paidCheckout('pro');
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers,
      payload: { password: provider.password, confirm: 'DELETE' },
    });
    assert.equal(deleted.statusCode, 204, deleted.body);
    const row = await suite.handle.db
      .selectFrom('subscriptions')
      .select('status')
      .where('stripe_subscription_id', '=', subscriptionId)
      .executeTakeFirstOrThrow();
    assert.equal(row.status, 'canceled');
    const cancel = stripe.requests.find((request) => request.method === 'DELETE');
    assert.equal(cancel?.path, `/v1/subscriptions/${subscriptionId}`);
    assert.equal(stripe.subscriptions.get(subscriptionId)!.status, 'canceled');
  });

  test('DELETE /api/me still deletes when Stripe refuses the cancel (logged for an operator)', async () => {
    const { subscriptionId } = await paidCheckout('pro');
    stripe.failCancels = true;
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers,
      payload: { password: provider.password, confirm: 'DELETE' },
    });
    assert.equal(deleted.statusCode, 204, deleted.body);
    const user = await suite.handle.db
      .selectFrom('users')
      .select('deleted_at')
      .where('id', '=', provider.id)
      .executeTakeFirstOrThrow();
    assert.ok(user.deleted_at);
    assert.notEqual(stripe.subscriptions.get(subscriptionId)!.status, 'canceled');
  });

  test('the test checkout page does not exist when Stripe is configured', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/test-checkout/cs_test_anything' });
    assert.equal(page.statusCode, 404);
  });
});
