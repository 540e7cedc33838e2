// Test helpers for the jobs remote's component tests (imported by *.test.tsx only).
import type { ReactElement } from 'react';
import { Route, Routes, useLocation, type AuthUser } from '@prohive/shared';
import { createTestStore, makeSignedInSession, renderWithProviders } from '@prohive/shared/testing';

export interface ApiCall {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

/** An answer for a call: `[status, body]`, or undefined for a 404. */
export type Respond = (call: ApiCall) => [number, unknown] | undefined;

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/**
 * Renders `ui` at `route` under the route `path` with a store whose api answers from `respond`; every call is
 * recorded (body parsed as JSON, or the FormData for uploads).
 */
export function renderJobs(
  ui: ReactElement,
  { route, path, user, respond }: { route: string; path: string; user: AuthUser | null; respond: Respond },
) {
  const calls: ApiCall[] = [];
  const fetchFn = jest.fn(async (input: RequestInfo) => {
    const request = input as Request;
    const url = new URL(request.url);
    const type = request.headers.get('content-type') ?? '';
    let body: unknown = null;
    if (request.method !== 'GET') {
      body = type.includes('multipart/form-data') ? await request.formData() : await request.text();
      if (typeof body === 'string' && body) body = JSON.parse(body);
    }
    const call = { method: request.method, path: url.pathname, search: url.search, body };
    calls.push(call);
    const answer = respond(call);
    return answer ? json(answer[0], answer[1]) : json(404, { message: 'Not found.' });
  });
  const store = createTestStore({
    services: { fetchFn },
    preloadedState: user ? { session: makeSignedInSession(user) } : undefined,
  });
  const result = renderWithProviders(
    <>
      <Routes>
        <Route path={path} element={ui} />
        <Route path="*" element={<p>Elsewhere</p>} />
      </Routes>
      <LocationProbe />
    </>,
    { store, route },
  );
  return { ...result, calls, fetchFn };
}

export const CATEGORIES = [
  { id: 1, slug: 'plumbing', title: 'Plumbing', description: 'Pipes' },
  { id: 2, slug: 'electrical', title: 'Electrical', description: 'Wires' },
  { id: 3, slug: 'cleaning', title: 'Cleaning', description: 'Dust' },
];

export const AUSTIN = {
  zip: '78701',
  city: 'Austin',
  state: 'TX',
  state_name: 'Texas',
  latitude: 30.27,
  longitude: -97.74,
  city_path: '/tx/austin',
};
