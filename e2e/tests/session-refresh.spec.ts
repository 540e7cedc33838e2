// Issue #17: the session outlives its 15-minute access token through an HttpOnly refresh cookie no script can
// read; the spec's prohive_auth cookies still hold the (short-lived) access token.
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const PASSWORD = 'e2e-session-password-1';
const ACCESS_COOKIES = ['prohive_auth', 'prohive_auth_type', 'prohive_auth_state'];
let counter = 0;

async function registerCustomer(request: APIRequestContext): Promise<{ email: string; name: string }> {
  counter += 1;
  const email = `session-e2e-${Date.now()}-${counter}@example.test`;
  const name = 'Robin Returning';
  const response = await request.post('/api/register', {
    data: { name, email, password: PASSWORD, password_confirmation: PASSWORD, roleId: 3 },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { email, name };
}

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
}

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((candidate) => candidate.name === name);
}

const accountButton = (page: Page, name: string) =>
  page.getByTestId('desktop-header').getByRole('button', { name: `Account menu for ${name}` });

test('signing in sets an HttpOnly refresh cookie scripts cannot read, and a short-lived access token', async ({
  page,
  context,
  request,
}) => {
  const { email } = await registerCustomer(request);
  await signIn(page, email);

  const refresh = await cookie(context, 'prohive_refresh');
  expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth', secure: false });
  expect(refresh!.expires * 1000).toBeGreaterThan(Date.now() + 29 * 86_400_000);
  const access = await cookie(context, 'prohive_auth');
  expect(access?.httpOnly).toBe(false);
  expect(access!.expires * 1000).toBeLessThan(Date.now() + 16 * 60_000);

  const visible = await page.evaluate(() => document.cookie);
  expect(visible).toContain('prohive_auth=');
  expect(visible).not.toContain('prohive_refresh=');
});

test('a visitor whose access token expired comes back signed in, with the refresh cookie rotated', async ({
  page,
  context,
  request,
}) => {
  const { email, name } = await registerCustomer(request);
  await signIn(page, email);
  const before = (await cookie(context, 'prohive_refresh'))!.value;

  // What the browser holds tomorrow: the spec's cookies expired with the access token, the refresh cookie not.
  for (const name of ACCESS_COOKIES) await context.clearCookies({ name });
  await page.goto('/customer/dashboard');

  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Customer dashboard' })).toBeVisible();
  await expect(accountButton(page, name)).toBeVisible();
  expect(await cookie(context, 'prohive_auth')).toBeTruthy();
  const after = (await cookie(context, 'prohive_refresh'))!.value;
  expect(after).not.toBe(before);

  // The rotated-away token no longer works, and using it ends the session it belonged to.
  const replay = await request.post('/api/auth/refresh', {
    headers: { cookie: `prohive_refresh=${before}`, 'X-Requested-With': 'fetch' },
  });
  expect(replay.status()).toBe(401);
  const current = await request.post('/api/auth/refresh', {
    headers: { cookie: `prohive_refresh=${after}`, 'X-Requested-With': 'fetch' },
  });
  expect(current.status()).toBe(401);
});

test('logout revokes the refresh cookie and clears it', async ({ page, context, request }) => {
  const { email, name } = await registerCustomer(request);
  await signIn(page, email);
  await expect(accountButton(page, name)).toBeVisible();
  const token = (await cookie(context, 'prohive_refresh'))!.value;

  await accountButton(page, name).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  expect(await cookie(context, 'prohive_refresh')).toBeUndefined();
  expect(await cookie(context, 'prohive_refresh_hint')).toBeUndefined();

  const reuse = await request.post('/api/auth/refresh', {
    headers: { cookie: `prohive_refresh=${token}`, 'X-Requested-With': 'fetch' },
  });
  expect(reuse.status()).toBe(401);

  await page.goto('/customer/dashboard');
  await expect(page).toHaveURL(/\/auth/);
});
