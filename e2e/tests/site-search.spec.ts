// Site search (/search, the blog remote) also lists open jobs from the api, and its See all continues on
// Find Jobs with the same words.
import { expect, test } from '../support/fixtures';

const PASSWORD = 'e2e-site-search-password-1';
const word = `marigold${Date.now().toString(36)}`;

test('site search shows a matching open job and See all goes to Find Jobs', async ({ page, request }) => {
  const email = `site-search-${Date.now()}@example.test`;
  const registered = await request.post('/api/register', {
    data: { name: 'Robin Searcher', email, password: PASSWORD, password_confirmation: PASSWORD, roleId: 3 },
  });
  expect(registered.status(), await registered.text()).toBeLessThan(300);
  const { access_token: token } = (await registered.json()) as { access_token: string };
  const posted = await request.post('/api/jobs', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      category: 'cleaning',
      service_type: 'office',
      title: `Deep clean with ${word}`,
      description: 'A deep clean of a small office before the new tenants move in next month.',
      timing: 'flexible',
      zip: '60601',
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const { data: job } = (await posted.json()) as { data: { id: number } };

  await page.goto(`/search?q=${word}`);
  const jobs = page.getByRole('region', { name: 'Open jobs' });
  const link = jobs.getByRole('link', { name: new RegExp(`Deep clean with ${word}`) });
  await expect(link).toHaveAttribute('href', `/job/${job.id}`);
  await expect(jobs).toContainText('Chicago, IL');
  await jobs.getByRole('link', { name: /See them on Find Jobs|See all/ }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs\\?q=${word}$`));
  await expect(page.getByTestId('job-card')).toHaveCount(1);
});
