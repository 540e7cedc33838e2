// Professionals against the real api: a search by service words and ZIP lists pros nearest first with their
// distance; a card opens the public profile, whose Request a quote starts a job aimed at the pro; saving and
// unsaving on the profile is what /saved and the api then show; axe finds nothing serious on these screens in
// either theme. Providers are registered fresh with a unique word in their business names, so demo data does
// not interfere.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const CUSTOMER_ROLE_ID = 3;
const PROVIDER_ROLE_ID = 4;
const PASSWORD = 'e2e-professionals-password-1';
const word = `quillon${Date.now().toString(36)}`;

interface Account {
  id: number;
  email: string;
  token: string;
}

async function register(request: APIRequestContext, roleId: number, name: string): Promise<Account> {
  const email = `pros-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const response = await request.post('/api/register', {
    data: { name, email, password: PASSWORD, password_confirmation: PASSWORD, roleId },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  const body = (await response.json()) as { access_token: string; user: { id: number } };
  return { id: body.user.id, email, token: body.access_token };
}

async function registerProvider(
  request: APIRequestContext,
  businessName: string,
  zip: string,
): Promise<number> {
  const account = await register(request, PROVIDER_ROLE_ID, businessName);
  const response = await request.put('/api/me/provider-profile', {
    headers: { Authorization: `Bearer ${account.token}` },
    data: {
      business_name: businessName,
      bio: `${businessName} fixes roofs across Austin.`,
      services: ['roofing'],
      zip,
      radius_miles: 15,
      years_in_business: 6,
    },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return account.id;
}

async function signIn(page: Page, account: Account): Promise<void> {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/auth/);
}

const near = `${word} Near Roofing`;
const far = `${word} Far Roofing`;
let nearId = 0;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  // Registered far first, so a list in registration order would be the wrong way round.
  await registerProvider(request, far, '78745');
  nearId = await registerProvider(request, near, '78701');
  await request.dispose();
});

test('search by service words and ZIP lists pros nearest first, with distances, in a list or on a map', async ({
  page,
}) => {
  await page.goto(`/professionals?search=${word}&zip=78701`);
  const cards = page.getByTestId('pro-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText(near);
  await expect(cards.nth(1)).toContainText(far);
  await expect(cards.nth(0)).toContainText(/\d+(\.\d)? mi away/);
  await expect(cards.nth(1)).toContainText(/\d+(\.\d)? mi away/);
  await expect(cards.nth(0)).toContainText('6 years in business');
  // The form shows the search it produced.
  await expect(page.getByRole('textbox', { name: 'Service' })).toHaveValue(word);

  await page.getByRole('button', { name: 'Map' }).click();
  await expect(page).toHaveURL(/view=map/);
  const map = page.getByTestId('area-map');
  await expect(map).toBeVisible();
  await expect(map.locator(`a[href="/professionals/${nearId}"]`)).toHaveCount(1);
  await page.reload();
  await expect(page.getByTestId('area-map')).toBeVisible();
  await page.getByRole('button', { name: 'List' }).click();
  await expect(cards).toHaveCount(2);
});

test('a card opens the profile; Request a quote starts a job aimed at the pro', async ({ page }) => {
  await page.goto(`/services/roofing/professionals?zip=78701`);
  await expect(page.getByRole('heading', { level: 1, name: 'Roofing professionals' })).toBeVisible();
  await page.goto(`/professionals?search=${word}&zip=78701`);
  await page.getByRole('main').getByRole('link', { name: near }).click();
  await expect(page).toHaveURL(new RegExp(`/professionals/${nearId}$`));
  await expect(page.getByRole('heading', { level: 1, name: near })).toBeVisible();
  await expect(page.getByText(`${near} fixes roofs across Austin.`)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Roofing', exact: true })).toHaveAttribute(
    'href',
    '/services/roofing/professionals',
  );
  await page.getByRole('main').getByRole('link', { name: 'Request a quote' }).click();
  await expect(page).toHaveURL(new RegExp(`/create-job\\?provider=${nearId}&category=roofing$`));

  await page.goto('/professionals/999999999');
  await expect(page.getByText('We could not find that professional')).toBeVisible();
});

test('save and unsave on the profile are what /saved and the api show', async ({
  page,
  playwright,
  baseURL,
}) => {
  // Signed out: the button remembers the page and sends the visitor to sign in.
  await page.goto(`/professionals/${nearId}`);
  await page.getByRole('button', { name: `Save ${near}` }).click();
  await expect(page).toHaveURL(/\/auth/);
  const cookies = await page.context().cookies();
  expect(decodeURIComponent(cookies.find((c) => c.name === 'previousPage')?.value ?? '')).toBe(
    `/professionals/${nearId}`,
  );

  const request = await playwright.request.newContext({ baseURL });
  const customer = await register(request, CUSTOMER_ROLE_ID, 'Sam Saver');
  const savedIds = async () => {
    const response = await request.get('/api/saved', {
      headers: { Authorization: `Bearer ${customer.token}` },
    });
    return ((await response.json()) as { data: { providers: { id: number }[] } }).data.providers.map(
      (p) => p.id,
    );
  };

  await signIn(page, customer);
  await page.goto(`/professionals/${nearId}`);
  const save = page.getByRole('button', { name: `Save ${near}` });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(savedIds).toContain(nearId);

  await page.goto('/saved');
  await expect(page.getByRole('heading', { level: 1, name: 'Saved' })).toBeVisible();
  await expect(page.getByRole('main').getByText(near).first()).toBeVisible();

  await page.goto(`/professionals/${nearId}`);
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(savedIds).not.toContain(nearId);
  await page.reload();
  await expect(page.getByRole('button', { name: `Save ${near}` })).toHaveAttribute('aria-pressed', 'false');
  await request.dispose();
});

test('/find-pro-mobile: a service and a ZIP show the pros, on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/find-pro-mobile');
  const form = page.getByRole('form', { name: 'Find professionals' });
  await form.getByLabel('Service').selectOption('roofing');
  await form.getByLabel('ZIP code').fill('78701');
  await form.getByRole('button', { name: 'Find pros' }).click();
  await expect(page).toHaveURL(/\/find-pro-mobile\?category=roofing&zip=78701$/);
  await expect(page.getByTestId('pro-card').filter({ hasText: near })).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test(`find-jobs and professionals screens have no serious or critical axe violations (${theme})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.addInitScript((mode) => window.localStorage.setItem('theme', mode), theme);
    const screens: [string, () => Promise<void>][] = [
      ['/jobs?zip=78701', () => expect(page.getByTestId('job-card').first()).toBeVisible()],
      [`/professionals?search=${word}&zip=78701`, () => expect(page.getByTestId('pro-card')).toHaveCount(2)],
      [`/professionals/${nearId}`, () => expect(page.getByTestId('area-map')).toBeVisible()],
      [
        '/find-pro-mobile?category=roofing&zip=78701',
        () => expect(page.getByTestId('pro-card').first()).toBeVisible(),
      ],
    ];
    const blocking: unknown[] = [];
    for (const [path, loaded] of screens) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await loaded();
      const results = await new AxeBuilder({ page }).analyze();
      blocking.push(
        ...results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => ({
            path,
            rule: violation.id,
            nodes: violation.nodes.map((n) => n.target.join(' ')),
          })),
      );
    }
    expect(blocking).toEqual([]);
  });
}
