import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import fc from 'fast-check';
import type { App } from '../../../src/app.js';
import { buildTestApp, createUser, testConfig } from '../../helpers/app.js';
import { describeEachDatabase } from '../../helpers/databases.js';
import { signWebhook } from './fake-stripe.js';

const SECRET = 'whsec_fuzz_secret';

/**
 * A correctly signed event is trusted to be from Stripe, but not to be well formed: whatever shape its
 * object has (wrong types, NUL, huge numbers, missing parts), the webhook answers without a 5xx.
 */
describeEachDatabase('payments: signed but malformed webhook events never cause a 5xx', (suite) => {
  let app: App;
  before(async () => {
    // Test mode with a webhook secret: the event payload itself is what gets applied (nothing re-fetched).
    app = await buildTestApp(suite.handle, { config: testConfig({ stripeWebhookSecret: SECRET }) });
  });
  after(async () => {
    await app.close();
  });

  test('random objects under every handled event type', async () => {
    const provider = await createUser(suite.handle.db, { roleId: 4 });
    const plan = await suite.handle.db
      .selectFrom('plans')
      .select('id')
      .where('slug', '=', 'pro')
      .executeTakeFirstOrThrow();
    await suite.handle.db
      .insertInto('subscriptions')
      .values({
        user_id: provider.id,
        plan_id: plan.id,
        status: 'active',
        current_period_start: new Date(),
        current_period_end: new Date(Date.now() + 86_400_000),
        stripe_subscription_id: 'sub_fuzz',
      })
      .execute();

    const hostile = fc.oneof(
      fc.constantFrom(
        '\u0000',
        'sub_fuzz',
        'cs_fuzz',
        '',
        'x'.repeat(300),
        1e308,
        -1,
        2 ** 53,
        null,
        true,
        [],
        {},
        'paid',
        'active',
      ),
      fc.string({ maxLength: 20 }),
      fc.integer(),
      fc.double(),
    );
    const period = fc.record({ start: hostile, end: hostile }, { requiredKeys: [] });
    const object = fc.record(
      {
        id: hostile,
        object: hostile,
        status: fc.oneof(fc.constantFrom('active', 'past_due', 'canceled', 'unpaid', 'paused'), hostile),
        payment_status: hostile,
        subscription: hostile,
        customer: hostile,
        cancel_at_period_end: hostile,
        created: hostile,
        current_period_end: hostile,
        metadata: fc.oneof(fc.record({ plan_slug: hostile }), hostile),
        items: fc.oneof(
          fc.record({
            data: fc.oneof(
              fc.array(
                fc.record(
                  {
                    price: fc.oneof(fc.record({ id: hostile }), hostile),
                    current_period_start: hostile,
                    current_period_end: hostile,
                  },
                  { requiredKeys: [] },
                ),
                { maxLength: 2 },
              ),
              hostile,
            ),
          }),
          hostile,
        ),
        lines: fc.oneof(
          fc.record({ data: fc.oneof(fc.array(fc.record({ period }), { maxLength: 2 }), hostile) }),
          hostile,
        ),
        parent: fc.oneof(fc.record({ subscription_details: fc.record({ subscription: hostile }) }), hostile),
      },
      { requiredKeys: [] },
    );
    const event = fc.record({
      id: fc.oneof(
        fc.string({ minLength: 1, maxLength: 12 }).map((text) => `evt_${text}`),
        hostile,
      ),
      type: fc.oneof(
        fc.constantFrom(
          'checkout.session.completed',
          'customer.subscription.updated',
          'customer.subscription.deleted',
          'invoice.paid',
        ),
        hostile,
      ),
      data: fc.oneof(fc.record({ object }), hostile),
    });

    await fc.assert(
      fc.asyncProperty(event, async (candidate) => {
        const payload = JSON.stringify(candidate);
        const response = await app.inject({
          method: 'POST',
          url: '/api/stripe/webhook',
          headers: {
            'content-type': 'application/json',
            'stripe-signature': signWebhook(payload, SECRET, Math.floor(Date.now() / 1000)),
          },
          payload,
        });
        assert.ok(response.statusCode < 500, `${response.statusCode} ${response.body} for ${payload}`);
        if (response.statusCode >= 400) assert.equal(typeof response.json().message, 'string');
      }),
      { numRuns: 300 },
    );
  });
});
