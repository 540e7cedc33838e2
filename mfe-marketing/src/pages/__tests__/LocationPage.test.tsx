import { Suspense } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@prohive/shared';
import { renderWithProviders } from '@prohive/shared/testing';
import { routes } from '../../routes';
import { LOCATION_LOAD_FAILED } from '../LocationPage';
import { type LocationPage as LocationData } from '../../lib/api/marketingEndpoints';

// One simulated person per test, as user-event recommends (the setup API, not the direct calls).
let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  user = userEvent.setup();
});

function renderAt(path: string) {
  return renderWithProviders(
    <Suspense fallback={<p>Loading…</p>}>
      <Routes>
        {routes.map(({ path: pattern, Component }) => (
          <Route key={pattern} path={pattern} element={<Component />} />
        ))}
        <Route path="/404" element={<p>Not found screen</p>} />
      </Routes>
    </Suspense>,
    { route: path },
  );
}

function austin(service: LocationData['service'] = null): LocationData {
  return {
    city: {
      name: 'Austin',
      slug: 'austin',
      state: { code: 'TX', name: 'Texas', slug: 'texas' },
      latitude: 30.3,
      longitude: -97.7,
      zips: ['78701', '78702'],
      path: '/tx/austin',
    },
    service,
    radius_miles: 25,
    nearby_cities: [
      { name: 'Round Rock', slug: 'round-rock', state: 'tx', distance_miles: 17.84, path: '/tx/round-rock' },
    ],
    services: [
      { slug: 'plumbing', title: 'Plumbing', provider_count: 3, path: '/tx/austin/plumbing' },
      { slug: 'hvac', title: 'HVAC', provider_count: 1, path: '/tx/austin/hvac' },
    ],
    providers: {
      total: 1,
      items: [
        {
          id: 42,
          business_name: 'Lone Star Plumbing',
          bio: 'Family plumbers.',
          avatar: null,
          city: 'Austin',
          state: 'TX',
          rating_average: 4.7,
          review_count: 128,
          hires: 310,
          years_in_business: 12,
          response_time_minutes: 30,
          verified: { license: true, insurance: true, background: false },
          services: ['plumbing'],
          distance_miles: 2.34,
        },
      ],
    },
    jobs: {
      total: 1,
      items: [
        {
          id: 7,
          title: 'Replace kitchen faucet',
          category: { slug: 'plumbing', title: 'Plumbing' },
          service_type: 'repair',
          city: 'Austin',
          state: 'TX',
          budget_min_cents: 15000,
          budget_max_cents: 30000,
          timing: 'within_week',
          created_at: '2026-11-20T10:00:00Z',
          distance_miles: 1,
        },
      ],
    },
  };
}

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const requestedUrl = (call = 0) => {
  const input = fetchMock.mock.calls[call]?.[0];
  return input instanceof Request ? input.url : String(input);
};

beforeEach(() => {
  fetchMock.mockReset();
  Object.assign(window, { fetch: fetchMock });
  Object.assign(globalThis, { fetch: fetchMock });
  document.head.innerHTML = '';
});

const h1 = () => screen.findByRole('heading', { level: 1 });

describe('location pages', () => {
  it('show a loading state until the api answers', async () => {
    fetchMock.mockImplementation(() => new Promise<Response>(() => undefined));
    renderAt('/tx/austin');
    expect(await screen.findByText('Loading local pros…')).toBeInTheDocument();
  });

  it('show the city, providers near it, open jobs, services and nearby cities', async () => {
    fetchMock.mockImplementation(async () => json({ data: austin() }));
    renderAt('/tx/austin');
    expect(await h1()).toHaveTextContent('Local service pros in Austin, Texas');
    expect(requestedUrl()).toMatch(/\/api\/locations\/tx\/austin$/);
    expect(document.title).toBe('Local service pros in Austin, Texas | Prohive');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${window.location.origin}/tx/austin`,
    );

    const card = screen.getByRole('article', { name: 'Lone Star Plumbing' });
    expect(within(card).getByRole('link', { name: 'Lone Star Plumbing' })).toHaveAttribute(
      'href',
      '/professionals/42',
    );
    expect(within(card).getByRole('img', { name: /4\.7/ })).toBeInTheDocument();
    expect(within(card).getByText('(128 reviews)')).toBeInTheDocument();
    expect(within(card).getByText('310 hires')).toBeInTheDocument();
    expect(within(card).getByText('12 years in business')).toBeInTheDocument();
    expect(within(card).getByText(/2\.3 miles away/)).toBeInTheDocument();
    const badges = within(card).getByRole('list', { name: 'Verified' });
    expect(
      within(badges)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Licensed', 'Insured']);

    const job = screen.getByRole('article', { name: 'Replace kitchen faucet' });
    expect(within(job).getByRole('link', { name: 'Replace kitchen faucet' })).toHaveAttribute(
      'href',
      '/job/7',
    );
    expect(within(job).getByText('Plumbing · $150–$300')).toBeInTheDocument();
    expect(within(job).getByText('Within a week')).toBeInTheDocument();
    expect(within(job).getByText(/^1 mile away/)).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Plumbing (3 pros)' })).toHaveAttribute(
      'href',
      '/tx/austin/plumbing',
    );
    expect(screen.getByRole('link', { name: 'HVAC (1 pro)' })).toHaveAttribute('href', '/tx/austin/hvac');
    expect(screen.getByRole('link', { name: 'Round Rock, TX (17.8 miles)' })).toHaveAttribute(
      'href',
      '/tx/round-rock',
    );
  });

  it('name the service on /{state}/{city}/{service} and keep it on nearby-city links', async () => {
    const service = { slug: 'hvac', title: 'HVAC', description: 'Heating and cooling.' };
    fetchMock.mockImplementation(async () => json({ data: austin(service) }));
    renderAt('/texas/austin/hvac');
    expect(await h1()).toHaveTextContent('HVAC in Austin, Texas');
    expect(requestedUrl()).toMatch(/\/api\/locations\/texas\/austin\/hvac$/);
    expect(screen.getByRole('heading', { level: 2, name: 'HVAC pros near Austin' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Round Rock/ })).toHaveAttribute('href', '/tx/round-rock/hvac');
    expect(screen.getByRole('link', { name: 'HVAC (1 pro)' })).toHaveAttribute('aria-current', 'page');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${window.location.origin}/tx/austin/hvac`,
    );
  });

  it('show "No reviews yet" instead of zero stars for a provider nobody has reviewed', async () => {
    const page = austin();
    const [first] = page.providers.items;
    if (!first) throw new Error('fixture has a provider');
    page.providers.items = [{ ...first, rating_average: 0, review_count: 0 }];
    fetchMock.mockImplementation(async () => json({ data: page }));
    renderAt('/tx/austin');
    const card = await screen.findByRole('article', { name: 'Lone Star Plumbing' });
    expect(within(card).getByText('No reviews yet')).toBeInTheDocument();
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
  });

  it('say so when no providers or jobs are near', async () => {
    const empty = { ...austin(), providers: { total: 0, items: [] }, jobs: { total: 0, items: [] } };
    fetchMock.mockImplementation(async () => json({ data: empty }));
    renderAt('/tx/austin');
    expect(await screen.findByText(/No pros are listed within 25 miles of Austin yet/)).toBeInTheDocument();
    expect(screen.getByText('There are no open jobs within 25 miles right now.')).toBeInTheDocument();
  });

  it('send a place the api does not know to /404', async () => {
    fetchMock.mockImplementation(async () => json({ message: 'We do not know that city.' }, 404));
    renderAt('/zz/nowhere');
    expect(await screen.findByText('Not found screen')).toBeInTheDocument();
  });

  it('send a service the api does not know to /404', async () => {
    fetchMock.mockImplementation(async () => json({ message: 'Unknown service.' }, 404));
    renderAt('/tx/austin/unicorn-grooming');
    expect(await screen.findByText('Not found screen')).toBeInTheDocument();
    expect(requestedUrl()).toMatch(/\/api\/locations\/tx\/austin\/unicorn-grooming$/);
  });

  it('serve a service the api has even without a service page here (solar)', async () => {
    const solar = { slug: 'solar', title: 'Solar', description: 'Panels and batteries.' };
    fetchMock.mockImplementation(async () => json({ data: austin(solar) }));
    renderAt('/tx/austin/solar');
    expect(await h1()).toHaveTextContent('Solar in Austin, Texas');
  });

  it('offer a retry when the api fails', async () => {
    fetchMock.mockImplementation(async () => json({ message: 'Bad gateway' }, 502));
    renderAt('/tx/austin');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(LOCATION_LOAD_FAILED);
    fetchMock.mockImplementation(async () => json({ data: austin() }));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await h1()).toHaveTextContent('Local service pros in Austin, Texas');
  });
});
