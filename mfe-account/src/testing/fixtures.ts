import type { JobSummary } from '@prohive/shared';
import type { MyBid, MyJob } from '../lib/api/dashboardEndpoints';

export function makeJob(overrides: Partial<MyJob> = {}): MyJob {
  const job: JobSummary = {
    id: 11,
    title: 'Fix a leaking kitchen tap',
    description: 'The kitchen tap drips all night.',
    category: { slug: 'plumbing', title: 'Plumbing' },
    service_type: 'home',
    location: {
      zip: '78701',
      city: 'Austin',
      state: 'TX',
      latitude: 30.27,
      longitude: -97.74,
      radius_miles: 1.5,
    },
    budget: { min_cents: 10000, max_cents: 25000 },
    timing: 'within_week',
    preferred_date: null,
    status: 'open',
    created_at: '2026-11-20T10:00:00Z',
    expires_at: '2026-12-20T10:00:00Z',
    bid_count: 0,
    distance_miles: null,
    photo_count: 0,
  };
  return { ...job, hired_provider: null, needs_review: false, can_reopen: false, ...overrides };
}

export function makeBid(overrides: Partial<MyBid> = {}): MyBid {
  return {
    id: 31,
    job_id: 11,
    provider_id: 2,
    amount_cents: 15000,
    message: 'I can come tomorrow.',
    estimated_duration_minutes: 90,
    status: 'pending',
    created_at: new Date().toISOString(),
    updated_at: new Date().toISOString(),
    job: makeJob(),
    ...overrides,
  };
}
