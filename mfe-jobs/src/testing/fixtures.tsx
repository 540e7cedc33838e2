import { Route, Routes, useLocation, type JobSummary, type ProviderCard } from '@prohive/shared';
import { http, server } from '@prohive/shared/testing';
import type { ReactElement } from 'react';
import { emptyDraft, type JobDraft } from '../lib/jobDraft';

/** Test-only fixtures and helpers for the jobs remote's component tests. */

export function makeJob(id: number, overrides: Partial<JobSummary> = {}): JobSummary {
  return {
    id,
    title: `Fix the kitchen sink ${id}`,
    description: 'The kitchen sink drips all night long.',
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
    budget: { min_cents: 20_000, max_cents: 50_000 },
    timing: 'within_week',
    preferred_date: null,
    status: 'open',
    created_at: new Date(Date.now() - 3 * 3600_000).toISOString(),
    expires_at: new Date(Date.now() + 27 * 86400_000).toISOString(),
    bid_count: 2,
    distance_miles: null,
    photo_count: 0,
    ...overrides,
  };
}

export function makeProvider(id: number, overrides: Partial<ProviderCard> = {}): ProviderCard {
  return {
    id,
    business_name: `Ace Plumbing ${id}`,
    avatar: null,
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    rating_average: 4.5,
    review_count: 12,
    hires: 30,
    years_in_business: 8,
    response_time_minutes: 45,
    badges: { license_verified: true, insurance_verified: false, background_checked: true },
    services: [{ slug: 'plumbing', title: 'Plumbing' }],
    latitude: 30.27,
    longitude: -97.74,
    distance_miles: null,
    ...overrides,
  };
}

export const page = <T,>(
  data: T[],
  meta: Partial<{ page: number; per_page: number; total: number; last_page: number }> = {},
) => ({
  data,
  meta: { page: 1, per_page: 12, total: data.length, last_page: 1, ...meta },
});

export const json = (body: unknown, status = 200) =>
  new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/**
 * Answers every request the page sends with `respond(request)` through the shared HTTP fake (MSW); returns the
 * 'METHOD /path?query' strings it saw, in order.
 */
export function answerApi(respond: (request: Request) => Response | Promise<Response>): { seen: string[] } {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    seen.push(`${request.method} ${url.pathname}${url.search}`);
  });
  server.use(http.all('*', ({ request }) => respond(request)));
  return { seen };
}

/** Prints the router's current URL, so tests can check what the page wrote to the query. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/** Mounts `element` at `path` with a probe beside it and a stub /auth page. */
export function atRoute(path: string, element: ReactElement): ReactElement {
  return (
    <>
      <Routes>
        <Route path={path} element={element} />
        <Route path="/auth" element={<p>Sign in page</p>} />
        <Route path="*" element={<p>Somewhere else</p>} />
      </Routes>
      <LocationProbe />
    </>
  );
}

/** A filled-in job draft with the untidy values people type (a stray answer, "$1,200"), for the draft rules' tests. */
export function makeDraft(overrides: Partial<JobDraft> = {}): JobDraft {
  return {
    ...emptyDraft(),
    category: 'plumbing',
    service_type: 'home',
    answers: { issue: 'Leak', urgency: 'Planning ahead', stray: 'from another category' },
    title: 'Fix a leak',
    description: 'Water drips under the kitchen sink.',
    timing: 'specific_date',
    preferred_date: '2026-12-01',
    budget_min: '$1,200',
    budget_max: '1500.5',
    zip: '78701',
    ...overrides,
  };
}
