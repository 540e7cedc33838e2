// The marketing remote's public pages in the composed site: the homepage's sections and links at desktop width,
// the phone redirect, every page's heading and title, the payment estimate, and the location pages. Lists of
// posts and cities are read from the api at run time, so editors and seeds can change without breaking these.
import type { Page } from '@playwright/test';
import { PUBLIC_PAGES, SERVICE_PAGE_SLUGS } from '../../shared/src/contracts/publicPages';
import { expect, test } from '../support/fixtures';

const DEFAULT_TITLE = 'Prohive | Help around the home at your fingertips';

/** The marketing remote's pages made of copy (all but the homepage), from the site's one public page list. */
const INFO_PAGES = PUBLIC_PAGES.filter((page) => page.remote === 'marketing' && page.kind !== 'home').map(
  (page) => page.path,
);

/** The nine service pages of spec §2. */
const SERVICE_SLUGS = SERVICE_PAGE_SLUGS;

/**
 * Spec §9: a page's own title, carrying the brand once, as ' | Prohive' appended when its wording lacks it
 * ('How Prohive works' stays as it is). Never the homepage's default.
 */
async function expectBrandedTitle(page: Page, label: string): Promise<void> {
  await expect(page, label).not.toHaveTitle(DEFAULT_TITLE);
  await expect(page, label).toHaveTitle(/Prohive/);
  const title = await page.title();
  const wording = title.replace(/ \| Prohive$/, '');
  expect(wording.includes('Prohive') ? title : `${wording} | Prohive`, label).toBe(title);
}

/** The page's one h1, once the remote has rendered it. */
async function expectOneHeading(page: Page): Promise<void> {
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(heading).toHaveCount(1);
  await expect(heading).toBeVisible();
  await expect(heading).not.toBeEmpty();
}

test.describe('the homepage at desktop width', () => {
  test('has the hero, the search form and links to services, posting and browsing', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { level: 1, name: 'Find Local Service Pros. Compare Bids & Hire the Best.' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(DEFAULT_TITLE);
    await expect(main.getByRole('search', { name: 'Find a service professional' })).toBeVisible();

    const popular = main.getByRole('navigation', { name: 'Popular services' });
    const serviceLinks = popular.getByRole('link');
    await expect(serviceLinks).toHaveCount(4);
    for (const href of await serviceLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(/^\/services\/[a-z-]+$/);
      expect(SERVICE_SLUGS).toContain(href?.replace('/services/', ''));
    }

    await main.getByRole('link', { name: 'Post a Project' }).first().click();
    await expect(page).toHaveURL(/\/create-job$/);
    await page.goBack();
    await main.getByRole('link', { name: 'Browse Pros' }).first().click();
    await expect(page).toHaveURL(/\/professionals$/);
    await page.goBack();
    await popular.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/services\/[a-z-]+$/);
    await expectOneHeading(page);
  });

  test('turns the testimonial carousel with its buttons and the keyboard', async ({ page }) => {
    await page.goto('/');
    await page.locator('[data-lazy-section="testimonials"]').scrollIntoViewIfNeeded();
    const carousel = page.getByRole('region', { name: 'What customers say' });
    await carousel.scrollIntoViewIfNeeded();
    const firstSlide = carousel.locator('[aria-roledescription="slide"]').first();
    await expect(firstSlide).toHaveAttribute('aria-label', '1 of 12');
    const perView = await carousel.locator('[aria-roledescription="slide"]').count();
    expect(perView).toBeGreaterThan(0);

    await carousel.getByRole('button', { name: 'Next testimonials' }).click();
    await expect(firstSlide).toHaveAttribute('aria-label', `${perView + 1} of 12`);
    await carousel.getByRole('button', { name: 'Previous testimonials' }).click();
    await expect(firstSlide).toHaveAttribute('aria-label', '1 of 12');

    await carousel.focus();
    await page.keyboard.press('ArrowRight');
    await expect(firstSlide).toHaveAttribute('aria-label', `${perView + 1} of 12`);
    await page.keyboard.press('ArrowLeft');
    await expect(firstSlide).toHaveAttribute('aria-label', '1 of 12');
    await page.keyboard.press('End');
    await expect(firstSlide).not.toHaveAttribute('aria-label', '1 of 12');
    await page.keyboard.press('Home');
    await expect(firstSlide).toHaveAttribute('aria-label', '1 of 12');
  });

  test('loads the latest blog posts only when scrolled near, with a link to /blog', async ({ page }) => {
    const response = await page.request.get('/api/wp-json/wp/v2/posts?per_page=8&_fields=slug');
    expect(response.ok()).toBe(true);
    const slugs = ((await response.json()) as Array<{ slug: string }>).map((post) => post.slug);
    expect(slugs.length).toBeGreaterThan(0);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const band = page.locator('[data-lazy-section="blog"]');
    // Far below the fold on arrival: nothing of it is rendered yet.
    await expect(band).toHaveAttribute('data-loaded', 'false');
    await expect(band.getByRole('heading', { name: 'Latest from the blog' })).toHaveCount(0);

    await band.scrollIntoViewIfNeeded();
    await expect(band.getByRole('heading', { name: 'Latest from the blog' })).toBeVisible();
    const postLinks = band.locator('h3 a');
    await expect(postLinks).toHaveCount(slugs.length);
    await expect(postLinks.first()).toHaveAttribute('href', `/blog/${encodeURIComponent(slugs[0] ?? '')}`);

    await band.getByRole('link', { name: 'View all' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });
});

test.describe('the homepage on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('redirects / to /professionals', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/professionals$/);
  });
});

test.describe('every marketing page', () => {
  test('info pages render their heading and a branded title', async ({ page }) => {
    for (const path of INFO_PAGES) {
      await page.goto(path);
      await expect(page, path).toHaveURL(new RegExp(`${path}$`));
      await expectOneHeading(page);
      await expectBrandedTitle(page, path);
    }
  });

  test('service pages render their heading and title; an unknown service goes to /404', async ({ page }) => {
    for (const slug of SERVICE_SLUGS) {
      await page.goto(`/services/${slug}`);
      await expectOneHeading(page);
      await expectBrandedTitle(page, slug);
      await expect(
        page.getByRole('main').locator(`a[href="/services/${slug}/professionals"]`).first(),
      ).toBeVisible();
    }
    await page.goto('/services/underwater-basket-weaving');
    await expect(page).toHaveURL(/\/404$/);
  });

  test('the rate check turns amount, term and APR into a monthly payment', async ({ page }) => {
    await page.goto('/financing/rate-check');
    const form = page.getByRole('form', { name: 'Payment estimator' });
    await form.getByLabel('Amount to finance (USD)').fill('10000');
    await form.getByLabel('Repayment term').selectOption('36');
    await form.getByLabel('APR (%)').fill('6');
    await form.getByRole('button', { name: 'Estimate my payment' }).click();
    // 10,000 over 36 months at 6% APR: 10000 · 0.005 / (1 − 1.005^−36).
    const monthly = page.locator('dt', { hasText: 'Monthly payment' }).locator('xpath=following-sibling::dd');
    await expect(monthly).toHaveText('$304.22');

    await form.getByLabel('Amount to finance (USD)').fill('5');
    await form.getByRole('button', { name: 'Estimate my payment' }).click();
    await expect(form.getByLabel('Amount to finance (USD)')).toHaveAttribute('aria-invalid', 'true');
  });
});

test.describe('location pages', () => {
  test('a city with providers renders its heading; a made-up one goes to /404', async ({ page }) => {
    const response = await page.request.get('/api/sitemap-entries');
    expect(response.ok()).toBe(true);
    const { data } = (await response.json()) as {
      data: { locations: Array<{ city: string; path: string; services: Array<{ path: string }> }> };
    };
    const city = data.locations[0];
    if (!city) throw new Error('the seeded api lists no city with providers');

    await page.goto(city.path);
    await expectOneHeading(page);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText(city.city);
    await expectBrandedTitle(page, city.path);

    const servicePath = city.services[0]?.path;
    if (servicePath) {
      await page.goto(servicePath);
      await expectOneHeading(page);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText(city.city);
    }

    await page.goto('/zz/nowhere-city');
    await expect(page).toHaveURL(/\/404$/);
  });
});

test.describe('pages fed by the api', () => {
  test('/for-providers lists the api plans, each with a subscribe path into provider sign-up', async ({
    page,
  }) => {
    const response = await page.request.get('/api/plans');
    expect(response.ok()).toBe(true);
    const plans = ((await response.json()) as { data: Array<{ slug: string; name: string }> }).data;
    expect(plans.length).toBeGreaterThan(0);

    await page.goto('/for-providers');
    const section = page.getByRole('region', { name: 'Choose your plan' });
    for (const plan of plans) {
      const card = section.getByRole('article', { name: plan.name, exact: true });
      await expect(card).toBeVisible();
      await expect(card.getByRole('link')).toHaveAttribute('href', /^\/provider-signup\?/);
    }
  });

  test('/financing-waitlist stores a signup and answers a repeated email kindly', async ({ page }) => {
    const email = `waitlist-${Date.now()}@example.com`;
    const join = async () => {
      await page.goto('/financing-waitlist');
      const main = page.getByRole('main');
      await main.getByLabel('Your name').fill('Dana Reyes');
      await main.getByLabel('Email address').fill(email);
      await main.getByLabel('ZIP code').fill('92101');
      await main.getByRole('button', { name: 'Join the waitlist' }).click();
    };
    await join();
    await expect(page.getByRole('heading', { name: 'You are on the list' })).toBeVisible();
    await join();
    await expect(page.getByRole('heading', { name: 'You are already on the list' })).toBeVisible();
  });

  // Exclusive: a job another browser posted between the two reads would change the count.
  test(
    'a service page shows the live provider and open-job counts from the api',
    { tag: '@exclusive' },
    async ({ page }) => {
      const response = await page.request.get('/api/service-categories/plumbing/summary');
      expect(response.ok()).toBe(true);
      const { data } = (await response.json()) as {
        data: { provider_count: number; open_job_count: number };
      };

      await page.goto('/services/plumbing');
      const figures = page.getByRole('group', { name: 'Live numbers' }).locator('dd');
      await expect(figures).toHaveText([
        data.provider_count.toLocaleString('en-US'),
        data.open_job_count.toLocaleString('en-US'),
      ]);
    },
  );
});
