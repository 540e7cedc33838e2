// Test harness for /auth: the page inside the routes it navigates to, with a fake api behind the real store.
import { Route, Routes, useLocation } from '@prohive/shared';
import { createTestStore, http, HttpResponse, renderWithProviders, server } from '@prohive/shared/testing';
import type { AppTheme } from '@prohive/shared';
import AuthPage from '../AuthPage';

export type Call = { url: string; method: string; body: unknown };
/** Status 0 stands for no answer at all: the fake fetch rejects, as a real one does when offline. */
export type Respond = (call: Call) => { status: number; body: unknown };

function fakeApi(respond: Respond) {
  const calls: Call[] = [];
  // Answers through the shared HTTP fake (MSW), so the store's real transport runs.
  const handler = http.all('*', async ({ request }) => {
    const text = await request.text();
    const call = {
      url: new URL(request.url).pathname,
      method: request.method,
      body: text ? JSON.parse(text) : null,
    };
    calls.push(call);
    const { status, body } = respond(call);
    if (status === 0) return HttpResponse.error();
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  server.use(handler);
  return { calls };
}

/** Any other page the form sends the browser to: shows where it landed. */
function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{`${location.pathname}${location.search}${location.hash}`}</p>;
}

export function renderAuth(respond: Respond, route = '/auth', theme?: AppTheme) {
  const api = fakeApi(respond);
  const store = createTestStore();
  const view = renderWithProviders(
    <Routes>
      <Route path="/auth" element={<AuthPage />} />
      <Route path="/customer/dashboard" element={<p>customer dashboard</p>} />
      <Route path="/provider/dashboard" element={<p>provider dashboard</p>} />
      <Route path="/for-providers" element={<p>plans for providers</p>} />
      <Route path="*" element={<Landed />} />
    </Routes>,
    { store, route, theme },
  );
  return { ...api, store, view };
}

export const rolesResponse = { status: 200, body: { data: [] } };
