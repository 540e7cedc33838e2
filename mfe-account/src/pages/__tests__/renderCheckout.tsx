// Test harness for the checkout pages: each page inside the routes it links to, a fake api behind the real
// store, and optionally a signed-in user.
import { Route, Routes, useLocation, type AuthUser, type Plan } from '@prohive/shared';
import {
  createTestStore,
  http,
  HttpResponse,
  makeSignedInSession,
  makeTestUser,
  renderWithProviders,
  server,
} from '@prohive/shared/testing';
import type { AppTheme } from '@prohive/shared';
import ProviderSignupPage from '../ProviderSignupPage';
import StripeCancelPage from '../StripeCancelPage';
import StripeSuccessPage from '../StripeSuccessPage';

export type Call = { url: string; method: string; body: unknown; authorization: string | null };
/** Status 0 stands for no answer at all: the fake fetch rejects, as a real one does when offline. */
export type Respond = (call: Call) => { status: number; body: unknown };

function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{`${location.pathname}${location.search}`}</p>;
}

export function renderCheckout(
  respond: Respond,
  route: string,
  options: { user?: AuthUser | null; theme?: AppTheme } = {},
) {
  const calls: Call[] = [];
  // Answers through the shared HTTP fake (MSW), so the store's real transport runs.
  const handler = http.all('*', async ({ request }) => {
    const text = await request.text();
    const call = {
      url: new URL(request.url).pathname,
      method: request.method,
      body: text ? JSON.parse(text) : null,
      authorization: request.headers.get('Authorization'),
    };
    calls.push(call);
    const { status, body } = respond(call);
    if (status === 0) return HttpResponse.error();
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  server.use(handler);
  const store = createTestStore({
    preloadedState: options.user ? { session: makeSignedInSession(options.user) } : undefined,
  });
  const view = renderWithProviders(
    <Routes>
      <Route path="/provider-signup" element={<ProviderSignupPage />} />
      <Route path="/stripe/success" element={<StripeSuccessPage />} />
      <Route path="/stripe/cancel" element={<StripeCancelPage />} />
      <Route path="*" element={<Landed />} />
    </Routes>,
    { store, route, theme: options.theme },
  );
  return { calls, store, view };
}

export const providerUser = (overrides: Partial<AuthUser> = {}) =>
  makeTestUser({
    id: 42,
    name: 'Pat Pro',
    email: 'pat@example.com',
    role: { id: 4, name: 'provider', guard_name: 'web', permissions: [] },
    ...overrides,
  });

const plan = (slug: string, name: string, cents: number): Plan => ({
  id: cents,
  slug,
  name,
  description: `${name} plan for pros.`,
  price: { amount_cents: cents, currency: 'usd', interval: 'month' },
  limits: { bids_per_month: cents === 0 ? 5 : null, service_categories: 3, service_radius_miles: 40 },
  features: [`${name} feature`],
  checkout: {
    planId: slug,
    priceId: `prohive_price_${slug}_month`,
    productId: `prohive_product_${slug}`,
    requires_payment: cents > 0,
  },
});

export const PLANS: Plan[] = [
  plan('starter', 'Starter', 0),
  plan('pro', 'Pro', 4900),
  plan('elite', 'Elite', 9900),
];

export const PRO_QUERY =
  'redirectToStripe=true&planId=pro&priceId=prohive_price_pro_month&productId=prohive_product_pro';
