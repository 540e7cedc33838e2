import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@prohive/shared/testing';
import { BLOG_MESSAGES, LatestBlogPosts } from '../LatestBlogSection';

/** A WordPress post as /wp/v2/posts?_embed returns it (only the fields the client reads). */
function wpPost(
  id: number,
  overrides: { excerpt?: string; category?: string; slug?: string; title?: string } = {},
) {
  return {
    id,
    date: '2026-03-02T10:00:00',
    date_gmt: '2026-03-02T15:00:00',
    slug: overrides.slug ?? `post-${id}`,
    title: { rendered: overrides.title ?? `Post number ${id}` },
    excerpt: { rendered: `<p>${overrides.excerpt ?? 'A short excerpt.'}</p>` },
    content: { rendered: '<p>Body</p>' },
    categories: [5],
    _embedded: {
      author: [{ id: 1, name: 'Dana Reyes' }],
      'wp:term': [[{ id: 5, name: overrides.category ?? 'Home Maintenance', taxonomy: 'category' }]],
    },
  };
}

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

function answer(body: unknown, status = 200, headers: Record<string, string> = {}) {
  fetchMock.mockImplementation(async () => new Response(JSON.stringify(body), { status, headers }));
}

beforeEach(() => {
  fetchMock.mockReset();
  Object.assign(window, { fetch: fetchMock });
  Object.assign(globalThis, { fetch: fetchMock });
});

describe('LatestBlogPosts', () => {
  it('says it is loading while the blog has not answered', () => {
    fetchMock.mockImplementation(() => new Promise<Response>(() => undefined));
    renderWithProviders(<LatestBlogPosts />);
    expect(screen.getByRole('status')).toHaveTextContent(BLOG_MESSAGES.loading);
    expect(BLOG_MESSAGES.loading).toBe('Loading blog posts...');
  });

  it('asks the blog for 8 posts and shows them as cards', async () => {
    answer(
      Array.from({ length: 8 }, (_, i) => wpPost(i + 1)),
      200,
      { 'X-WP-TotalPages': '3', 'X-WP-Total': '20' },
    );
    renderWithProviders(<LatestBlogPosts />);
    expect(await screen.findAllByRole('article')).toHaveLength(8);
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]));
    expect(url.searchParams.get('per_page')).toBe('8');
    expect(screen.getByRole('link', { name: 'Post number 1' })).toHaveAttribute('href', '/blog/post-1');
  });

  it('shows the empty message when the blog has no posts', async () => {
    answer([], 200, { 'X-WP-TotalPages': '0', 'X-WP-Total': '0' });
    renderWithProviders(<LatestBlogPosts />);
    expect(await screen.findByText('No blog posts found.')).toBeInTheDocument();
  });

  it('shows the failure message when the blog cannot be read (and the client logs it)', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answer({ code: 'rest_error', message: 'Internal error' }, 500);
    renderWithProviders(<LatestBlogPosts />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load blog posts. Please try again later.',
    );
    expect(screen.queryByText('No blog posts found.')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('shows the failure message when the connection drops', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderWithProviders(<LatestBlogPosts />);
    expect(await screen.findByText(BLOG_MESSAGES.failed)).toBeInTheDocument();
    logged.mockRestore();
  });
});

describe('blog cards', () => {
  it('cut a long excerpt to 70 characters plus an ellipsis and give read time ceil(length / 20)', async () => {
    // 101 characters: read time ceil(101 / 20) = 6 minutes.
    const excerpt =
      'Before you call a roofer, walk the attic with a flashlight and look for daylight, damp spots or mould';
    expect(excerpt).toHaveLength(101);
    answer([wpPost(1, { excerpt })]);
    renderWithProviders(<LatestBlogPosts />);
    const card = await screen.findByRole('article');
    expect(within(card).getByText(`${excerpt.slice(0, 70).trimEnd()}...`)).toBeInTheDocument();
    expect(within(card).getByText(/6 min read/)).toBeInTheDocument();
  });

  it('leave a short excerpt whole and round its read time up', async () => {
    const excerpt = 'Forty-one characters of excerpt, exactly.';
    expect(excerpt).toHaveLength(41);
    answer([wpPost(1, { excerpt })]);
    renderWithProviders(<LatestBlogPosts />);
    const card = await screen.findByRole('article');
    expect(within(card).getByText(excerpt)).toBeInTheDocument();
    expect(within(card).getByText(/3 min read/)).toBeInTheDocument();
  });

  it('link the category to /category/{name-lowercased-with-dashes}', async () => {
    answer([wpPost(1, { category: 'Home Maintenance' })]);
    renderWithProviders(<LatestBlogPosts />);
    const card = await screen.findByRole('article');
    expect(within(card).getByRole('link', { name: 'Home Maintenance' })).toHaveAttribute(
      'href',
      '/category/home-maintenance',
    );
  });
});
