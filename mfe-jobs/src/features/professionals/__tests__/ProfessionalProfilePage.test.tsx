import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@prohive/shared/testing';
import type { ProviderProfile } from '../../../lib/api/providersEndpoints';
import type { Review } from '../../../lib/api/jobsEndpoints';
import ProfessionalProfilePage from '../../../pages/ProfessionalProfilePage';
import { atRoute, json, makeProvider, answerApi, page } from '../../../testing/fixtures';
import { requestQuoteUrl } from '../ProviderProfileView';

const review = (id: number, body: string): Review => ({
  id,
  job_id: id,
  provider_id: 7,
  rating: 4,
  body,
  customer_first_name: 'Dana',
  job_title: 'Fix a leak',
  created_at: '2026-02-01T10:00:00Z',
});

function makeProfile(overrides: Partial<ProviderProfile> = {}): ProviderProfile {
  return {
    ...makeProvider(7, { business_name: 'Lone Star Plumbing', rating_average: 4.5, review_count: 6 }),
    services: [
      { slug: 'plumbing', title: 'Plumbing' },
      { slug: 'handyman', title: 'Handyman' },
    ],
    bio: 'Family-run since 2010.\n\nWe fix leaks fast.',
    radius_miles: 30,
    photos: [{ id: 'p1', url: '/api/uploads/p1', thumb_url: '/api/uploads/p1/thumb' }],
    member_since: '2025-04-02T00:00:00Z',
    reviews: page(
      [1, 2, 3, 4, 5].map((n) => review(n, `Review number ${n}`)),
      { per_page: 5, total: 6, last_page: 2 },
    ),
    saved: false,
    ...overrides,
  };
}

const render = (path: string) =>
  renderWithProviders(atRoute('/professionals/:serviceId', <ProfessionalProfilePage />), { route: path });

describe('ProfessionalProfilePage', () => {
  it('shows the profile: bio, services, area, badges, photos, reviews and actions', async () => {
    answerApi((request) =>
      new URL(request.url).pathname === '/api/providers/7'
        ? json({ data: makeProfile() })
        : json(page([review(6, 'The oldest review')], { page: 2, per_page: 5, total: 6, last_page: 2 })),
    );
    render('/professionals/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lone Star Plumbing' })).toBeInTheDocument();
    expect(screen.getByText('We fix leaks fast.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Handyman' })).toHaveAttribute(
      'href',
      '/services/handyman/professionals',
    );
    expect(screen.getByText('Works within 30 miles of Austin, TX.')).toBeInTheDocument();
    expect(screen.getByText('Licence verified')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Work by Lone Star Plumbing, photo 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a quote' })).toHaveAttribute(
      'href',
      '/create-job?provider=7&category=plumbing',
    );
    expect(screen.getByRole('button', { name: 'Save Lone Star Plumbing' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByText('Review number 1')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Older reviews' }));
    expect(await screen.findByText('The oldest review')).toBeInTheDocument();
    const reviewPages = screen.getByRole('navigation', { name: 'Review pages' });
    expect(within(reviewPages).getByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('an unknown provider is a not-found state', async () => {
    answerApi(() => json({ message: 'Provider not found.' }, 404));
    render('/professionals/999');
    expect(await screen.findByText('We could not find that professional')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search all professionals' })).toHaveAttribute(
      'href',
      '/professionals',
    );
  });

  it('a category slug lists that service; anything else is not found', async () => {
    const { seen } = answerApi(() => json(page([makeProvider(1)])));
    const { unmount } = render('/professionals/roofing');
    expect(screen.getByRole('heading', { level: 1, name: 'Roofing professionals' })).toBeInTheDocument();
    await screen.findAllByTestId('pro-card');
    expect(seen).toContain('GET /api/providers?category=roofing&page=1&per_page=12');
    unmount();
    render('/professionals/not-a-thing');
    expect(screen.getByText('We could not find that professional')).toBeInTheDocument();
  });

  it('request a quote without services carries only the provider', () => {
    expect(requestQuoteUrl({ id: 3, services: [] })).toBe('/create-job?provider=3');
  });
});
