// A professional subscribes from /for-providers: plan → provider account → the api's TEST MODE checkout →
// back to /stripe/success → the plan on the provider dashboard. Cancel comes back to /stripe/cancel. With a
// publishable key configured, Stripe.js (whose host is unreachable here) shows its error state without
// blocking checkout.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const PASSWORD = 'provider-pass-1';

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** From /for-providers, the plan's subscribe link, then the provider registration on /provider-signup. */
async function subscribeAsNewProvider(page: Page, planName: string, email: string): Promise<void> {
  await page.goto('/for-providers');
  const plans = page.getByRole('region', { name: 'Choose your plan' });
  await plans
    .getByRole('article', { name: planName, exact: true })
    .getByRole('link', { name: `Subscribe to ${planName}` })
    .click();

  await expect(page).toHaveURL(/\/provider-signup\?.*redirectToStripe=true/);
  await expect(page.getByRole('heading', { name: `Your plan: ${planName}` })).toBeVisible();
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('Name').fill('Pat Provider');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Create account and continue to checkout' }).click();

  // The api's built-in checkout (no STRIPE_SECRET_KEY here), on the site's origin through the /api proxy.
  await expect(page).toHaveURL(/\/api\/test-checkout\/cs_test_[0-9a-f]+$/);
  await expect(page.getByText('TEST MODE — no real payment')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Subscribe to Prohive ${planName}` })).toBeVisible();
}

async function bearer(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  const token = cookies.find((cookie) => cookie.name === 'prohive_auth')?.value;
  expect(token, 'the session cookie after registration').toBeTruthy();
  return `Bearer ${decodeURIComponent(token!)}`;
}

test('a provider subscribes to a paid plan from /for-providers, pays in test mode and sees the plan', async ({
  page,
  site,
}) => {
  await subscribeAsNewProvider(page, 'Pro', uniqueEmail('pro'));

  await page.getByRole('button', { name: /^Pay \$49\.00$/ }).click();

  await expect(page).toHaveURL(/\/stripe\/success\?session_id=cs_test_[0-9a-f]+$/);
  expect(new URL(page.url()).origin).toBe(site.baseUrl);
  await expect(page.getByRole('heading', { name: 'Payment complete' })).toBeVisible();
  await expect(page.getByTestId('checkout-success')).toContainText('Your plan: Pro');
  await expect(page.getByText(/^Your plan renews on /)).toBeVisible();

  // The api agrees: the new user's current_subscription is the paid plan.
  const me = await page.request.get('/api/me', { headers: { Authorization: await bearer(page) } });
  expect(me.ok()).toBe(true);
  const user = ((await me.json()) as { data: { current_subscription: { plan: { slug: string } } | null } })
    .data;
  expect(user.current_subscription?.plan.slug).toBe('pro');

  // And the dashboard, reading the session user this page refreshed, shows it.
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page).toHaveURL(/\/provider\/dashboard$/);
  await expect(page.getByTestId('plan-name')).toContainText('Pro');
});

test('Cancel on the checkout page returns to /stripe/cancel, which reopens the same checkout', async ({
  page,
}) => {
  await subscribeAsNewProvider(page, 'Business', uniqueEmail('business'));

  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(page).toHaveURL(/\/stripe\/cancel\?.*planId=business/);
  await expect(page.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible();
  await expect(page.getByText(/nothing was charged/)).toBeVisible();

  await page.getByRole('button', { name: 'Try checkout again' }).click();
  await expect(page).toHaveURL(/\/api\/test-checkout\/cs_test_[0-9a-f]+$/);
  await expect(page.getByRole('heading', { name: 'Subscribe to Prohive Business' })).toBeVisible();
});

test('/stripe/success without a session id or signed out says so instead of verifying', async ({ page }) => {
  await page.goto('/stripe/success');
  await expect(page.getByTestId('checkout-missing-session')).toBeVisible();

  await page.goto('/stripe/success?session_id=cs_test_abc');
  await expect(page.getByTestId('checkout-signed-out')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    `/auth?redirect=${encodeURIComponent('/stripe/success?session_id=cs_test_abc')}`,
  );
});

test('with a Stripe publishable key, the unreachable Stripe.js shows its error and checkout still works', async ({
  page,
}) => {
  const key = 'pk_test_e2e_unreachable';
  // The run-time configuration reaches the browser from /config.json when it renders the page itself, and
  // inside the state a server-rendered page carries; both get the key.
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, stripePublishableKey: key } });
  });
  // (In the page, not by rewriting the document: a document fulfilled by a route counts as a public page, which
  // Chromium then forbids to fetch the remotes on the loopback address.) Parsing has ended and the deferred
  // scripts have not run yet when readyState turns to interactive.
  await page.addInitScript((stripeKey) => {
    document.addEventListener('readystatechange', () => {
      const element = document.getElementById('prohive-ssr-state');
      if (document.readyState !== 'interactive' || !element?.textContent) return;
      const state = JSON.parse(element.textContent) as { config: Record<string, unknown> };
      state.config.stripePublishableKey = stripeKey;
      element.textContent = JSON.stringify(state);
    });
  }, key);

  await page.goto('/provider-signup?planId=pro');
  await expect(page.getByRole('heading', { name: 'Your plan: Pro' })).toBeVisible();
  const status = page.getByTestId('stripe-status');
  await expect(status).toHaveAttribute('data-state', 'error');
  await expect(status).toHaveText(/Failed to load Stripe/);

  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('Name').fill('Pat Provider');
  await form.getByLabel('Email').fill(uniqueEmail('stripejs'));
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Create account and continue to checkout' }).click();
  await expect(page).toHaveURL(/\/api\/test-checkout\/cs_test_[0-9a-f]+$/);
});
