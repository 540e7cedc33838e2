// Issue #13 through the composed site and the real api: a customer posts a job; the approval email lands in
// the development mailbox, read on /admin/mailbox; the link page approves it signed out; a matching pro (the
// demo pro: pro plan with job alerts, plumbing in Austin) gets the job alert; a second campaign is rejected
// with a reason; an admin approves a pro's licence and the badge shows on the public profile; a suspended
// user cannot sign in.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { DEMO_PRO, apiGet, login, register, signInOnAuthPage, tinyPng } from '../support/jobsFlow';

const ADMIN = { email: 'admin@prohive.test', password: DEMO_PRO.password } as const;

const JOB = {
  category: 'plumbing',
  service_type: 'home',
  description: 'The pipe under the kitchen sink drips constantly; needs a new trap and seal.',
  answers: { urgency: 'soon', fixtures: ['sink'] },
  timing: 'asap',
  budget_min_cents: 10_000,
  budget_max_cents: 30_000,
  zip: '78701',
  address: '500 Congress Ave, Apt 4',
};

async function postJob(request: APIRequestContext, token: string, title: string): Promise<number> {
  const response = await request.post('/api/jobs', {
    headers: { Authorization: `Bearer ${token}` },
    data: { ...JOB, title },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

interface MailboxItem {
  id: number;
  subject: string;
}

/** The approval link (path) of the newest approval email naming `title`, read through the admin mailbox api. */
async function approvalPathFor(
  request: APIRequestContext,
  adminToken: string,
  title: string,
): Promise<string> {
  let path = '';
  await expect
    .poll(async () => {
      const list = await apiGet<MailboxItem[]>(request, '/api/admin/mailbox?per_page=50', adminToken);
      for (const item of list) {
        const mail = await apiGet<{ text: string }>(request, `/api/admin/mailbox/${item.id}`, adminToken);
        const match = /\/admin\/campaign-approval\/\d+\/[A-Za-z0-9_-]+/.exec(mail.text);
        if (match && mail.text.includes(title)) {
          path = match[0];
          return true;
        }
      }
      return false;
    })
    .toBe(true);
  return path;
}

async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/auth');
  await signInOnAuthPage(page, ADMIN.email, ADMIN.password);
  await expect(page).not.toHaveURL(/\/auth/);
}

test('campaign approval by link, job alert, rejection, certificate badge and suspension', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const adminToken = await login(request, ADMIN.email, ADMIN.password);
  const proToken = await login(request, DEMO_PRO.email, DEMO_PRO.password);
  const customer = await register(request, 'customer', 'Casey Admin-Flow');

  // --- A job is posted; its approval email is in the mailbox ------------------------------------------------
  const approveTitle = `Admin flow sink ${Date.now()}`;
  const jobId = await postJob(request, customer.token, approveTitle);
  const approvePath = await approvalPathFor(request, adminToken, approveTitle);

  await signInAsAdmin(page);
  await page.goto('/admin/mailbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Mailbox' })).toBeVisible();
  await page
    .getByRole('link', { name: new RegExp(approveTitle) })
    .first()
    .click();
  await page.getByRole('button', { name: 'Text' }).click();
  await expect(page.getByTestId('email-text')).toContainText(approvePath);

  // --- The link works signed out ------------------------------------------------------------------------------
  const visitor = await browser.newContext();
  const linkPage = await visitor.newPage();
  await linkPage.goto(approvePath);
  await expect(linkPage.getByRole('heading', { level: 1, name: 'Campaign approval' })).toBeVisible();
  await expect(linkPage.getByText(approveTitle).first()).toBeVisible();
  await linkPage.getByRole('button', { name: 'Approve' }).click();
  await expect(linkPage.getByRole('heading', { name: 'Campaign approved' })).toBeVisible();

  // --- The matching pro hears about the job ------------------------------------------------------------------
  await expect
    .poll(async () => {
      const list = await apiGet<Array<{ data?: unknown; link?: string; title?: string }>>(
        request,
        '/api/notifications',
        proToken,
      );
      return JSON.stringify(list).includes(`/jobs/${jobId}`);
    })
    .toBe(true);

  // --- A second campaign is rejected with a reason through its link -----------------------------------------
  const rejectTitle = `Admin flow reject ${Date.now()}`;
  await postJob(request, customer.token, rejectTitle);
  const rejectPath = await approvalPathFor(request, adminToken, rejectTitle);
  await linkPage.goto(rejectPath);
  await linkPage.getByRole('button', { name: 'Reject…' }).click();
  await linkPage.getByRole('button', { name: 'Reject campaign' }).click();
  await expect(linkPage.getByText('Give a reason.')).toBeVisible();
  await linkPage.getByLabel(/why is this campaign rejected/i).fill('Duplicate of an earlier job');
  await linkPage.getByRole('button', { name: 'Reject campaign' }).click();
  await expect(linkPage.getByRole('heading', { name: 'Campaign rejected' })).toBeVisible();
  await linkPage.goto(`${approvePath.slice(0, -3)}zzz`);
  await expect(linkPage.getByRole('heading', { name: 'This approval link is not valid' })).toBeVisible();
  await visitor.close();

  // --- A pro's licence is verified and the badge shows --------------------------------------------------------
  const pro = await register(request, 'provider', 'Lee Licensed');
  const profile = await request.put('/api/me/provider-profile', {
    headers: { Authorization: `Bearer ${pro.token}` },
    data: {
      business_name: `Lee Licensed Plumbing ${Date.now()}`,
      bio: 'Licensed plumbing across Austin.',
      services: ['plumbing'],
      zip: '78701',
      radius_miles: 10,
      years_in_business: 3,
    },
  });
  expect(profile.status(), await profile.text()).toBeLessThan(300);
  const upload = await request.post('/api/uploads', {
    headers: { Authorization: `Bearer ${pro.token}` },
    multipart: {
      purpose: 'certificate',
      file: { name: 'licence.png', mimeType: 'image/png', buffer: tinyPng() },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const uploadId = ((await upload.json()) as { data: { id: number } }).data.id;
  const submitted = await request.post('/api/me/certificates', {
    headers: { Authorization: `Bearer ${pro.token}` },
    data: { kind: 'license', upload_id: uploadId },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
  const me = await apiGet<{ id: number }>(request, '/api/me', pro.token);

  // The pending queue is oldest first and the demo data has its own: open the page that holds this one.
  const certificateId = ((await submitted.json()) as { data: { id: number } }).data.id;
  const queue = await request.get('/api/admin/certificates?status=pending&per_page=100', {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  const pending = ((await queue.json()) as { data: Array<{ id: number }> }).data;
  const index = pending.findIndex((row) => row.id === certificateId);
  expect(index).toBeGreaterThanOrEqual(0);
  await page.goto(`/admin/certificates?page=${Math.floor(index / 20) + 1}`);
  const card = page.getByRole('region', { name: /Licence · Lee Licensed Plumbing/ });
  await card.getByRole('button', { name: 'View file' }).click();
  await expect(card.getByRole('img', { name: /license of Lee Licensed/ })).toBeVisible();
  await card.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(card).toHaveCount(0);
  await page.goto(`/professionals/${me.id}`);
  await expect(page.getByText('Licence verified')).toBeVisible();

  // --- A suspended user cannot sign in -------------------------------------------------------------------------
  const customerMe = await apiGet<{ id: number }>(request, '/api/me', customer.token);
  await page.goto(`/admin/users/${customerMe.id}`);
  await page.getByRole('button', { name: 'Suspend' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').fill('Posting fake jobs');
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByRole('button', { name: 'Unsuspend' })).toBeVisible();
  const refused = await request.post('/api/login', {
    data: { email: customer.email, password: customer.password },
  });
  expect(refused.status()).toBeGreaterThanOrEqual(400);
  expect(refused.status()).toBeLessThan(500);
});

/** Which page of an oldest-first admin list (20 a page) holds the report of `conversationId`. */
async function reportPage(
  request: APIRequestContext,
  adminToken: string,
  status: 'open' | 'reviewed',
  conversationId: number,
): Promise<number> {
  const reports = await apiGet<Array<{ subject_id: number }>>(
    request,
    `/api/admin/reports?status=${status}&per_page=100`,
    adminToken,
  );
  const index = reports.findIndex((report) => report.subject_id === conversationId);
  expect(index).toBeGreaterThanOrEqual(0);
  return Math.floor(index / 20) + 1;
}

test('a reported conversation is hidden and restored; a reopened job sends a new campaign for approval', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const adminToken = await login(request, ADMIN.email, ADMIN.password);
  const proToken = await login(request, DEMO_PRO.email, DEMO_PRO.password);
  const customer = await register(request, 'customer', 'Robin Reporter');
  const title = `Moderated sink ${Date.now()}`;
  const jobId = await postJob(request, customer.token, title);

  // The demo pro bids; the bid's message opens the conversation, which the customer reports.
  const bid = await request.post(`/api/jobs/${jobId}/bids`, {
    headers: { Authorization: `Bearer ${proToken}` },
    data: { amount_cents: 20_000, message: 'Pay me in gift cards first.', estimated_duration_minutes: 60 },
  });
  expect(bid.status(), await bid.text()).toBe(201);
  const conversationId = ((await bid.json()) as { data: { conversation_id: number } }).data.conversation_id;
  const reported = await request.post(`/api/conversations/${conversationId}/report`, {
    headers: { Authorization: `Bearer ${customer.token}` },
    data: { reason: 'Asks for gift cards.' },
  });
  expect(reported.status(), await reported.text()).toBe(201);
  const messagesSeenBy = async (token: string) =>
    (await apiGet<unknown[]>(request, `/api/conversations/${conversationId}/messages`, token)).length;
  expect(await messagesSeenBy(customer.token)).toBe(1);

  // --- The admin reads it and hides it with a reason -----------------------------------------------------------
  await signInAsAdmin(page);
  await page.goto(`/admin/moderation?page=${await reportPage(request, adminToken, 'open', conversationId)}`);
  const report = page.getByRole('listitem').filter({ hasText: `Conversation #${conversationId} ·` });
  await report.getByRole('button', { name: 'Read conversation' }).click();
  await expect(
    report.getByRole('region', { name: `Messages of conversation #${conversationId}` }),
  ).toContainText('Pay me in gift cards first.');
  await report.getByRole('button', { name: 'Hide conversation…' }).click();
  const hideDialog = page.getByRole('dialog', { name: `Hide conversation #${conversationId}?` });
  await hideDialog.getByRole('button', { name: 'Hide' }).click();
  await expect(hideDialog.getByText('Give a reason.')).toBeVisible();
  await hideDialog.getByRole('textbox').fill('Gift card scam');
  await hideDialog.getByRole('button', { name: 'Hide' }).click();
  await expect(hideDialog).toBeHidden();
  // Handled: it leaves the open reports.
  await expect(page.getByText(`Conversation #${conversationId} ·`)).toHaveCount(0);

  // Both participants keep the thread but see no messages and cannot write.
  expect(await messagesSeenBy(customer.token)).toBe(0);
  expect(await messagesSeenBy(proToken)).toBe(0);
  const blockedSend = await request.post(`/api/conversations/${conversationId}/messages`, {
    headers: { Authorization: `Bearer ${proToken}` },
    data: { body: 'Hello?' },
  });
  expect(blockedSend.status()).toBe(403);
  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  await customerPage.goto('/auth');
  await signInOnAuthPage(customerPage, customer.email, customer.password);
  await expect(customerPage).not.toHaveURL(/\/auth/);
  await customerPage.goto(`/messages/${conversationId}`);
  await expect(customerPage.getByRole('note')).toContainText('A moderator hid this conversation');

  // --- Restored from the reviewed reports ----------------------------------------------------------------------
  await page.goto(
    `/admin/moderation?status=reviewed&page=${await reportPage(request, adminToken, 'reviewed', conversationId)}`,
  );
  const handled = page.getByRole('listitem').filter({ hasText: `Conversation #${conversationId} ·` });
  await expect(handled.getByText('Hidden', { exact: true })).toBeVisible();
  await handled.getByRole('button', { name: 'Restore conversation…' }).click();
  const restoreDialog = page.getByRole('dialog', { name: `Restore conversation #${conversationId}?` });
  await restoreDialog.getByRole('textbox').fill('Reporter withdrew the complaint');
  await restoreDialog.getByRole('button', { name: 'Restore' }).click();
  await expect(handled.getByRole('button', { name: 'Hide conversation…' })).toBeVisible();
  expect(await messagesSeenBy(customer.token)).toBe(1);

  // --- The customer cancels, then reopens the job: a new campaign awaits approval in the mailbox ---------------
  const cancelled = await request.post(`/api/jobs/${jobId}/cancel`, {
    headers: { Authorization: `Bearer ${customer.token}` },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  await customerPage.goto(`/job/${jobId}`);
  await customerPage.getByRole('button', { name: 'Reopen job' }).click();
  const reopenDialog = customerPage.getByRole('dialog', { name: 'Reopen this job?' });
  await reopenDialog.getByRole('button', { name: 'Reopen job' }).click();
  await expect(customerPage.getByTestId('job-status')).toHaveText(/Open/);
  await expect(customerPage.getByRole('button', { name: 'Reopen job' })).toHaveCount(0);
  await customerContext.close();

  const reopenedSubject = `Approve job alerts: ${title} (reopened)`;
  await expect
    .poll(async () =>
      (await apiGet<MailboxItem[]>(request, '/api/admin/mailbox?per_page=50', adminToken)).some(
        (item) => item.subject === reopenedSubject,
      ),
    )
    .toBe(true);
  await page.goto('/admin/mailbox');
  await page
    .getByRole('link', { name: /\(reopened\)/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Text' }).click();
  const text = await page.getByTestId('email-text').innerText();
  expect(text).toContain('was reopened by its owner');
  const link = /\/admin\/campaign-approval\/\d+\/[A-Za-z0-9_-]+/.exec(text)?.[0];
  expect(link).toBeTruthy();
  // The new campaign waits for a decision: its link offers Approve.
  await page.goto(link!);
  await expect(page.getByText(title).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toBeVisible();
});
