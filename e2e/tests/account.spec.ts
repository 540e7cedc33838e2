// The signed-in account screens against the real api: the customer dashboard after posting a job, the profile
// (name round-trip to the header, avatar upload with a real PNG), the saved list and deleting an account.
// Every test registers its own fresh account, so they do not depend on each other or on the demo data.
import { deflateSync, crc32 } from 'node:zlib';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const CUSTOMER_ROLE_ID = 3;
const PASSWORD = 'e2e-account-password-1';

interface Account {
  email: string;
  password: string;
  name: string;
  token: string;
}

let counter = 0;

async function registerCustomer(request: APIRequestContext, name = 'Morgan Tester'): Promise<Account> {
  counter += 1;
  const email = `account-e2e-${Date.now()}-${counter}@example.test`;
  const response = await request.post('/api/register', {
    data: { name, email, password: PASSWORD, password_confirmation: PASSWORD, roleId: CUSTOMER_ROLE_ID },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  const body = (await response.json()) as { access_token: string };
  return { email, password: PASSWORD, name, token: body.access_token };
}

async function signIn(page: Page, account: Pick<Account, 'email' | 'password'>): Promise<void> {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

const header = (page: Page) => page.getByTestId('desktop-header');

/** A real 24×24 RGB PNG (gradient), built byte by byte so the api's sniffing and re-encoding see a true image. */
function tinyPng(): Buffer {
  const size = 24;
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed) >>> 0);
    return Buffer.concat([length, typed, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const rows: number[] = [];
  for (let y = 0; y < size; y++) {
    rows.push(0); // no filter
    for (let x = 0; x < size; x++) rows.push(x * 10, y * 10, 160);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('a new customer sees the job they posted on their dashboard with 0 bids', async ({ page, request }) => {
  const account = await registerCustomer(request);
  const title = `Fix the garden gate ${Date.now()}`;
  const posted = await request.post('/api/jobs', {
    headers: { Authorization: `Bearer ${account.token}` },
    data: {
      category: 'handyman',
      service_type: 'home',
      title,
      description: 'The garden gate sags and no longer latches; it needs new hinges and a latch.',
      timing: 'flexible',
      zip: '78701',
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const job = ((await posted.json()) as { data: { id: number } }).data;

  await signIn(page, account);
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Customer dashboard' })).toBeVisible();
  const row = page.getByTestId('my-job').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row).toContainText('0 bids');
  await expect(row).toContainText('Open');
  await expect(row.getByRole('link', { name: title, exact: true })).toHaveAttribute('href', `/job/${job.id}`);
  await expect(page.getByTestId('count-open')).toHaveText('1');
});

test('a signed-out visitor to /saved signs in and comes back to it (previousPage)', async ({
  page,
  request,
}) => {
  const account = await registerCustomer(request);
  await page.goto('/saved');
  await expect(page).toHaveURL(/\/auth$/);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/saved$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Saved' })).toBeVisible();
});

test('profile: a new name shows in the header menu, and an uploaded PNG becomes the avatar', async ({
  page,
  request,
}) => {
  const account = await registerCustomer(request, 'Riley Before');
  await signIn(page, account);
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  await page.goto('/profile');

  const details = page.getByRole('form', { name: 'Your details' });
  await details.getByLabel('Name').fill('Riley After');
  await details.getByLabel('ZIP code').fill('78701');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Your details were saved')).toBeVisible();

  const menu = header(page).getByRole('button', { name: 'Account menu for Riley After' });
  await expect(menu).toBeVisible();
  await menu.click();
  await expect(page.getByTestId('account-menu').getByText('Riley After')).toBeVisible();
  await page.keyboard.press('Escape');

  // The name survives a reload: it was stored by the api, not just the page.
  await page.reload();
  await expect(page.getByRole('form', { name: 'Your details' }).getByLabel('Name')).toHaveValue(
    'Riley After',
  );

  await page
    .getByTestId('avatar-input')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: tinyPng() });
  await expect(page.getByText('Avatar updated successfully')).toBeVisible();
  const headerAvatar = header(page)
    .getByRole('button', { name: 'Account menu for Riley After' })
    .locator('img');
  await expect(headerAvatar).toHaveAttribute('src', /\/api\/uploads\//);
  // The stored image is served (re-encoded) from the api.
  const src = (await headerAvatar.getAttribute('src')) ?? '';
  const image = await request.get(src);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toMatch(/^image\//);
});

test('saved: a saved pro is listed and removing it sticks', async ({ page, request }) => {
  const account = await registerCustomer(request);
  const auth = { Authorization: `Bearer ${account.token}` };
  const providers = await request.get('/api/providers?per_page=1');
  expect(providers.status()).toBe(200);
  const provider = ((await providers.json()) as { data: { id: number; business_name: string }[] }).data[0];
  expect(provider, 'the demo data has at least one provider').toBeTruthy();
  const put = await request.put(`/api/saved/providers/${provider!.id}`, { headers: auth });
  expect(put.status()).toBe(204);

  await signIn(page, account);
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  await page.goto('/saved');
  const card = page.getByTestId('saved-provider').filter({ hasText: provider!.business_name });
  await expect(card).toBeVisible();
  await expect(page.getByText('No saved jobs yet')).toBeVisible();
  await card.getByRole('button', { name: `Remove ${provider!.business_name}` }).click();
  await expect(card).toHaveCount(0);
  await expect(page.getByText('No saved pros yet')).toBeVisible();

  await page.reload();
  await expect(page.getByText('No saved pros yet')).toBeVisible();
  const saved = await request.get('/api/saved', { headers: auth });
  expect(((await saved.json()) as { data: { providers: unknown[] } }).data.providers).toHaveLength(0);
});

test('deleting the account signs out, goes home, and the old password no longer signs in', async ({
  page,
  request,
}) => {
  const account = await registerCustomer(request);
  await signIn(page, account);
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  await page.goto('/profile');

  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type DELETE').fill('DELETE');
  await dialog.getByLabel('Password').fill(account.password);
  await confirm.click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  await expect(header(page).getByRole('button', { name: /account menu for/i })).toHaveCount(0);

  // The old token is revoked.
  const me = await request.get('/api/me', { headers: { Authorization: `Bearer ${account.token}` } });
  expect(me.status()).toBe(401);

  await signIn(page, account);
  await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toHaveText(
    'Login failed. Please check your credentials and try again.',
  );
});
