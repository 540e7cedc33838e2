// Find Jobs against the real api: every search setting lives in the URL, so paging, filtering, reloading and
// the browser's back/forward all land on the same list. The jobs are posted by fresh customers with a unique
// word in their titles, and every check searches for that word, so demo data and other specs do not interfere.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const CUSTOMER_ROLE_ID = 3;
const PASSWORD = 'e2e-find-jobs-password-1';

async function registerCustomer(request: APIRequestContext): Promise<string> {
  return (await registerAccount(request)).token;
}

async function registerAccount(request: APIRequestContext): Promise<{ email: string; token: string }> {
  const email = `find-jobs-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const response = await request.post('/api/register', {
    data: {
      name: 'Jordan Finder',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      roleId: CUSTOMER_ROLE_ID,
    },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return { email, token: ((await response.json()) as { access_token: string }).access_token };
}

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/auth/);
}

async function postJob(
  request: APIRequestContext,
  token: string,
  job: { title: string; category: string; zip: string; budgetDollars: number },
): Promise<number> {
  const response = await request.post('/api/jobs', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      category: job.category,
      service_type: 'home',
      title: job.title,
      description: `${job.title}: the details of the work, written long enough for the api.`,
      timing: 'flexible',
      zip: job.zip,
      budget_min_cents: job.budgetDollars * 100,
      budget_max_cents: job.budgetDollars * 100 + 10_000,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

const word = `zephyr${Date.now().toString(36)}`;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  // A new account may have 5 open jobs at once (the api's publishing caps), so three customers post them.
  const tokens = [
    await registerCustomer(request),
    await registerCustomer(request),
    await registerCustomer(request),
  ];
  // 13 plumbing jobs in Austin (two pages of 12) and one electrical job in Denver.
  for (let i = 1; i <= 13; i++) {
    await postJob(request, tokens[Math.floor((i - 1) / 5)]!, {
      title: `${word} plumbing ${i}`,
      category: 'plumbing',
      zip: '78701',
      budgetDollars: 100 * i,
    });
  }
  await postJob(request, tokens[2]!, {
    title: `${word} electrical`,
    category: 'electrical',
    zip: '80202',
    budgetDollars: 50,
  });
  await request.dispose();
});

test('search, pages, filters, reload and back/forward round-trip through the URL', async ({ page }) => {
  await page.goto(`/jobs?q=${word}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/jobs/i);
  const cards = page.getByTestId('job-card');
  await expect(cards).toHaveCount(12);
  await expect(page.getByText('14 jobs found')).toBeVisible();

  // Page 2 through the pager.
  const pager = page.getByRole('navigation', { name: 'Job result pages' });
  await pager.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs\\?q=${word}&page=2$`));
  await expect(cards).toHaveCount(2);
  await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  // Reload keeps page 2.
  await page.reload();
  await expect(cards).toHaveCount(2);
  await expect(
    page.getByRole('navigation', { name: 'Job result pages' }).getByRole('link', { name: 'Page 2' }),
  ).toHaveAttribute('aria-current', 'page');

  // A category chip sets the category and goes back to page 1.
  await page.getByRole('button', { name: 'Electrical', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs\\?category=electrical&q=${word}$`));
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(`${word} electrical`);

  // Back returns to page 2 of the unfiltered search; Forward to the category.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/jobs\\?q=${word}&page=2$`));
  await expect(cards).toHaveCount(2);
  await page.goForward();
  await expect(page).toHaveURL(/category=electrical/);
  await expect(cards).toHaveCount(1);

  // Filters: all jobs in this search, near Austin, dearest first.
  await page.getByRole('button', { name: 'All jobs', exact: true }).click();
  // The filter form takes its values from the URL when it changes: type only once the chip's URL is in place,
  // or the sync can wipe the ZIP just typed (the Distance select then stays disabled).
  await expect(page).toHaveURL(new RegExp(`/jobs\\?q=${word}$`));
  const form = page.getByRole('form', { name: 'Filter jobs' });
  await form.getByLabel('ZIP code').fill('78701');
  await expect(form.getByLabel('Distance')).toBeEnabled();
  await form.getByLabel('Distance').selectOption('10');
  await form.getByLabel('Budget from ($)').fill('500');
  await form.getByLabel('Sort by').selectOption('budget_high');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/jobs\\?q=${word}&zip=78701&radius=10&budget_min=500&sort=budget_high$`),
  );
  // Budgets reaching $500 (jobs 4 to 13): 10 jobs, the dearest first, each with its distance.
  await expect(cards).toHaveCount(10);
  await expect(cards.first()).toContainText(`${word} plumbing 13`);
  await expect(cards.first()).toContainText('mi away');

  // Reload: the same list, and the form shows the same settings.
  await page.reload();
  await expect(cards).toHaveCount(10);
  await expect(cards.first()).toContainText(`${word} plumbing 13`);
  await expect(form.getByLabel('ZIP code')).toHaveValue('78701');
  await expect(form.getByLabel('Distance')).toHaveValue('10');
  await expect(form.getByLabel('Sort by')).toHaveValue('budget_high');
});

test('an unknown ZIP is shown on the ZIP field; an empty search offers a wider one', async ({ page }) => {
  await page.goto(`/jobs?q=${word}&zip=00000`);
  const form = page.getByRole('form', { name: 'Filter jobs' });
  await expect(form.getByLabel('ZIP code')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert')).toContainText('ZIP');

  // Seattle is far from every job of this search.
  await page.goto(`/jobs?q=${word}&zip=98101&radius=10`);
  await expect(page.getByText('No open jobs match your search')).toBeVisible();
  await page.getByRole('button', { name: 'Search within 100 miles' }).click();
  await expect(page).toHaveURL(/radius=100/);
  await page.getByRole('button', { name: 'Clear all filters' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
});

test('/job-listings is the same screen, and a job card opens the job', async ({ page }) => {
  await page.goto(`/job-listings?q=${word}&category=electrical`);
  const card = page.getByTestId('job-card');
  await expect(card).toHaveCount(1);
  await card.getByRole('link', { name: `${word} electrical` }).click();
  await expect(page).toHaveURL(/\/job\/\d+$/);
});

test('saving a job from its card shows it on /saved; unsaving removes it', async ({ page, request }) => {
  const account = await registerAccount(request);
  const savedJobs = async () => {
    const response = await request.get('/api/saved', {
      headers: { Authorization: `Bearer ${account.token}` },
    });
    return ((await response.json()) as { data: { jobs: { title: string }[] } }).data.jobs.map((j) => j.title);
  };
  await signIn(page, account.email);
  await page.goto(`/jobs?q=${word}&category=electrical`);
  const save = page.getByRole('button', { name: `Save ${word} electrical` });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(savedJobs).toEqual([`${word} electrical`]);

  await page.goto('/saved');
  await expect(page.getByRole('main').getByText(`${word} electrical`).first()).toBeVisible();

  await page.goto(`/jobs?q=${word}&category=electrical`);
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(savedJobs).toEqual([]);
});
