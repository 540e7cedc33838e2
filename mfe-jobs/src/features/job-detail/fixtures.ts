// Test data shaped like the api contract (imported by tests only).
import type { Bid, BidComparison, JobDetail } from '../../lib/api/jobsEndpoints';

export function makeJobDetail(overrides: Partial<JobDetail> = {}): JobDetail {
  return {
    id: 42,
    title: 'Fix a dripping kitchen faucet',
    description: 'The kitchen faucet drips all night and the handle is loose.',
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
    budget: { min_cents: 15000, max_cents: 40000 },
    timing: 'within_week',
    preferred_date: null,
    status: 'open',
    created_at: '2026-11-20T10:00:00.000Z',
    expires_at: '2026-12-20T10:00:00.000Z',
    bid_count: 0,
    distance_miles: null,
    photo_count: 0,
    answers: { issue: 'Leak', fixtures: ['Sink or faucet', 'Pipes'] },
    photos: [],
    customer: { id: 5, first_name: 'Casey', avatar: null },
    target_provider_id: null,
    exact_location: null,
    hired_bid_id: null,
    review: null,
    viewer: {
      is_owner: false,
      my_bid: null,
      can_bid: false,
      can_review: false,
      can_reopen: false,
      saved: false,
    },
    ...overrides,
  };
}

export function makeBid(overrides: Partial<Bid> = {}): Bid {
  return {
    id: 9,
    job_id: 42,
    provider_id: 7,
    amount_cents: 25000,
    message: 'I can come on Tuesday morning.',
    estimated_duration_minutes: 120,
    status: 'pending',
    created_at: '2026-11-21T10:00:00.000Z',
    updated_at: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

export function makeComparison(
  overrides: Partial<BidComparison> = {},
  provider: Partial<BidComparison['provider']> = {},
): BidComparison {
  return {
    ...makeBid(),
    conversation_id: 90,
    budget_position: 'within',
    price_rank: 1,
    vs_median_percent: -12,
    provider: {
      id: 7,
      business_name: 'Lone Star Plumbing',
      avatar: null,
      city: 'Austin',
      state: 'TX',
      zip: '78702',
      rating_average: 4.5,
      review_count: 12,
      hires: 30,
      years_in_business: 8,
      response_time_minutes: 45,
      badges: { license_verified: true, insurance_verified: true, background_checked: false },
      services: [{ slug: 'plumbing', title: 'Plumbing' }],
      latitude: 30.26,
      longitude: -97.72,
      distance_miles: 2.3,
      ...provider,
    },
    ...overrides,
  };
}
