import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { blogSite } from '../../testing/blogFixtures';
import { location, renderBlog, withFakeWordPress } from '../../testing/renderBlog';

describe('/search', () => {
  const site = withFakeWordPress(() => blogSite(12));

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
});
