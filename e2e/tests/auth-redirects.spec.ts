// Attempts to leave the site through /auth?redirect=… (and the previousPage cookie) end on this site after
// signing in: on the role's dashboard, while a same-site path is followed.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// Seeded by the api on an empty database (SEED_ON_EMPTY=true): see api/README.md.
const DEMO_CUSTOMER = { email: 'customer@prohive.test', password: 'prohive-demo-1' };

async function signIn(page: Page): Promise<void> {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(DEMO_CUSTOMER.email);
  await form.getByLabel('Password').fill(DEMO_CUSTOMER.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

const ATTACKS = [
  'https://evil.example',
  'https://evil.example/customer/dashboard',
  '//evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  'javascript:alert(document.domain)',
  'JaVaScRiPt:alert(1)',
  '/%2F%2Fevil.example',
  '/%5Cevil.example',
  '/%09/evil.example',
  '%2F%2Fevil.example',
];

for (const attack of ATTACKS) {
  test(`/auth?redirect=${attack} stays on the site`, async ({ page, site }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`/auth?redirect=${encodeURIComponent(attack)}`);
    await signIn(page);

    await expect(page).toHaveURL(`${site.baseUrl}/customer/dashboard`);
    expect(new URL(page.url()).origin).toBe(site.baseUrl);
    expect(dialogs).toEqual([]);
  });
}

test('a previousPage cookie pointing off the site is not followed either', async ({ page, site }) => {
  const host = new URL(site.baseUrl).hostname;
  await page
    .context()
    .addCookies([{ name: 'previousPage', value: '//evil.example', domain: host, path: '/' }]);
  await page.goto('/auth');
  await signIn(page);
  await expect(page).toHaveURL(`${site.baseUrl}/customer/dashboard`);
});

test('a same-site redirect is followed, query and all', async ({ page, site }) => {
  await page.goto(`/auth?redirect=${encodeURIComponent('/jobs?category=plumbing')}`);
  await signIn(page);
  await expect(page).toHaveURL(`${site.baseUrl}/jobs?category=plumbing`);
});
