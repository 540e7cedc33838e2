import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, server } from '@prohive/shared/testing';
import { blogSite } from '../../testing/blogFixtures';
import { location, renderBlog, withFakeWordPress } from '../../testing/renderBlog';

/** Open jobs as the api's GET /api/jobs lists them (only the fields site search reads matter here). */
const openJob = (id: number, title: string) => ({
  id,
  title,
  description: 'A job',
  category: { slug: 'plumbing', title: 'Plumbing' },
  service_type: 'home',
  location: {
    zip: '78701',
    city: 'Austin',
    state: 'TX',
    latitude: 30.27,
    longitude: -97.74,
    radius_miles: 1.5,
  },
  budget: { min_cents: 15000, max_cents: 40000 },
  timing: 'asap',
  preferred_date: null,
  status: 'open',
  created_at: '2026-03-01T10:00:00Z',
  expires_at: '2026-03-31T10:00:00Z',
  bid_count: 0,
  distance_miles: null,
  photo_count: 0,
});

const jobsApi = { requests: [] as URL[], reply: (): Response => listOf([]) };

function listOf(data: unknown[], total = data.length): Response {
  const body = { data, meta: { page: 1, per_page: 6, total, last_page: Math.max(1, Math.ceil(total / 6)) } };
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

/** The jobs api beside the fake WordPress: /api/jobs is answered here, everything else goes to the fake site. */
function withJobsApi() {
  beforeEach(() => {
    jobsApi.requests = [];
    jobsApi.reply = () => listOf([]);
    server.use(
      http.get('*/api/jobs', ({ request }) => {
        jobsApi.requests.push(new URL(request.url));
        return jobsApi.reply();
      }),
    );
  });
}

describe('/search', () => {
  const site = withFakeWordPress(() => blogSite(12));
  withJobsApi();

  it('without a query, offers the search box, every service and popular articles', async () => {
    renderBlog('/search');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'What can we help you find?' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Search | Prohive');
    expect(screen.getByRole('searchbox', { name: 'Search articles and services' })).toHaveValue('');
    const services = screen.getByRole('region', { name: 'Browse services' });
    expect(within(services).getAllByRole('link')).toHaveLength(10);
    expect(within(services).getByRole('link', { name: /Pest Control/ })).toHaveAttribute(
      'href',
      '/services/pest-control',
    );
    expect(await screen.findByRole('region', { name: 'Popular articles' })).toBeInTheDocument();
    expect(site.current.requestsTo('/wp/v2/posts').some((url) => url.searchParams.has('search'))).toBe(false);
  });

  it('finds posts through WordPress search and services by name', async () => {
    renderBlog('/search?q=pipes%20freeze');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Results for “pipes freeze”' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Search results for “pipes freeze” | Prohive');

    const services = screen.getByRole('region', { name: 'Services' });
    expect(
      within(services)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/services/plumbing']);

    const articles = screen.getByRole('region', { name: 'Articles' });
    expect(
      await within(articles).findByText('Why Your Pipes Freeze – and How to Stop It'),
    ).toBeInTheDocument();
    const request = site.current.requestsTo('/wp/v2/posts').find((url) => url.searchParams.has('search'))!;
    expect(request.searchParams.get('search')).toBe('pipes freeze');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  });

  it('says when nothing matches', async () => {
    renderBlog('/search?q=zeppelin');
    expect(await screen.findByRole('heading', { name: 'No articles match “zeppelin”' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Services' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all articles' })).toHaveAttribute('href', '/blog');
  });

  it('searches from the box, and a blank search goes back to the empty page', async () => {
    const user = userEvent.setup();
    renderBlog('/search');
    const box = await screen.findByRole('searchbox', { name: 'Search articles and services' });
    await user.type(box, '  gutter cleaning {enter}');
    expect(location.current).toBe('/search?q=gutter+cleaning');
    expect(await screen.findByText('A Guide to Gutter Cleaning')).toBeInTheDocument();
    const services = screen.getByRole('region', { name: 'Services' });
    expect(within(services).getByRole('link', { name: /Cleaning/ })).toHaveAttribute(
      'href',
      '/services/cleaning',
    );

    await user.clear(screen.getByRole('searchbox'));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(location.current).toBe('/search');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'What can we help you find?' }),
    ).toBeInTheDocument();
  });

  it('lists up to six open jobs matching the words, with See all on Find Jobs', async () => {
    jobsApi.reply = () =>
      listOf(
        [1, 2, 3, 4, 5, 6].map((id) => openJob(id, `Burst pipe repair ${id}`)),
        14,
      );
    renderBlog('/search?q=burst%20pipe');
    const jobs = await screen.findByRole('region', { name: 'Open jobs' });
    expect(await within(jobs).findByRole('link', { name: /Burst pipe repair 1/ })).toHaveAttribute(
      'href',
      '/job/1',
    );
    expect(within(jobs).getAllByText('$150 – $400')).toHaveLength(6);
    expect(within(jobs).getAllByRole('link', { name: /Burst pipe repair/ })).toHaveLength(6);
    expect(within(jobs).getByRole('link', { name: 'See all 14 matching jobs' })).toHaveAttribute(
      'href',
      '/jobs?q=burst+pipe',
    );
    expect(jobsApi.requests[0]?.searchParams.get('q')).toBe('burst pipe');
    expect(jobsApi.requests[0]?.searchParams.get('per_page')).toBe('6');
  });

  it('says when no job matches', async () => {
    renderBlog('/search?q=pipes%20freeze');
    const jobs = await screen.findByRole('region', { name: 'Open jobs' });
    expect(await within(jobs).findByText('No open jobs match')).toBeInTheDocument();
    expect(within(jobs).getByRole('link', { name: 'Browse all open jobs' })).toHaveAttribute('href', '/jobs');
  });

  it('shows its own error with a retry when the jobs api fails', async () => {
    let fail = true;
    jobsApi.reply = () =>
      fail
        ? new Response(JSON.stringify({ message: 'Down' }), { status: 500 })
        : listOf([openJob(9, 'Frozen pipes thaw')]);
    renderBlog('/search?q=pipes%20freeze');
    const jobs = await screen.findByRole('region', { name: 'Open jobs' });
    expect(await within(jobs).findByText('Jobs could not be loaded')).toBeInTheDocument();
    const articles = screen.getByRole('region', { name: 'Articles' });
    expect(
      await within(articles).findByText('Why Your Pipes Freeze – and How to Stop It'),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(within(jobs).getByRole('button', { name: 'Try again' }));
    expect(await within(jobs).findByRole('link', { name: /Frozen pipes thaw/ })).toBeInTheDocument();
  });
});
