// Api answers for the admin screens' tests, typed by the generated contract so a schema change breaks them.
import type { AuthUser, Schemas } from '@prohive/shared';
import { makeTestUser } from '@prohive/shared/testing';

export const adminUser: AuthUser = makeTestUser({
  id: 90,
  name: 'Ada Admin',
  email: 'ada@example.com',
  role: { id: 1, name: 'admin', guard_name: 'web', permissions: [] },
});

export const supremeAdmin: AuthUser = makeTestUser({
  id: 91,
  name: 'Sam Supreme',
  email: 'sam@example.com',
  role: { id: 2, name: 'Supreme Admin', guard_name: 'web', permissions: [] },
});

export const customer: AuthUser = makeTestUser();

export const provider: AuthUser = makeTestUser({
  id: 7,
  name: 'Pat Provider',
  role: { id: 4, name: 'provider', guard_name: 'web', permissions: [] },
});

export function campaign(overrides: Partial<Schemas['Campaign']> = {}): Schemas['Campaign'] {
  return {
    id: 12,
    job_id: 34,
    job_title: 'Fix a leaking kitchen tap',
    status: 'pending',
    recipient_count: 5,
    sent_count: 0,
    skipped_count: 0,
    rejection_reason: null,
    decided_via: null,
    decided_by: null,
    decided_at: null,
    finished_at: null,
    token_expires_at: '2026-12-01T10:00:00.000Z',
    created_at: '2026-11-24T10:00:00.000Z',
    ...overrides,
  };
}

export function campaignDetail(overrides: Partial<Schemas['Campaign']> = {}): Schemas['CampaignDetail'] {
  return {
    campaign: campaign(overrides),
    recipient_count: 5,
    job: {
      id: 34,
      title: 'Fix a leaking kitchen tap',
      description: 'The tap drips all night.',
      bid_count: 0,
      budget: { min_cents: 10000, max_cents: 25000 },
      category: { slug: 'plumbing', title: 'Plumbing' },
      created_at: '2026-11-24T10:00:00.000Z',
      expires_at: '2026-12-24T10:00:00.000Z',
      distance_miles: null,
      location: {
        city: 'Austin',
        state: 'TX',
        zip: '78701',
        latitude: 30.27,
        longitude: -97.74,
        radius_miles: 1,
      },
      photo_count: 0,
      preferred_date: null,
      service_type: 'home',
      status: 'open',
      timing: 'asap',
    },
    sample_message: {
      title: 'New plumbing job near you',
      body: 'A customer in Austin needs: Fix a leaking kitchen tap.',
      link: '/jobs/34',
    },
  };
}

export function userDetail(overrides: Partial<Schemas['AdminUserDetail']> = {}): Schemas['AdminUserDetail'] {
  return {
    id: 5,
    name: 'Cleo Customer',
    email: 'cleo@example.com',
    role: { id: 3, name: 'user' },
    status: 'active',
    zip: '78701',
    phone: null,
    email_verified_at: '2026-11-01T10:00:00.000Z',
    deleted_at: null,
    created_at: '2026-11-01T10:00:00.000Z',
    jobs: {
      total: 1,
      recent: [
        {
          id: 34,
          title: 'Fix a leaking kitchen tap',
          status: 'open',
          created_at: '2026-11-24T10:00:00.000Z',
        },
      ],
    },
    bids: { total: 0, recent: [] },
    reviews: { written: 0, received: 0, recent: [] },
    subscription: null,
    audit: [{ id: 1, action: 'user.registered', actor_id: 5, created_at: '2026-11-01T10:00:00.000Z' }],
    ...overrides,
  };
}
