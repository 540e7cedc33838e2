import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { App } from '../../../src/app.js';
import { buildTestApp } from '../../helpers/app.js';
import { describeEachDatabase } from '../../helpers/databases.js';

describeEachDatabase('plans', (suite) => {
  let app: App;
  before(async () => {
    app = await buildTestApp(suite.handle);
  });
  after(async () => {
    await app.close();
  });

  test('the three plans from the reference data, in display order, with prices, limits, features and checkout ids', async () => {
    const response = await app.inject({ url: '/api/plans' });
    assert.equal(response.statusCode, 200);
    const plans = response.json().data;
    assert.deepEqual(
      plans.map((plan: { slug: string }) => plan.slug),
      ['starter', 'pro', 'business'],
    );
    const pro = plans[1];
    assert.deepEqual(
      { ...pro, id: undefined },
      {
        id: undefined,
        slug: 'pro',
        name: 'Pro',
        description: 'For established pros who want a steady flow of jobs.',
        price: { amount_cents: 4900, currency: 'usd', interval: 'month' },
        limits: { bids_per_month: 50, service_categories: 3, service_radius_miles: 40, job_alerts: true },
        features: [
          '50 bids per month',
          '3 service categories',
          'Job notification campaigns',
          'Verified badge',
          'Priority support',
        ],
        checkout: {
          planId: 'pro',
          priceId: 'prohive_price_pro_month',
          productId: 'prohive_product_pro',
          requires_payment: true,
        },
      },
    );
    assert.equal(plans[0].checkout.requires_payment, false);
    assert.equal(plans[2].limits.bids_per_month, null);
  });

  test('stored Stripe ids replace the derived ones; an inactive plan is not offered', async () => {
    const db = suite.handle.db;
    try {
      await db
        .updateTable('plans')
        .set({ stripe_price_id: 'price_123', stripe_product_id: 'prod_456' })
        .where('slug', '=', 'business')
        .execute();
      await db.updateTable('plans').set({ active: false }).where('slug', '=', 'starter').execute();
      const plans = (await app.inject({ url: '/api/plans' })).json().data;
      assert.deepEqual(
        plans.map((plan: { slug: string }) => plan.slug),
        ['pro', 'business'],
      );
      assert.deepEqual(plans[1].checkout, {
        planId: 'business',
        priceId: 'price_123',
        productId: 'prod_456',
        requires_payment: true,
      });
    } finally {
      // Plans are reference data the per-test truncation leaves alone, so the test puts them back.
      await db.updateTable('plans').set({ stripe_price_id: null, stripe_product_id: null }).execute();
      await db.updateTable('plans').set({ active: true }).execute();
    }
  });

  test('the OpenAPI document describes every marketing route', async () => {
    const doc = (await app.inject({ url: '/api/docs/json' })).json();
    for (const [path, method] of [
      ['/api/plans', 'get'],
      ['/api/financing-waitlist', 'post'],
      ['/api/service-categories/stats', 'get'],
      ['/api/service-categories/{slug}/summary', 'get'],
      ['/api/locations/zip/{zip}', 'get'],
      ['/api/locations/{state}/{city}', 'get'],
      ['/api/locations/{state}/{city}/{service}', 'get'],
      ['/api/sitemap-entries', 'get'],
    ] as const) {
      assert.ok(doc.paths[path]?.[method], `missing ${method} ${path}`);
    }
    assert.ok(doc.paths['/api/financing-waitlist'].post.requestBody);
    assert.ok(doc.paths['/api/financing-waitlist'].post.responses['429']);
  });
});
