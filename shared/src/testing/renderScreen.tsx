// Test harness for a remote's screens: a page inside the routes it may send people to, a real store with a
// session for `user` (or none), and a fake api answering by method and path (mfe-account and mfe-admin use it).
import { Route, Routes, useLocation, type AuthUser } from '@prohive/shared';
import { http, server } from './http';
import { renderWithProviders } from './renderWithProviders';
import { makeSignedInSession } from './fixtures';
import { createTestStore } from './testStore';
import type { ReactElement } from 'react';

export interface Call {
  method: string;
  /** Path and query, e.g. `/api/jobs/mine?page=1&per_page=10`. */
  url: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface Reply {
  status: number;
  body?: unknown;
}

/** Answers a call, or returns undefined for a 404. */
export type Respond = (call: Call) => Reply | undefined | Promise<Reply | undefined>;

export const ok = (body: unknown): Reply => ({ status: 200, body });
export const page = <T,>(
  data: T[],
  // Extra keys ride along, as the api's `meta.counts` and `meta.usage` do.
  meta: Partial<{ page: number; per_page: number; total: number; last_page: number }> &
    Record<string, unknown> = {},
) => ok({ data, meta: { page: 1, per_page: 10, total: data.length, last_page: 1, ...meta } });

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

export function fakeApi(respond: Respond) {
  const calls: Call[] = [];
  // Answers through the shared HTTP fake (MSW), so the store's real transport runs.
  const handler = http.all('*', async ({ request }) => {
    const url = new URL(request.url);
    const type = request.headers.get('content-type') ?? '';
    let body: unknown = null;
    if (type.includes('application/json')) body = JSON.parse(await request.text());
    const call = {
      method: request.method,
      url: `${url.pathname}${url.search}`,
      path: url.pathname,
      query: url.searchParams,
      body,
    };
    calls.push(call);
    const reply = (await respond(call)) ?? { status: 404, body: { message: 'Not found' } };
    if (reply.status === 204) return new Response(null, { status: 204 });
    return new Response(JSON.stringify(reply.body ?? {}), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  server.use(handler);
  return { calls };
}

export function renderScreen(
  path: string,
  element: ReactElement,
  { user, respond, route = path }: { user: AuthUser | null; respond: Respond; route?: string },
) {
  const api = fakeApi(respond);
  const store = createTestStore({
    preloadedState: user ? { session: makeSignedInSession(user) } : undefined,
  });
  const view = renderWithProviders(
    <>
      <Routes>
        <Route path={path} element={element} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <Where />
    </>,
    { store, route },
  );
  return { ...api, store, view };
}
