// Issue #12 end to end, with two browsers open at once and no reloads: a provider bids on a customer's job;
// the customer's bell counts the new-bid notification live; the bid's message is the first of its
// conversation; the customer opens it from the bid and replies; the provider, already on the thread, sees the
// reply arrive and answers; the customer sees that too. Every live change comes through the one
// GET /api/events stream of each tab (fetch streaming with the Bearer token).
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { stubThirdParties } from '../../scripts/lib/browser';
import { expect, navigateInApp, test } from '../support/fixtures';
import { apiGet, failMapTiles, register, signInOnAuthPage } from '../support/jobsFlow';

async function postJob(request: APIRequestContext, token: string, title: string): Promise<number> {
  const response = await request.post('/api/jobs', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      category: 'plumbing',
      service_type: 'home',
      title,
      description: `${title}: water pools under the sink after every use of the dishwasher.`,
      timing: 'flexible',
      zip: '78701',
      budget_min_cents: 15_000,
      budget_max_cents: 40_000,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth');
  await signInOnAuthPage(page, email, password);
  await expect(page).not.toHaveURL(/\/auth/);
}

test('a bid notifies the customer live; both sides message each other live', async ({
  page: customerPage,
  browser,
  request,
  site,
}) => {
  test.setTimeout(120_000);
  const customer = await register(request, 'customer', 'Morgan Messages');
  const pro = await register(request, 'provider', 'Riley Pro');
  const business = `Riley Plumbing ${Date.now()}`;
  const profile = await request.put('/api/me/provider-profile', {
    headers: { Authorization: `Bearer ${pro.token}` },
    data: {
      business_name: business,
      bio: 'Plumbing repairs across Austin.',
      services: ['plumbing'],
      zip: '78701',
      radius_miles: 10,
      years_in_business: 4,
    },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  const title = `Dishwasher leak ${Date.now()}`;
  const jobId = await postJob(request, customer.token, title);

  // --- The customer is on the job page, signed in, with the stream open -----------------------------------
  await failMapTiles(customerPage);
  await signIn(customerPage, customer.email, customer.password);
  await customerPage.goto(`/job/${jobId}`);
  await expect(customerPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const bell = customerPage.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  // --- The provider bids (through the api); the customer's bell counts it without a reload ----------------
  const bid = await request.post(`/api/jobs/${jobId}/bids`, {
    headers: { Authorization: `Bearer ${pro.token}` },
    data: { amount_cents: 28_000, message: 'I can fix it tomorrow morning.' },
  });
  expect(bid.status(), await bid.text()).toBe(201);
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await bell.click();
  const notice = customerPage
    .getByRole('list', { name: 'Notifications list' })
    .getByRole('button', { name: new RegExp(`New bid on .${title}.`) });
  await expect(notice).toBeVisible();
  await customerPage.keyboard.press('Escape');
  await expect(bell).toBeFocused();

  // --- The provider opens the conversation the bid started --------------------------------------------------
  const conversations = await apiGet<Array<{ id: number; job: { id: number } }>>(
    request,
    '/api/conversations',
    pro.token,
  );
  const conversationId = conversations.find((item) => item.job.id === jobId)?.id;
  expect(conversationId).toBeTruthy();
  const proContext = await browser.newContext({ baseURL: site.baseUrl });
  await stubThirdParties(proContext);
  const proPage = await proContext.newPage();
  await signIn(proPage, pro.email, pro.password);
  await navigateInApp(proPage, `/messages/${conversationId}`);
  const proLog = proPage.getByRole('log', { name: 'Messages with Morgan Messages' });
  await expect(proLog).toContainText('I can fix it tomorrow morning.');

  // --- The customer goes from the bid to the conversation and replies ---------------------------------------
  await customerPage.getByRole('link', { name: `Message ${business}` }).click();
  await expect(customerPage).toHaveURL(new RegExp(`/messages/${conversationId}$`));
  const customerLog = customerPage.getByRole('log', { name: `Messages with ${business}` });
  await expect(customerLog).toContainText('I can fix it tomorrow morning.');
  const customerBox = customerPage.getByRole('textbox', { name: 'Message' });
  await customerBox.fill('Great, 9am works. The sink is in the kitchen.');
  await customerBox.press('Enter');
  await expect(customerLog).toContainText('Great, 9am works.');

  // --- The provider sees the reply arrive, and it gets a Seen receipt once read ----------------------------
  await expect(proLog).toContainText('Great, 9am works. The sink is in the kitchen.');
  const proBox = proPage.getByRole('textbox', { name: 'Message' });
  await proBox.fill('See you at 9. Details: https://example.com/prep');
  await proBox.press('Enter');

  // --- …and the customer sees the answer live, with the link safe ------------------------------------------
  await expect(customerLog).toContainText('See you at 9.');
  const link = customerLog.getByRole('link', { name: 'https://example.com/prep' });
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(proLog.getByText('Seen')).toBeVisible();
  await proContext.close();

  // --- No serious or critical axe violation on the thread, in either theme ----------------------------------
  const blocking = async (label: string) =>
    (await new AxeBuilder({ page: customerPage }).analyze()).violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${label}: ${violation.id} (${violation.nodes.length})`);
  const found = await blocking('thread, light');
  await customerPage.evaluate(() => window.localStorage.setItem('theme', 'dark'));
  await customerPage.reload();
  await expect(customerLog).toContainText('See you at 9.');
  found.push(...(await blocking('thread, dark')));
  expect(found).toEqual([]);

  // --- At 390 px the list and the thread are separate screens, and nothing scrolls sideways ----------------
  const pageWidth = () => customerPage.evaluate(() => document.documentElement.scrollWidth);
  await customerPage.setViewportSize({ width: 390, height: 844 });
  await expect(customerLog).toBeVisible();
  await expect(customerPage.getByRole('list', { name: 'Conversations' })).toBeHidden();
  expect(await pageWidth()).toBeLessThanOrEqual(390);
  await customerPage.getByRole('link', { name: 'All conversations' }).click();
  await expect(customerPage).toHaveURL(/\/messages$/);
  await expect(customerPage.getByRole('list', { name: 'Conversations' })).toBeVisible();
  await expect(customerLog).toBeHidden();
  expect(await pageWidth()).toBeLessThanOrEqual(390);
});
