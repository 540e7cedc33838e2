import { Suspense } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from '@prohive/shared';
import { formatPageTitle } from '@prohive/ui';
import { BRAND } from '@prohive/shared';
import { renderWithProviders } from '@prohive/shared/testing';
import { routes } from '../../routes';
import { INFO_PAGES, INFO_PAGE_PATHS } from '../../features/info/infoPages';
import { faqPage } from '../../features/faq/faqPage';
import { rateCheckPage } from '../../features/info/pages/financing';
import { SERVICES, SERVICE_SLUGS } from '../../lib/serviceCategories';

function renderAt(path: string) {
  return renderWithProviders(
    <Suspense fallback={<p>Loading…</p>}>
      <Routes>
        {routes.map(({ path: pattern, Component }) => (
          <Route key={pattern} path={pattern} element={<Component />} />
        ))}
        <Route path="/professionals" element={<p>Professionals screen</p>} />
        <Route path="/404" element={<p>Not found screen</p>} />
      </Routes>
    </Suspense>,
    { route: path },
  );
}

const fetchMock = jest.fn(
  async () => new Response('[]', { status: 200, headers: { 'X-WP-TotalPages': '0' } }),
);

beforeEach(() => {
  Object.assign(window, { fetch: fetchMock, innerWidth: 1280 });
  Object.assign(globalThis, { fetch: fetchMock });
  document.head.innerHTML = '';
});

const h1 = () => screen.findByRole('heading', { level: 1 });
const meta = (selector: string, attr: string) => document.head.querySelector(selector)?.getAttribute(attr);

describe('every marketing page renders its heading, title, description and canonical URL', () => {
  const pages: Array<[path: string, heading: string, title: string]> = [
    ...INFO_PAGE_PATHS.map((path): [string, string, string] => {
      const page = INFO_PAGES[path];
      return [path, page.heading ?? page.title, formatPageTitle(page.title)];
    }),
    ['/faq', faqPage.title, formatPageTitle(faqPage.title)],
    ['/financing/rate-check', rateCheckPage.title, formatPageTitle(rateCheckPage.title)],
    ...SERVICE_SLUGS.map((slug): [string, string, string] => [
      `/services/${slug}`,
      `${SERVICES[slug].title} services`,
      `${SERVICES[slug].title} services near you${BRAND.titleSuffix}`,
    ]),
  ];

  it.each(pages)('%s', async (path, heading, title) => {
    renderAt(path);
    expect(await h1()).toHaveTextContent(heading);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe(title));
    expect(meta('meta[name="description"]', 'content')?.length).toBeGreaterThan(50);
    const expectedCanonical = path === '/about-us' ? '/about' : path;
    expect(meta('link[rel="canonical"]', 'href')).toBe(`${window.location.origin}${expectedCanonical}`);
  });
});

describe('homepage', () => {
  it('shows the hero, default title, JSON-LD and the links the spec asks for at desktop width', async () => {
    renderAt('/');
    expect(await h1()).toHaveTextContent('Find Local Service Pros. Compare Bids & Hire the Best.');
    expect(document.title).toBe('Prohive | Help around the home at your fingertips');
    expect(screen.getByRole('search')).toBeInTheDocument();

    for (const [name, href] of [
      ['Plumbing', '/services/plumbing'],
      ['Electrical', '/services/electrical'],
      ['Cleaning', '/services/cleaning'],
      ['Landscaping', '/services/landscaping'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    for (const link of screen.getAllByRole('link', { name: 'Post a Project' })) {
      expect(link).toHaveAttribute('href', '/create-job');
    }
    for (const link of screen.getAllByRole('link', { name: 'Browse Pros' })) {
      expect(link).toHaveAttribute('href', '/professionals');
    }
    expect(await screen.findByRole('link', { name: 'View all' })).toHaveAttribute('href', '/blog');

    const ld = Array.from(document.head.querySelectorAll('script[type="application/ld+json"]')).map(
      (el) => JSON.parse(el.textContent ?? '') as { '@type': string },
    );
    expect(ld.map((item) => item['@type'])).toEqual(['Organization', 'WebSite']);
  });

  it('states the spec figures: trust strip, pro figures and stats strip', async () => {
    renderAt('/');
    await h1();
    for (const text of [
      '4.9/5 from 156 reviews',
      '10,000+ users',
      'Responses in under 1 hour',
      '50,000+',
      '200,000+',
      '4.8/5',
      '99%',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    for (const text of ['5000+ verified professionals', '90% satisfaction', 'Response within 24 hours']) {
      expect(
        screen.getByText((_, el) => el?.tagName === 'SPAN' && el.textContent === text),
      ).toBeInTheDocument();
    }
    for (const heading of ['How Prohive works', 'Why people choose Prohive', 'The Prohive advantage']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    for (const step of ['Post a job', 'Get offers', 'Get it done']) {
      expect(screen.getByRole('heading', { level: 3, name: step })).toBeInTheDocument();
    }
    for (const advantage of [
      'Verified providers',
      'Rated and reviewed',
      'Quick responses',
      'Satisfaction guaranteed',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: advantage })).toBeInTheDocument();
    }
  });

  it('redirects to /professionals below 640 px', async () => {
    Object.assign(window, { innerWidth: 639 });
    renderAt('/');
    expect(await screen.findByText('Professionals screen')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('stays on the homepage at exactly 640 px', async () => {
    Object.assign(window, { innerWidth: 640 });
    renderAt('/');
    expect(await h1()).toHaveTextContent('Find Local Service Pros.');
  });
});

describe('long copy pages', () => {
  it('list their sections under "On this page", linking to each heading', async () => {
    renderAt('/terms');
    await h1();
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    const link = within(nav).getByRole('link', { name: '5. Satisfaction guarantee' });
    const target = document.getElementById(link.getAttribute('href')?.slice(1) ?? '');
    expect(target).toHaveTextContent('5. Satisfaction guarantee');
    expect(target?.tagName).toBe('H2');
  });
});

describe('service pages', () => {
  it('link to the category professionals and name the trade properly', async () => {
    renderAt('/services/hvac');
    await h1();
    for (const link of screen.getAllByRole('link', { name: 'See HVAC professionals' })) {
      expect(link).toHaveAttribute('href', '/services/hvac/professionals');
    }
    expect(
      screen.getByRole('heading', { level: 2, name: 'How to hire an HVAC pro on Prohive' }),
    ).toBeInTheDocument();
    const ld = JSON.parse(
      document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    );
    expect(ld).toMatchObject({
      '@type': 'Service',
      serviceType: 'HVAC',
      aggregateRating: { reviewCount: 1540 },
    });
  });
});

describe('unknown services', () => {
  it('go to /404', async () => {
    renderAt('/services/unicorn-grooming');
    expect(await screen.findByText('Not found screen')).toBeInTheDocument();
  });
});
