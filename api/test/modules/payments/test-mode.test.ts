import assert from 'node:assert/strict';
import { after, before, beforeEach, test } from 'node:test';
import type { App } from '../../../src/app.js';
import { bearerFor, buildTestApp, createUser, testConfig, type CreatedUser } from '../../helpers/app.js';
import { describeEachDatabase } from '../../helpers/databases.js';
import { checkoutBody, GENEROUS, planCheckout, SITE, type PlanCheckoutIds } from './helpers.js';

describeEachDatabase('payments: built-in test-mode checkout', (suite) => {
  let app: App;
  let clock = new Date('2030-03-31T12:00:00.000Z');
  let provider: CreatedUser;
  let headers: { authorization: string };

  before(async () => {
    // The clock moves a day ahead; access tokens must outlive that (they last 15 minutes by default).
    app = await buildTestApp(suite.handle, {
      config: testConfig({ jwtTtlSeconds: 7 * 86_400, refreshTtlSeconds: 30 * 86_400 }),
      now: () => clock,
      checkoutRateLimit: GENEROUS,
    });
  });
  after(async () => {
    await app.close();
  });
  beforeEach(async () => {
    clock = new Date('2030-03-31T12:00:00.000Z');
    provider = await createUser(suite.handle.db, { roleId: 4 });
    headers = await bearerFor(app, provider);
  });

  const create = (payload: object, auth: Record<string, string> = headers) =>
    app.inject({ method: 'POST', url: '/api/stripe/create-checkout-session', headers: auth, payload });
  const verify = (id: string, auth: Record<string, string> = headers) =>
    app.inject({ method: 'GET', url: `/api/stripe/verify-session/${id}`, headers: auth });
  const pathOf = (url: string) => new URL(url).pathname;
  const liveSubscriptions = (userId: number) =>
    suite.handle.db
      .selectFrom('subscriptions')
      .innerJoin('plans', 'plans.id', 'subscriptions.plan_id')
      .select(['plans.slug', 'subscriptions.status'])
      .where('user_id', '=', userId)
      .where('status', 'in', ['active', 'trialing', 'past_due'])
      .execute();

  test('a paid plan: hosted TEST MODE page, Pay activates it for a month and returns to successUrl', async () => {
    const pro = await planCheckout(app, 'pro');
    const created = await create(checkoutBody(provider.id, pro));
    assert.equal(created.statusCode, 200, created.body);
    const { sessionId, session_id, url } = created.json().data;
    assert.equal(session_id, sessionId);
    assert.match(sessionId, /^cs_test_[0-9a-f]{48}$/);
    // Served on the site origin, which proxies /api to us.
    assert.equal(url, `${SITE}/api/test-checkout/${sessionId}`);

    const open = await verify(sessionId);
    assert.equal(open.statusCode, 409);
    assert.equal(open.json().message, 'Payment not completed');

    const page = await app.inject({ method: 'GET', url: pathOf(url), headers: { accept: 'text/html' } });
    assert.equal(page.statusCode, 200);
    assert.match(String(page.headers['content-type']), /^text\/html/);
    assert.match(page.body, /TEST MODE — no real payment/);
    assert.match(page.body, /Subscribe to Prohive Pro/);
    assert.match(page.body, /\$49\.00/);
    assert.match(page.body, new RegExp(`action="/api/test-checkout/${sessionId}/pay"`));
    assert.match(page.body, /prefers-color-scheme:dark/);
    assert.doesNotMatch(page.body, /<script/i);
    const csp = String(page.headers['content-security-policy']);
    assert.match(csp, /default-src 'none'/);
    assert.match(csp, /style-src 'sha256-[A-Za-z0-9+/=]+'/);
    assert.doesNotMatch(csp, /unsafe-inline/);
    assert.match(csp, new RegExp(`form-action 'self' ${SITE.replace(/[.]/g, '\\.')}`));

    const paid = await app.inject({ method: 'POST', url: `${pathOf(url)}/pay` });
    assert.equal(paid.statusCode, 303);
    assert.equal(paid.headers.location, `${SITE}/stripe/success?session_id=${sessionId}`);

    const verified = await verify(sessionId);
    assert.equal(verified.statusCode, 200, verified.body);
    const data = verified.json().data;
    assert.equal(data.status, 'paid');
    assert.deepEqual(data.plan, { slug: 'pro', name: 'Pro' });
    assert.equal(data.subscription.plan.slug, 'pro');
    assert.equal(data.subscription.status, 'active');
    assert.equal(data.subscription.cancel_at_period_end, false);
    // One calendar month, clamped: March 31 + 1 month = April 30.
    assert.equal(data.subscription.current_period_end, '2030-04-30T12:00:00.000Z');

    const me = await app.inject({ method: 'GET', url: '/api/me', headers });
    const subscription = me.json().data.current_subscription;
    assert.equal(subscription.plan.slug, 'pro');
    assert.equal(typeof subscription.plan.limits.service_categories, 'number');

    // Paying again (back button, double click) is harmless: same redirect, still one subscription.
    const again = await app.inject({ method: 'POST', url: `${pathOf(url)}/pay` });
    assert.equal(again.statusCode, 303);
    assert.deepEqual(await liveSubscriptions(provider.id), [{ slug: 'pro', status: 'active' }]);
    const rows = await suite.handle.db
      .selectFrom('subscriptions')
      .select('id')
      .where('user_id', '=', provider.id)
      .execute();
    assert.equal(rows.length, 1);

    // The page of a paid session says so and links back.
    const donePage = await app.inject({ method: 'GET', url: pathOf(url), headers: { accept: 'text/html' } });
    assert.equal(donePage.statusCode, 200);
    assert.match(donePage.body, /Payment complete/);
  });

  test('the success URL keeps a {CHECKOUT_SESSION_ID} placeholder where it is, else session_id is appended', async () => {
    const pro = await planCheckout(app, 'pro');
    const cases: [string, (id: string) => string][] = [
      [`${SITE}/stripe/success?sid={CHECKOUT_SESSION_ID}`, (id) => `${SITE}/stripe/success?sid=${id}`],
      [`${SITE}/done/{CHECKOUT_SESSION_ID}/x`, (id) => `${SITE}/done/${id}/x`],
      [`${SITE}/stripe/success?plan=pro#top`, (id) => `${SITE}/stripe/success?plan=pro&session_id=${id}#top`],
      [`${SITE}/stripe/success`, (id) => `${SITE}/stripe/success?session_id=${id}`],
    ];
    for (const [successUrl, expected] of cases) {
      const created = await create({ ...checkoutBody(provider.id, pro), successUrl });
      assert.equal(created.statusCode, 200, created.body);
      const { sessionId, url } = created.json().data;
      const paid = await app.inject({ method: 'POST', url: `${pathOf(url)}/pay` });
      assert.equal(paid.headers.location, expected(sessionId), successUrl);
    }
  });

  test('concurrent Pay clicks grant exactly one subscription', async () => {
    const created = await create(checkoutBody(provider.id, await planCheckout(app, 'pro')));
    const { url } = created.json().data;
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => app.inject({ method: 'POST', url: `${pathOf(url)}/pay` })),
    );
    assert.deepEqual(
      responses.map((response) => response.statusCode),
      [303, 303, 303, 303, 303, 303],
    );
    const rows = await suite.handle.db
      .selectFrom('subscriptions')
      .select('status')
      .where('user_id', '=', provider.id)
      .execute();
    assert.deepEqual(rows, [{ status: 'active' }]);
    const audits = await suite.handle.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'subscription.activate')
      .where('actor_id', '=', provider.id)
      .execute();
    assert.equal(audits.length, 1);
  });

  test('Cancel returns to cancelUrl and leaves the session open and unpaid', async () => {
    const created = await create(checkoutBody(provider.id, await planCheckout(app, 'business')));
    const { sessionId, url } = created.json().data;
    const cancelled = await app.inject({
      method: 'POST',
      url: `${pathOf(url)}/cancel`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    assert.equal(cancelled.statusCode, 303);
    assert.equal(cancelled.headers.location, `${SITE}/stripe/cancel`);
    assert.equal((await verify(sessionId)).statusCode, 409);
    assert.deepEqual(await liveSubscriptions(provider.id), []);
  });

  test('a browser form post (url-encoded) pays too', async () => {
    const created = await create(checkoutBody(provider.id, await planCheckout(app, 'pro')));
    const { url } = created.json().data;
    const paid = await app.inject({
      method: 'POST',
      url: `${pathOf(url)}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: '',
    });
    assert.equal(paid.statusCode, 303);
    assert.deepEqual(await liveSubscriptions(provider.id), [{ slug: 'pro', status: 'active' }]);
  });

  test('the free plan activates at once and url is the successUrl with the session id', async () => {
    const starter = await planCheckout(app, 'starter');
    assert.equal(starter.requires_payment, false);
    const created = await create(checkoutBody(provider.id, starter));
    assert.equal(created.statusCode, 200, created.body);
    const { sessionId, url } = created.json().data;
    assert.match(sessionId, /^cs_free_[0-9a-f]{48}$/);
    assert.equal(url, `${SITE}/stripe/success?session_id=${sessionId}`);
    const verified = await verify(sessionId);
    assert.equal(verified.statusCode, 200);
    assert.equal(verified.json().data.subscription.plan.slug, 'starter');
    assert.deepEqual(await liveSubscriptions(provider.id), [{ slug: 'starter', status: 'active' }]);
  });

  test('switching plan: the new checkout replaces the live subscription when it completes', async () => {
    const first = await create(checkoutBody(provider.id, await planCheckout(app, 'pro')));
    await app.inject({ method: 'POST', url: `${pathOf(first.json().data.url)}/pay` });
    const second = await create(checkoutBody(provider.id, await planCheckout(app, 'business')));
    // Until the new checkout is paid the old plan stays.
    assert.deepEqual(await liveSubscriptions(provider.id), [{ slug: 'pro', status: 'active' }]);
    await app.inject({ method: 'POST', url: `${pathOf(second.json().data.url)}/pay` });
    assert.deepEqual(await liveSubscriptions(provider.id), [{ slug: 'business', status: 'active' }]);
    const cancelled = await suite.handle.db
      .selectFrom('subscriptions')
      .select('status')
      .where('user_id', '=', provider.id)
      .where('status', '=', 'canceled')
      .execute();
    assert.equal(cancelled.length, 1);
    const me = await app.inject({ method: 'GET', url: '/api/me', headers });
    assert.equal(me.json().data.current_subscription.plan.slug, 'business');
  });

  test('only the provider themself may start a checkout', async () => {
    const pro = await planCheckout(app, 'pro');
    const other = await createUser(suite.handle.db, { roleId: 4 });
    const forOther = await create(checkoutBody(other.id, pro));
    assert.equal(forOther.statusCode, 403);
    assert.equal(forOther.json().message, 'You can only start a checkout for your own account.');

    const customer = await createUser(suite.handle.db, { roleId: 3 });
    const asCustomer = await create(checkoutBody(customer.id, pro), await bearerFor(app, customer));
    assert.equal(asCustomer.statusCode, 403);
    assert.equal(asCustomer.json().message, 'Only provider accounts can subscribe to a plan.');

    const admin = await createUser(suite.handle.db, { roleId: 1 });
    assert.equal((await create(checkoutBody(admin.id, pro), await bearerFor(app, admin))).statusCode, 403);
    assert.equal((await create(checkoutBody(provider.id, pro), {})).statusCode, 401);

    const sessions = await suite.handle.db.selectFrom('checkout_sessions').select('id').execute();
    assert.equal(sessions.length, 0);
  });

  test('a provider can start 20 checkouts in 10 minutes, then gets 429 until the window passes', async () => {
    // The default limit, on an app of its own.
    const limitedApp = await buildTestApp(suite.handle, { now: () => clock });
    try {
      const start = (user: CreatedUser, auth: Record<string, string>, ids: PlanCheckoutIds) =>
        limitedApp.inject({
          method: 'POST',
          url: '/api/stripe/create-checkout-session',
          headers: auth,
          payload: checkoutBody(user.id, ids),
        });
      const pro = await planCheckout(limitedApp, 'pro');
      for (let attempt = 1; attempt <= 20; attempt += 1) {
        assert.equal((await start(provider, headers, pro)).statusCode, 200, `attempt ${attempt}`);
      }
      const limited = await start(provider, headers, pro);
      assert.equal(limited.statusCode, 429);
      assert.ok(Number(limited.headers['retry-after']) > 0);
      // Someone else is not affected.
      const other = await createUser(suite.handle.db, { roleId: 4 });
      assert.equal((await start(other, await bearerFor(limitedApp, other), pro)).statusCode, 200);
      clock = new Date(clock.getTime() + 10 * 60 * 1000 + 1000);
      assert.equal((await start(provider, headers, pro)).statusCode, 200);
    } finally {
      await limitedApp.close();
    }
  });

  test('plan, price and product must name one plan', async () => {
    const pro = await planCheckout(app, 'pro');
    const business = await planCheckout(app, 'business');
    const unknown = await create({ ...checkoutBody(provider.id, pro), planId: 'platinum' });
    assert.equal(unknown.statusCode, 422);
    assert.deepEqual(unknown.json().errors.planId, ['The selected plan is not available.']);
    const wrongPrice = await create({ ...checkoutBody(provider.id, pro), priceId: business.priceId });
    assert.equal(wrongPrice.statusCode, 422);
    assert.ok(wrongPrice.json().errors.priceId);
    const wrongProduct = await create({ ...checkoutBody(provider.id, pro), productId: business.productId });
    assert.equal(wrongProduct.statusCode, 422);
    assert.ok(wrongProduct.json().errors.productId);
    const missing = await create({ userId: provider.id, planId: 'pro' });
    assert.equal(missing.statusCode, 422);
    const sessions = await suite.handle.db.selectFrom('checkout_sessions').select('id').execute();
    assert.equal(sessions.length, 0);
  });

  test('return URLs must be absolute http(s) URLs on a site origin: never an open redirect', async () => {
    const pro = await planCheckout(app, 'pro');
    const hostile = [
      'https://evil.example/stripe/success',
      'javascript:alert(1)',
      '//evil.example/stripe/success',
      '/stripe/success',
      'http://127.0.0.1:3000@evil.example/',
      'http://user:pass@127.0.0.1:3000/stripe/success',
      'http://127.0.0.1:3001/stripe/success',
      'ftp://127.0.0.1:3000/x',
      'data:text/html,hi',
      'http:/\\evil.example',
      ' javascript:alert(1)',
    ];
    for (const url of hostile) {
      for (const field of ['successUrl', 'cancelUrl'] as const) {
        const response = await create({ ...checkoutBody(provider.id, pro), [field]: url });
        assert.equal(response.statusCode, 422, `${field}=${url}`);
        assert.ok(response.json().errors[field], `${field}=${url}`);
      }
    }
    const sessions = await suite.handle.db.selectFrom('checkout_sessions').select('id').execute();
    assert.equal(sessions.length, 0);
    // Both configured site origins are fine.
    const localhost = await create({
      ...checkoutBody(provider.id, pro),
      successUrl: 'http://localhost:3000/stripe/success',
    });
    assert.equal(localhost.statusCode, 200);
  });

  test("verify-session: someone else's or an unknown session is 404, an expired one too", async () => {
    const created = await create(checkoutBody(provider.id, await planCheckout(app, 'pro')));
    const { sessionId, url } = created.json().data;
    const stranger = await createUser(suite.handle.db, { roleId: 4 });
    assert.equal((await verify(sessionId, await bearerFor(app, stranger))).statusCode, 404);
    assert.equal((await verify('cs_test_unknown')).statusCode, 404);
    assert.equal((await verify(sessionId, {})).statusCode, 401);
    assert.equal((await verify('not-a-valid/id')).statusCode, 404);

    // 24 hours later the session is gone: page, Pay and verify all say so and nothing is granted.
    clock = new Date(clock.getTime() + 24 * 3600 * 1000 + 1000);
    const page = await app.inject({ method: 'GET', url: pathOf(url), headers: { accept: 'text/html' } });
    assert.equal(page.statusCode, 404);
    assert.match(page.body, /Checkout expired/);
    const pay = await app.inject({ method: 'POST', url: `${pathOf(url)}/pay` });
    assert.equal(pay.statusCode, 404);
    assert.equal(pay.json().message, 'This checkout session has expired.');
    const expired = await verify(sessionId);
    assert.equal(expired.statusCode, 404);
    assert.equal(expired.json().message, 'This checkout session has expired.');
    assert.deepEqual(await liveSubscriptions(provider.id), []);
  });

  test('the test checkout page answers unknown ids with 404 (HTML for browsers, JSON otherwise)', async () => {
    const html = await app.inject({
      method: 'GET',
      url: '/api/test-checkout/cs_test_nope',
      headers: { accept: 'text/html' },
    });
    assert.equal(html.statusCode, 404);
    assert.match(html.body, /Checkout not found/);
    const json = await app.inject({ method: 'POST', url: '/api/test-checkout/cs_test_nope/pay' });
    assert.equal(json.statusCode, 404);
    assert.equal(typeof json.json().message, 'string');
  });

  test('without a webhook secret the webhook answers 404', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      payload: '{"id":"evt_1"}',
    });
    assert.equal(response.statusCode, 404);
  });
});
