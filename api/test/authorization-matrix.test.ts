import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { App } from '../src/app.js';
import { bearerFor, buildTestApp, createUser, type CreatedUser } from './helpers/app.js';
import { describeEachDatabase } from './helpers/databases.js';

type Actor = 'anonymous' | 'user' | 'provider' | 'admin' | 'Supreme Admin' | 'suspended user';
const ACTORS: Actor[] = ['anonymous', 'user', 'provider', 'admin', 'Supreme Admin', 'suspended user'];

interface ProtectedRoute {
  label: string;
  request: (ids: { owner: number }) => { method: 'GET' | 'POST' | 'PATCH'; url: string; payload?: object };
  expected: Record<Actor, number>;
}

const EVERYONE_200: Record<Actor, number> = {
  anonymous: 200,
  user: 200,
  provider: 200,
  admin: 200,
  'Supreme Admin': 200,
  // Public routes ignore the token entirely, so even a suspended account's token reads them.
  'suspended user': 200,
};

/**
 * Every protected route against every kind of caller. "user" is the owner of the resources named in
 * paths; the provider is a stranger to them. Public routes are listed too, to pin that they stay public.
 */
const ROUTES: ProtectedRoute[] = [
  {
    label: 'GET /api/me',
    request: () => ({ method: 'GET', url: '/api/me' }),
    expected: {
      anonymous: 401,
      user: 200,
      provider: 200,
      admin: 200,
      'Supreme Admin': 200,
      'suspended user': 403,
    },
  },
  {
    label: 'POST /api/logout',
    request: () => ({ method: 'POST', url: '/api/logout' }),
    expected: {
      anonymous: 401,
      user: 200,
      provider: 200,
      admin: 200,
      'Supreme Admin': 200,
      'suspended user': 403,
    },
  },
  {
    label: 'GET /api/users/:id (owner or admin)',
    request: ({ owner }) => ({ method: 'GET', url: `/api/users/${owner}` }),
    expected: {
      anonymous: 401,
      user: 200,
      provider: 404,
      admin: 200,
      'Supreme Admin': 200,
      'suspended user': 403,
    },
  },
  {
    label: 'GET /api/admin/users',
    request: () => ({ method: 'GET', url: '/api/admin/users' }),
    expected: {
      anonymous: 401,
      user: 403,
      provider: 403,
      admin: 200,
      'Supreme Admin': 200,
      'suspended user': 403,
    },
  },
  {
    label: 'PATCH /api/admin/users/:id/status',
    request: ({ owner }) => ({
      method: 'PATCH',
      url: `/api/admin/users/${owner}/status`,
      payload: { status: 'active' },
    }),
    expected: {
      anonymous: 401,
      user: 403,
      provider: 403,
      admin: 200,
      'Supreme Admin': 200,
      'suspended user': 403,
    },
  },
  // The marketing routes are public: the same answer whoever asks.
  ...[
    '/api/plans',
    '/api/service-categories/stats',
    '/api/service-categories/plumbing/summary',
    '/api/locations/zip/78701',
    '/api/locations/tx/austin',
    '/api/locations/tx/austin/plumbing',
    '/api/sitemap-entries',
  ].map((url): ProtectedRoute => ({
    label: `GET ${url} (public)`,
    request: () => ({ method: 'GET', url }),
    expected: EVERYONE_200,
  })),
  {
    label: 'POST /api/financing-waitlist (public)',
    request: ({ owner }) => ({
      method: 'POST',
      url: '/api/financing-waitlist',
      payload: { name: 'Matrix', email: `matrix-${owner}@example.com`, zip: '78701' },
    }),
    // The first caller joins (201); everyone after meets the same email (200).
    expected: { ...EVERYONE_200, anonymous: 201 },
  },
  // Payments: only a provider may check out, and only for themself (the owner here is a customer).
  {
    label: 'POST /api/stripe/create-checkout-session (a provider, for themself)',
    request: ({ owner }) => ({
      method: 'POST',
      url: '/api/stripe/create-checkout-session',
      payload: {
        userId: owner,
        planId: 'pro',
        priceId: 'prohive_price_pro_month',
        productId: 'prohive_product_pro',
        successUrl: 'http://127.0.0.1:3000/stripe/success',
        cancelUrl: 'http://127.0.0.1:3000/stripe/cancel',
      },
    }),
    expected: {
      anonymous: 401,
      user: 403,
      provider: 403,
      admin: 403,
      'Supreme Admin': 403,
      'suspended user': 403,
    },
  },
  {
    label: 'GET /api/stripe/verify-session/:id (owner only; unknown and foreign ids alike)',
    request: () => ({ method: 'GET', url: '/api/stripe/verify-session/cs_test_matrix' }),
    expected: {
      anonymous: 401,
      user: 404,
      provider: 404,
      admin: 404,
      'Supreme Admin': 404,
      'suspended user': 403,
    },
  },
  {
    label: 'POST /api/stripe/webhook (public; 404 without STRIPE_WEBHOOK_SECRET)',
    request: () => ({ method: 'POST', url: '/api/stripe/webhook', payload: { id: 'evt_matrix' } }),
    expected: {
      anonymous: 404,
      user: 404,
      provider: 404,
      admin: 404,
      'Supreme Admin': 404,
      'suspended user': 404,
    },
  },
  {
    label: 'GET /api/test-checkout/:id (public; the unguessable id is the key)',
    request: () => ({ method: 'GET', url: '/api/test-checkout/cs_test_matrix' }),
    expected: {
      anonymous: 404,
      user: 404,
      provider: 404,
      admin: 404,
      'Supreme Admin': 404,
      'suspended user': 404,
    },
  },
];

const ROLE_FOR: Record<Exclude<Actor, 'anonymous' | 'suspended user'>, number> = {
  admin: 1,
  'Supreme Admin': 2,
  user: 3,
  provider: 4,
};

describeEachDatabase('authorisation matrix', (suite) => {
  let app: App;
  before(async () => {
    app = await buildTestApp(suite.handle);
  });
  after(async () => {
    await app.close();
  });

  for (const route of ROUTES) {
    test(route.label, async () => {
      const accounts = new Map<Actor, CreatedUser>();
      for (const actor of ACTORS) {
        if (actor === 'anonymous') continue;
        accounts.set(
          actor,
          await createUser(suite.handle.db, { roleId: actor === 'suspended user' ? 3 : ROLE_FOR[actor] }),
        );
      }
      const owner = accounts.get('user')!.id;
      const actual: Partial<Record<Actor, number>> = {};
      for (const actor of ACTORS) {
        const account = accounts.get(actor);
        const headers = account ? await bearerFor(app, account) : {};
        // Suspension happens after sign-in, so the matrix checks that a live token is cut off.
        if (actor === 'suspended user') {
          await suite.handle.db
            .updateTable('users')
            .set({ status: 'suspended' })
            .where('id', '=', account!.id)
            .execute();
        }
        const response = await app.inject({ ...route.request({ owner }), headers });
        actual[actor] = response.statusCode;
        if (response.statusCode >= 400) assert.equal(typeof response.json().message, 'string');
      }
      assert.deepEqual(actual, route.expected);
    });
  }
});
