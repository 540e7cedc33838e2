import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Kysely } from 'kysely';
import type { App } from '../src/app.js';
import type { Database } from '../src/db/schema.js';
import { bearerFor, buildTestApp, createUser, type CreatedUser } from './helpers/app.js';
import { describeEachDatabase } from './helpers/databases.js';
import { jobFixtures } from './modules/jobs/fixtures.js';
import { giveProfile } from './modules/providers/fixtures.js';

type Actor = 'anonymous' | 'user' | 'provider' | 'admin' | 'Supreme Admin' | 'suspended user';
const ACTORS: Actor[] = ['anonymous', 'user', 'provider', 'admin', 'Supreme Admin', 'suspended user'];

interface ProtectedRoute {
  label: string;
  request: (ids: { owner: number; job: number; bid: number; conversation?: number; provider?: number }) => {
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
    url: string;
    payload?: object;
  };
  expected: Record<Actor, number>;
  /** Rows the route needs (e.g. the owner's job and the provider's bid on it), made before anyone asks. */
  prepare?: (
    db: Kysely<Database>,
    ids: { owner: number; provider: number },
  ) => Promise<{ job: number; bid: number; conversation?: number; provider?: number }>;
}

/** The job and bid of jobFixtures, and the conversation between the job's owner ("user") and the bidder. */
async function conversationFixtures(db: Kysely<Database>, ids: { owner: number; provider: number }) {
  const { job, bid } = await jobFixtures(db, ids);
  const conversation = await db
    .insertInto('conversations')
    .values({ job_id: job, customer_id: ids.owner, provider_id: ids.provider })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('messages')
    .values({ conversation_id: conversation.id, sender_id: ids.provider, body: 'Matrix bid message' })
    .execute();
  return { job, bid, conversation: conversation.id, provider: ids.provider };
}

const PARTICIPANTS: Record<Actor, number> = {
  anonymous: 401,
  user: 200,
  provider: 200,
  admin: 404,
  'Supreme Admin': 404,
  'suspended user': 403,
};

const EVERYONE_200: Record<Actor, number> = {
  anonymous: 200,
  user: 200,
  provider: 200,
  admin: 200,
  'Supreme Admin': 200,
  // Public routes ignore the token entirely, so even a suspended account's token reads them.
  'suspended user': 200,
};

/** Signed-in routes: anonymous 401 and a suspended account's token 403, the rest as given. */
const SIGNED_IN_200: Record<Actor, number> = {
  anonymous: 401,
  user: 200,
  provider: 200,
  admin: 200,
  'Supreme Admin': 200,
  'suspended user': 403,
};
const SIGNED_IN_403: Record<Actor, number> = {
  ...SIGNED_IN_200,
  user: 403,
  provider: 403,
  admin: 403,
  'Supreme Admin': 403,
};
/** Owner-only routes answer strangers (admins included) 404, so ids cannot be probed. */
const SIGNED_IN_404: Record<Actor, number> = {
  ...SIGNED_IN_200,
  user: 404,
  provider: 404,
  admin: 404,
  'Supreme Admin': 404,
};

/**
 * Every protected route against every kind of caller. "user" is the owner of the resources named in
 * paths; the provider is a stranger to them. Public routes are listed too, to pin that they stay public.
 */
const ROUTES: ProtectedRoute[] = [
  // Conversations: only their two participants ("user" owns the job, "provider" bid on it); anyone else 404.
  {
    label: 'GET /api/conversations (signed in: your own)',
    request: () => ({ method: 'GET', url: '/api/conversations' }),
    expected: SIGNED_IN_200,
  },
  {
    label: "POST /api/conversations (the job's owner)",
    prepare: conversationFixtures,
    request: ({ job, provider }) => ({
      method: 'POST',
      url: '/api/conversations',
      payload: { job_id: job, provider_id: provider },
    }),
    expected: { ...SIGNED_IN_403, user: 200 },
  },
  ...(
    [
      ['GET', '', undefined, 200],
      ['GET', '/messages', undefined, 200],
      ['POST', '/messages', { body: 'Matrix message' }, 201],
      ['POST', '/read', {}, 204],
      ['POST', '/block', undefined, 200],
      ['DELETE', '/block', undefined, 200],
      ['POST', '/report', { reason: 'Matrix report' }, 201],
    ] as const
  ).map(([method, suffix, payload, ok]): ProtectedRoute => ({
    label: `${method} /api/conversations/:id${suffix} (participants)`,
    prepare: conversationFixtures,
    request: ({ conversation }) => ({ method, url: `/api/conversations/${conversation}${suffix}`, payload }),
    expected: { ...PARTICIPANTS, user: ok, provider: ok },
  })),
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
  // Jobs, bids and reviews. "user" owns the job; "provider" holds the one bid on it (see jobFixtures).
  ...['/api/jobs', '/api/jobs?zip=78701&category=plumbing&radius=25'].map((url): ProtectedRoute => ({
    label: `GET ${url} (public)`,
    request: () => ({ method: 'GET', url }),
    expected: EVERYONE_200,
  })),
  {
    label: 'GET /api/jobs/:id (public)',
    prepare: jobFixtures,
    request: ({ job }) => ({ method: 'GET', url: `/api/jobs/${job}` }),
    expected: EVERYONE_200,
  },
  {
    label: 'GET /api/jobs/matching (providers)',
    request: () => ({ method: 'GET', url: '/api/jobs/matching' }),
    expected: { ...SIGNED_IN_403, provider: 200 },
  },
  {
    label: 'GET /api/jobs/mine (signed in)',
    request: () => ({ method: 'GET', url: '/api/jobs/mine' }),
    expected: { ...SIGNED_IN_200 },
  },
  {
    label: 'POST /api/jobs (customers)',
    request: () => ({
      method: 'POST',
      url: '/api/jobs',
      payload: {
        category: 'plumbing',
        service_type: 'home',
        title: 'Matrix job',
        description: 'A job posted by the authorisation matrix.',
        timing: 'asap',
        zip: '78701',
      },
    }),
    expected: { ...SIGNED_IN_403, user: 201 },
  },
  {
    label: 'POST /api/jobs/:id/cancel (job owner)',
    prepare: jobFixtures,
    request: ({ job }) => ({ method: 'POST', url: `/api/jobs/${job}/cancel` }),
    expected: { ...SIGNED_IN_404, user: 200 },
  },
  {
    label: 'POST /api/jobs/:id/complete (job owner; an open job is a 409)',
    prepare: jobFixtures,
    request: ({ job }) => ({ method: 'POST', url: `/api/jobs/${job}/complete` }),
    expected: { ...SIGNED_IN_404, user: 409 },
  },
  {
    label: 'POST /api/jobs/:id/review (job owner; an open job is a 409)',
    prepare: jobFixtures,
    request: ({ job }) => ({ method: 'POST', url: `/api/jobs/${job}/review`, payload: { rating: 5 } }),
    expected: { ...SIGNED_IN_404, user: 409 },
  },
  {
    label: 'GET /api/jobs/:id/bids (job owner; a bidder sees their own)',
    prepare: jobFixtures,
    request: ({ job }) => ({ method: 'GET', url: `/api/jobs/${job}/bids` }),
    expected: { ...SIGNED_IN_403, user: 200, provider: 200 },
  },
  {
    label: 'POST /api/jobs/:id/bids (providers)',
    prepare: (db, ids) => jobFixtures(db, ids, { withBid: false }),
    request: ({ job }) => ({ method: 'POST', url: `/api/jobs/${job}/bids`, payload: { amount_cents: 5000 } }),
    expected: { ...SIGNED_IN_403, provider: 201 },
  },
  {
    label: 'PATCH /api/bids/:id (bid owner)',
    prepare: jobFixtures,
    request: ({ bid }) => ({ method: 'PATCH', url: `/api/bids/${bid}`, payload: { amount_cents: 6000 } }),
    expected: { ...SIGNED_IN_404, provider: 200 },
  },
  {
    label: 'POST /api/bids/:id/withdraw (bid owner)',
    prepare: jobFixtures,
    request: ({ bid }) => ({ method: 'POST', url: `/api/bids/${bid}/withdraw` }),
    expected: { ...SIGNED_IN_404, provider: 200 },
  },
  ...['accept', 'decline'].map((action): ProtectedRoute => ({
    label: `POST /api/bids/:id/${action} (job owner)`,
    prepare: jobFixtures,
    request: ({ bid }) => ({ method: 'POST', url: `/api/bids/${bid}/${action}` }),
    expected: { ...SIGNED_IN_404, user: 200 },
  })),
  {
    label: 'GET /api/bids/mine (providers)',
    request: () => ({ method: 'GET', url: '/api/bids/mine' }),
    expected: { ...SIGNED_IN_403, provider: 200 },
  },
  // People: providers, saved items, uploads and the signed-in account. For the provider routes the prepared
  // "job" id is the provider's user id (the provider actor, given a profile).
  ...['/api/providers', '/api/providers?zip=78701&category=plumbing&radius=25&search=plumb'].map(
    (url): ProtectedRoute => ({
      label: `GET ${url} (public)`,
      request: () => ({ method: 'GET', url }),
      expected: EVERYONE_200,
    }),
  ),
  ...['', '/reviews'].map((suffix): ProtectedRoute => ({
    label: `GET /api/providers/:id${suffix} (public)`,
    prepare: async (db, ids) => ({ job: await giveProfile(db, ids.provider), bid: 0 }),
    request: ({ job }) => ({ method: 'GET', url: `/api/providers/${job}${suffix}` }),
    expected: EVERYONE_200,
  })),
  {
    label: 'GET /api/saved (signed in)',
    request: () => ({ method: 'GET', url: '/api/saved' }),
    expected: SIGNED_IN_200,
  },
  ...(['PUT', 'DELETE'] as const).map((method): ProtectedRoute => ({
    label: `${method} /api/saved/providers/:id (signed in)`,
    prepare: async (db, ids) => ({ job: await giveProfile(db, ids.provider), bid: 0 }),
    request: ({ job }) => ({ method, url: `/api/saved/providers/${job}` }),
    expected: { ...SIGNED_IN_200, user: 204, provider: 204, admin: 204, 'Supreme Admin': 204 },
  })),
  ...(['PUT', 'DELETE'] as const).map((method): ProtectedRoute => ({
    label: `${method} /api/saved/jobs/:id (signed in)`,
    prepare: jobFixtures,
    request: ({ job }) => ({ method, url: `/api/saved/jobs/${job}` }),
    expected: { ...SIGNED_IN_200, user: 204, provider: 204, admin: 204, 'Supreme Admin': 204 },
  })),
  {
    // A JSON body gets past access to the multipart check: 415 proves the caller was let in.
    label: 'POST /api/uploads (signed in)',
    request: () => ({ method: 'POST', url: '/api/uploads', payload: { purpose: 'avatar' } }),
    expected: { ...SIGNED_IN_200, user: 415, provider: 415, admin: 415, 'Supreme Admin': 415 },
  },
  ...['', '/thumb'].map((suffix): ProtectedRoute => ({
    label: `GET /api/uploads/:id${suffix} (public; unknown id)`,
    request: () => ({ method: 'GET', url: `/api/uploads/00000000-0000-4000-8000-000000000000${suffix}` }),
    expected: {
      anonymous: 404,
      user: 404,
      provider: 404,
      admin: 404,
      'Supreme Admin': 404,
      'suspended user': 404,
    },
  })),
  // Free tools' saved documents: any signed-in account keeps its own; another's id is a 404 (admins too).
  {
    label: 'GET /api/documents (signed in)',
    request: () => ({ method: 'GET', url: '/api/documents' }),
    expected: SIGNED_IN_200,
  },
  ...(['GET', 'DELETE'] as const).map((method): ProtectedRoute => ({
    label: `${method} /api/documents/:id (owner)`,
    prepare: documentFixture,
    request: ({ job }) => ({ method, url: `/api/documents/${job}` }),
    expected: { ...SIGNED_IN_404, user: method === 'GET' ? 200 : 204 },
  })),
  {
    label: 'POST /api/documents/:id/duplicate (owner)',
    prepare: documentFixture,
    request: ({ job }) => ({ method: 'POST', url: `/api/documents/${job}/duplicate` }),
    expected: { ...SIGNED_IN_404, user: 201 },
  },
  {
    label: 'PATCH /api/me (signed in)',
    request: () => ({ method: 'PATCH', url: '/api/me', payload: { name: 'Matrix Person', zip: '78701' } }),
    expected: SIGNED_IN_200,
  },
  {
    label: 'POST /api/me/password (signed in)',
    request: () => ({
      method: 'POST',
      url: '/api/me/password',
      payload: {
        current_password: 'correct-horse-battery',
        password: 'a-new-long-password',
        password_confirmation: 'a-new-long-password',
      },
    }),
    expected: { ...SIGNED_IN_200, user: 204, provider: 204, admin: 204, 'Supreme Admin': 204 },
  },
  {
    label: 'DELETE /api/me (signed in; never a Supreme Admin)',
    request: () => ({
      method: 'DELETE',
      url: '/api/me',
      payload: { confirm: 'DELETE', password: 'correct-horse-battery' },
    }),
    expected: { ...SIGNED_IN_200, user: 204, provider: 204, admin: 204, 'Supreme Admin': 403 },
  },
  {
    label: 'GET /api/me/provider-profile (providers)',
    request: () => ({ method: 'GET', url: '/api/me/provider-profile' }),
    expected: { ...SIGNED_IN_403, provider: 200 },
  },
  {
    label: 'PUT /api/me/provider-profile (providers)',
    request: () => ({
      method: 'PUT',
      url: '/api/me/provider-profile',
      payload: {
        business_name: 'Matrix Plumbing',
        bio: 'Pipes and drains.',
        services: ['plumbing'],
        zip: '78701',
        radius_miles: 10,
        years_in_business: 4,
        photo_ids: [],
      },
    }),
    expected: { ...SIGNED_IN_403, provider: 200 },
  },
  {
    label: 'GET /api/me/certificates (providers)',
    request: () => ({ method: 'GET', url: '/api/me/certificates' }),
    expected: { ...SIGNED_IN_403, provider: 200 },
  },
  {
    // No such upload: a provider gets as far as validation (422); everyone else is stopped first.
    label: 'POST /api/me/certificates (providers)',
    request: () => ({
      method: 'POST',
      url: '/api/me/certificates',
      payload: { kind: 'license', upload_id: '00000000-0000-4000-8000-000000000000' },
    }),
    expected: { ...SIGNED_IN_403, provider: 422 },
  },
  {
    label: 'GET /api/notifications',
    request: () => ({ method: 'GET', url: '/api/notifications' }),
    expected: SIGNED_IN_200,
  },
  {
    label: 'POST /api/notifications/read-all',
    request: () => ({ method: 'POST', url: '/api/notifications/read-all' }),
    expected: { ...SIGNED_IN_200, user: 204, provider: 204, admin: 204, 'Supreme Admin': 204 },
  },
  {
    label: 'GET /api/me/unread',
    request: () => ({ method: 'GET', url: '/api/me/unread' }),
    expected: SIGNED_IN_200,
  },
  {
    label: 'GET /api/me/email-preferences',
    request: () => ({ method: 'GET', url: '/api/me/email-preferences' }),
    expected: SIGNED_IN_200,
  },
  {
    label: 'PUT /api/me/email-preferences',
    request: () => ({
      method: 'PUT',
      url: '/api/me/email-preferences',
      payload: { bids: true, messages: false, job_alerts: true },
    }),
    expected: SIGNED_IN_200,
  },
  {
    label: 'GET /api/admin/mailbox (admins, dev mailbox)',
    request: () => ({ method: 'GET', url: '/api/admin/mailbox' }),
    expected: { ...SIGNED_IN_403, admin: 200, 'Supreme Admin': 200 },
  },
  {
    // No such email: admins get as far as the lookup (404); everyone else is stopped first.
    label: 'GET /api/admin/mailbox/:id (admins, dev mailbox)',
    request: () => ({ method: 'GET', url: '/api/admin/mailbox/999999' }),
    expected: { ...SIGNED_IN_403, admin: 404, 'Supreme Admin': 404 },
  },
  {
    label: 'GET /api/admin/remote-loads (admins, remotes status)',
    request: () => ({ method: 'GET', url: '/api/admin/remote-loads' }),
    expected: { ...SIGNED_IN_403, admin: 200, 'Supreme Admin': 200 },
  },
];

const MATRIX_DOCUMENT_CONTENT = {
  template: 'classic',
  business: { name: 'Matrix Pipes', email: '', phone: '', address: '', logo: null },
  customer: { name: 'Casey', email: '', phone: '', address: '' },
  issue_date: '',
  due_date: '',
  payment_method: '',
  site_address: '',
  scheduled_date: '',
  work_description: '',
  items: [],
  tax_rate_ppm: 0,
  discount_type: 'amount',
  discount_value: 0,
  notes: '',
  terms: '',
};

/** A saved invoice of the owner (the "job" id of the documents routes). */
async function documentFixture(
  db: Kysely<Database>,
  ids: { owner: number },
): Promise<{ job: number; bid: number }> {
  const row = await db
    .insertInto('documents')
    .values({
      user_id: ids.owner,
      kind: 'invoice',
      title: 'Matrix invoice',
      number: 'INV-0001',
      content: JSON.stringify(MATRIX_DOCUMENT_CONTENT),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { job: row.id, bid: 0 };
}

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
      const fixtures = route.prepare
        ? await route.prepare(suite.handle.db, { owner, provider: accounts.get('provider')!.id })
        : { job: 0, bid: 0 };
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
        const response = await app.inject({ ...route.request({ owner, ...fixtures }), headers });
        actual[actor] = response.statusCode;
        if (response.statusCode >= 400) assert.equal(typeof response.json().message, 'string');
      }
      assert.deepEqual(actual, route.expected);
    });
  }
});
