import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ConfigError, loadConfig } from '../../../src/config.js';

const BASE = { DATA_DIR: '/tmp/prohive-payments-config', NODE_ENV: 'test' };

test('payments default to the built-in test mode', () => {
  const config = loadConfig(BASE);
  assert.equal(config.stripeSecretKey, null);
  assert.equal(config.stripeWebhookSecret, null);
  assert.equal(config.stripeApiBase, null);
  assert.deepEqual(config.stripePriceIds, {});
});

test('Stripe settings: key, webhook secret, api base and per-plan price ids', () => {
  const config = loadConfig({
    ...BASE,
    STRIPE_SECRET_KEY: 'sk_test_123abc',
    STRIPE_WEBHOOK_SECRET: 'whsec_abc',
    STRIPE_API_BASE: 'http://127.0.0.1:12111',
    STRIPE_PRICE_PRO: 'price_1Pro',
    STRIPE_PRICE_BUSINESS: ' price_1Business ',
    STRIPE_PRICE_PEST_CONTROL: 'price_dash',
    STRIPE_PRICE_EMPTY: '',
  });
  assert.equal(config.stripeSecretKey, 'sk_test_123abc');
  assert.equal(config.stripeWebhookSecret, 'whsec_abc');
  assert.deepEqual(config.stripeApiBase, { protocol: 'http', host: '127.0.0.1', port: 12111 });
  assert.deepEqual(config.stripePriceIds, {
    pro: 'price_1Pro',
    business: 'price_1Business',
    'pest-control': 'price_dash',
  });
  assert.deepEqual(loadConfig({ ...BASE, STRIPE_API_BASE: 'https://api.stripe.com' }).stripeApiBase, {
    protocol: 'https',
    host: 'api.stripe.com',
    port: 443,
  });
});

test('invalid Stripe settings stop the start with every problem named', () => {
  assert.throws(
    () =>
      loadConfig({
        ...BASE,
        STRIPE_SECRET_KEY: 'pk_test_publishable',
        STRIPE_API_BASE: 'ftp://stripe.example/v1',
        STRIPE_PRICE_PRO: 'price with spaces',
      }),
    (error: unknown) => {
      assert.ok(error instanceof ConfigError);
      assert.equal(error.problems.length, 3);
      assert.match(error.problems.join('\n'), /STRIPE_SECRET_KEY/);
      assert.match(error.problems.join('\n'), /STRIPE_API_BASE/);
      assert.match(error.problems.join('\n'), /STRIPE_PRICE_PRO/);
      return true;
    },
  );
});
