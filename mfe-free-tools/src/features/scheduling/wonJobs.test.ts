import type { SchedulingBid } from '../../lib/api/schedulingEndpoints';
import { jobsFromWonBids } from './wonJobs';

function bid(
  id: number,
  overrides: Partial<SchedulingBid> = {},
  job: Partial<SchedulingBid['job']> = {},
): SchedulingBid {
  return {
    id,
    amount_cents: 25_000,
    created_at: '2026-11-01T10:00:00Z',
    updated_at: '2026-11-01T10:00:00Z',
    estimated_duration_minutes: 150,
    job_id: id * 10,
    message: 'I can do it',
    provider_id: 7,
    status: 'accepted',
    ...overrides,
    job: {
      id: id * 10,
      title: `Job ${id}`,
      bid_count: 2,
      budget: { min_cents: null, max_cents: null },
      category: { slug: 'plumbing', title: 'Plumbing' },
      created_at: '2026-11-01T09:00:00Z',
      description: '',
      distance_miles: null,
      expires_at: '2026-12-01T09:00:00Z',
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
      status: 'hired',
      timing: 'flexible',
      ...job,
    },
  };
}

const defaults = { durationMinutes: 120, windowStart: 480, windowEnd: 1020 };

describe('jobsFromWonBids', () => {
  it('imports accepted bids on hired jobs only: pending, declined and completed ones are left out', () => {
    const jobs = jobsFromWonBids(
      [
        bid(1),
        bid(2, { status: 'pending' }),
        bid(3, { status: 'declined' }),
        bid(4, {}, { status: 'completed' }),
      ],
      '2026-11-23',
      [],
      defaults,
    );
    expect(jobs).toEqual([
      {
        id: 'won-10',
        title: 'Job 1',
        place: { zip: '78701', label: 'Austin, TX', latitude: 30.27, longitude: -97.74 },
        durationMinutes: 150,
        date: null,
        windowStart: 480,
        windowEnd: 1020,
        priority: 'normal',
        sourceJobId: 10,
      },
    ]);
  });

  it('keeps a preferred date inside the week (2026-11-25) and ignores one outside it; no estimate → 2 h', () => {
    const jobs = jobsFromWonBids(
      [
        bid(1, { estimated_duration_minutes: null }, { preferred_date: '2026-11-25' }),
        bid(2, {}, { preferred_date: '2026-12-10' }),
      ],
      '2026-11-23',
      [],
      defaults,
    );
    expect(jobs.map((job) => [job.date, job.durationMinutes])).toEqual([
      ['2026-11-25', 120],
      [null, 150],
    ]);
  });

  it('does not import a job twice', () => {
    const first = jobsFromWonBids([bid(1)], '2026-11-23', [], defaults);
    expect(jobsFromWonBids([bid(1), bid(2)], '2026-11-23', first, defaults).map((job) => job.id)).toEqual([
      'won-20',
    ]);
  });
});
