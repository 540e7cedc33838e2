import { expect, test } from '../support/fixtures';

// Seeded by the api on an empty database (SEED_ON_EMPTY=true): see api/README.md.
const DEMO_CUSTOMER = { email: 'customer@prohive.test', password: 'prohive-demo-1' };

test('signing in inside the account remote changes the shell header (one store)', async ({ page }) => {
  await page.goto('/auth');
  const header = page.getByTestId('desktop-header');
  await expect(
    header.getByRole('link', { name: /sign in/i }).or(header.getByRole('button', { name: /sign in/i })),
  ).toBeVisible();

  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(DEMO_CUSTOMER.email);
  await form.getByLabel('Password').fill(DEMO_CUSTOMER.password);
  await form.getByRole('button', { name: 'Sign in' }).click();

  // The remote dispatched into the shell's store: the header now shows the avatar menu, and the remote sent
  // the customer to their dashboard.
  await expect(header.getByRole('button', { name: /account menu for/i })).toBeVisible();
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
});

test('a wrong password shows the spec message and leaves the header signed out', async ({ page }) => {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(DEMO_CUSTOMER.email);
  await form.getByLabel('Password').fill('not-the-password');
  await form.getByRole('button', { name: 'Sign in' }).click();

  await expect(form.getByRole('alert')).toHaveText(
    'Login failed. Please check your credentials and try again.',
  );
  await expect(
    page.getByTestId('desktop-header').getByRole('button', { name: /account menu for/i }),
  ).toHaveCount(0);
});
