import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@prohive/shared/testing';
import FindProMobilePage from '../../../pages/FindProMobilePage';
import ProfessionalsPage from '../../../pages/ProfessionalsPage';
import ServiceProfessionalsPage from '../../../pages/ServiceProfessionalsPage';
import { atRoute, json, makeProvider, answerApi, page } from '../../../testing/fixtures';
import { providerMarkers } from '../ProvidersResults';
import { parseProvidersQuery, withParam } from '../providersQuery';

const location = () => screen.getByTestId('location').textContent;
const providerRequests = (seen: string[]) => seen.filter((s) => s.startsWith('GET /api/providers'));

describe('professionals URL state', () => {
  it('parses and resets the page on other changes', () => {
    expect(parseProvidersQuery(new URLSearchParams('search=roof&zip=787&page=x&view=map'))).toEqual({
      search: 'roof',
      zip: '',
      category: null,
      radius: null,
      page: 1,
      view: 'map',
    });
    expect(parseProvidersQuery(new URLSearchParams('zip=78701&radius=100')).radius).toBe(100);
    expect(parseProvidersQuery(new URLSearchParams('zip=78701&radius=9999')).radius).toBeNull();
    expect(withParam('?search=roof&page=3', 'zip', '78701')).toBe('?search=roof&zip=78701');
    expect(withParam('?search=roof&page=3', 'view', 'map')).toBe('?search=roof&page=3&view=map');
    expect(withParam('?zip=78701', 'zip', null)).toBe('');
  });

  it('map markers link to each profile and say how far', () => {
    expect(providerMarkers([makeProvider(4, { distance_miles: 2.46 })])).toEqual([
      {
        id: 4,
        latitude: 30.27,
        longitude: -97.74,
        label: 'Ace Plumbing 4, 2.5 mi away',
        href: '/professionals/4',
      },
    ]);
  });
});

describe('ProfessionalsPage', () => {
  it('searches by the URL term and ZIP and shows the cards nearest first', async () => {
    const { seen } = answerApi(() =>
      json(
        page(
          [
            makeProvider(1, { distance_miles: 1.2, business_name: 'Near Pipes' }),
            makeProvider(2, { distance_miles: 8.75, business_name: 'Far Pipes', rating_average: 3.5 }),
          ],
          { total: 30, last_page: 3 },
        ),
      ),
    );
    renderWithProviders(atRoute('/professionals', <ProfessionalsPage />), {
      route: '/professionals?search=plumbing&zip=78701',
    });
    const cards = await screen.findAllByTestId('pro-card');
    expect(providerRequests(seen)).toEqual([
      'GET /api/providers?search=plumbing&zip=78701&page=1&per_page=12',
    ]);
    expect(within(cards[0]!).getByRole('link', { name: 'Near Pipes' })).toHaveAttribute(
      'href',
      '/professionals/1',
    );
    expect(within(cards[0]!).getByText(/1\.2 mi away/)).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('img', { name: 'Rated 3.5 out of 5' })).toBeInTheDocument();
    expect(within(cards[0]!).getByText('4.5 (12 reviews)')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('30 hires')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('8 years in business')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Licence verified')).toBeInTheDocument();
    expect(within(cards[0]!).queryByText('Insurance verified')).not.toBeInTheDocument();
    expect(within(cards[0]!).getByText('Background checked')).toBeInTheDocument();
    expect(within(cards[0]!).getByTestId('avatar-initials')).toHaveTextContent('NP');
    expect(screen.getByText('30 professionals found, nearest first')).toBeInTheDocument();
    // The form shows the current search.
    expect(screen.getByRole('textbox', { name: 'Service' })).toHaveValue('plumbing');
    const pager = screen.getByRole('navigation', { name: 'Professional result pages' });
    expect(within(pager).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      '/professionals?search=plumbing&zip=78701&page=2',
    );
  });

  it('switches to the map view through the URL and back', async () => {
    answerApi(() => json(page([makeProvider(1)])));
    renderWithProviders(atRoute('/professionals', <ProfessionalsPage />), {
      route: '/professionals?zip=78701',
    });
    await screen.findAllByTestId('pro-card');
    fireEvent.click(screen.getByRole('button', { name: 'Map' }));
    expect(location()).toBe('/professionals?zip=78701&view=map');
    expect(await screen.findByTestId('area-map')).toBeInTheDocument();
    expect(screen.queryByTestId('pro-card')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Map' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'List' }));
    expect(location()).toBe('/professionals?zip=78701');
  });

  it('shows the ZIP 422, the empty state and a retrying error', async () => {
    answerApi(() => json({ message: 'Invalid', errors: { zip: ['Enter a valid US ZIP code'] } }, 422));
    const { unmount } = renderWithProviders(atRoute('/professionals', <ProfessionalsPage />), {
      route: '/professionals?zip=00000',
    });
    expect(await screen.findByText('We could not find that ZIP code')).toBeInTheDocument();
    expect(screen.getByText(/Enter a valid US ZIP code/)).toBeInTheDocument();
    unmount();

    answerApi(() => json(page([])));
    const second = renderWithProviders(atRoute('/professionals', <ProfessionalsPage />), {
      route: '/professionals?search=unicorns',
    });
    expect(await screen.findByText('No professionals match your search')).toBeInTheDocument();
    second.unmount();

    let fail = true;
    answerApi(() => (fail ? json({ message: 'Down' }, 500) : json(page([makeProvider(5)]))));
    renderWithProviders(atRoute('/professionals', <ProfessionalsPage />), { route: '/professionals' });
    expect(await screen.findByText('Professionals could not be loaded')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Ace Plumbing 5' })).toBeInTheDocument();
  });
});

describe('service and mobile lists', () => {
  it('/services/{service}/professionals lists the category and adds a ZIP to the URL', async () => {
    const { seen } = answerApi(() => json(page([makeProvider(1)])));
    renderWithProviders(atRoute('/services/:service/professionals', <ServiceProfessionalsPage />), {
      route: '/services/hvac/professionals',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'HVAC professionals' })).toBeInTheDocument();
    await screen.findAllByTestId('pro-card');
    expect(providerRequests(seen)).toEqual(['GET /api/providers?category=hvac&page=1&per_page=12']);
    const form = screen.getByRole('form', { name: 'Find professionals' });
    fireEvent.change(within(form).getByLabelText('ZIP code'), { target: { value: '78701' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Show pros near me' }));
    expect(location()).toBe('/services/hvac/professionals?zip=78701');
    await waitFor(() =>
      expect(providerRequests(seen)).toContain(
        'GET /api/providers?category=hvac&zip=78701&page=1&per_page=12',
      ),
    );
  });

  it('an unknown service is a not-found state', () => {
    answerApi(() => json(page([])));
    renderWithProviders(atRoute('/services/:service/professionals', <ServiceProfessionalsPage />), {
      route: '/services/astrology/professionals',
    });
    expect(screen.getByText('We could not find that service')).toBeInTheDocument();
  });

  it('/find-pro-mobile: picking a service and a ZIP shows the results', async () => {
    const { seen } = answerApi(() => json(page([makeProvider(3, { distance_miles: 0.8 })])));
    renderWithProviders(atRoute('/find-pro-mobile', <FindProMobilePage />), { route: '/find-pro-mobile' });
    const form = screen.getByRole('form', { name: 'Find professionals' });
    const submit = within(form).getByRole('button', { name: 'Find pros' });
    expect(submit).toBeDisabled();
    fireEvent.change(within(form).getByLabelText('Service'), { target: { value: 'cleaning' } });
    fireEvent.change(within(form).getByLabelText('ZIP code'), { target: { value: '78701' } });
    fireEvent.click(submit);
    expect(location()).toBe('/find-pro-mobile?category=cleaning&zip=78701');
    expect(await screen.findByRole('heading', { name: 'Cleaning pros near 78701' })).toBeInTheDocument();
    await screen.findAllByTestId('pro-card');
    expect(providerRequests(seen)).toEqual([
      'GET /api/providers?category=cleaning&zip=78701&page=1&per_page=12',
    ]);
  });

  it('offers a wider area when nobody serves the ZIP, and searches it', async () => {
    const { seen } = answerApi((request) =>
      request.url.includes('radius=100')
        ? json(page([makeProvider(7, { distance_miles: 61.3, business_name: 'Wide Reach Plumbing' })]))
        : json(page([])),
    );
    renderWithProviders(atRoute('/professionals', <ProfessionalsPage />), {
      route: '/professionals?search=plumbing&zip=77002',
    });
    expect(await screen.findByText('No professionals match your search')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Search within 100 miles' }));
    expect(await screen.findByRole('link', { name: 'Wide Reach Plumbing' })).toBeInTheDocument();
    expect(location()).toBe('/professionals?search=plumbing&zip=77002&radius=100');
    expect(providerRequests(seen)).toContain(
      'GET /api/providers?search=plumbing&zip=77002&radius=100&page=1&per_page=12',
    );
    expect(screen.queryByRole('button', { name: 'Search within 100 miles' })).not.toBeInTheDocument();
  });
});
