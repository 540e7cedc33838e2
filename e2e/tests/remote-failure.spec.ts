import { startApp, stopApp } from '../support/siteState';
import { expect, navigateInApp, test } from '../support/fixtures';

test.afterEach(async ({ site }) => {
  // Leave the blog served for the next test even when this one failed half-way.
  const response = await fetch(`http://127.0.0.1:${site.ports.blog}/mf-manifest.json`).catch(() => null);
  if (!response?.ok) await startApp('blog');
});

test('a stopped remote costs only its own area, and Retry brings it back without a reload', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  // Survives client-side navigation, vanishes on a reload: proves no reload happened.
  await page.evaluate(() => ((window as unknown as { __sameDocument: string }).__sameDocument = 'yes'));

  await stopApp('blog');
  await navigateInApp(page, '/blog');
  const fallback = page.getByTestId('remote-fallback');
  await expect(fallback).toBeVisible();

  // The rest of the site keeps working: the header is there and another area renders.
  await expect(page.getByTestId('desktop-header')).toBeVisible();
  await navigateInApp(page, '/jobs');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(fallback).toHaveCount(0);

  await navigateInApp(page, '/blog');
  await expect(fallback).toBeVisible();
  await startApp('blog');
  await page.getByTestId('remote-retry').click();
  await expect(fallback).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/blog$/);

  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: string }).__sameDocument)).toBe(
    'yes',
  );
});
