import { expect, test } from '../support/fixtures';

test.describe('the composed site', () => {
  test('renders the shell around the marketing remote at /', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('desktop-header')).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByTestId('site-footer')).toBeVisible();
    // The heading comes from the marketing remote, loaded at run time from its own origin.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Find Local Service Pros. Compare Bids & Hire the Best.' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Prohive | Help around the home at your fingertips');
  });

  test('sends an unknown path to /404', async ({ page }) => {
    await page.goto('/definitely-not-a-prohive-page');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('main')).toBeVisible();
  });

  test('serves every remote from its own origin, with a manifest', async ({ page, site }) => {
    const remotes = (await (await page.request.get('/remotes.json')).json()) as Record<string, string>;
    expect(Object.keys(remotes).sort()).toEqual([
      'account',
      'admin',
      'blog',
      'free_tools',
      'jobs',
      'marketing',
    ]);
    for (const [name, url] of Object.entries(remotes)) {
      expect(new URL(url).origin).not.toBe(site.baseUrl);
      const manifest = (await (await page.request.get(url)).json()) as { name: string };
      expect(manifest.name).toBe(name);
    }
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('shows the bottom tab bar', async ({ page }) => {
    await page.goto('/blog');
    const tabBar = page.getByTestId('mobile-tab-bar');
    await expect(tabBar).toBeVisible();
    for (const tab of ['Home', 'Explore', 'Post Job', 'Saved', 'Profile']) {
      await expect(tabBar.getByText(tab, { exact: true })).toBeVisible();
    }
    await expect(page.getByTestId('desktop-header')).toBeHidden();
  });
});
