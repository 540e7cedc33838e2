import { screen, within } from '@testing-library/react';
import { blogSite } from '../../testing/blogFixtures';
import { renderBlog, withFakeWordPress } from '../../testing/renderBlog';

describe('/category/:name', () => {
  const site = withFakeWordPress(() => blogSite(20));

  it('lists the posts of the category named by its lowercased, dashed name', async () => {
    renderBlog('/category/home-maintenance');
    expect(await screen.findByRole('heading', { level: 1, name: 'Home Maintenance' })).toBeInTheDocument();
    expect(document.title).toBe('Home Maintenance articles | Prohive');
    expect(await screen.findByText('Home tip number 20')).toBeInTheDocument();
    expect(screen.queryByText('Home tip number 19')).not.toBeInTheDocument();
    const request = site.current
      .requestsTo('/wp/v2/posts')
      .find((url) => url.searchParams.has('categories'))!;
    expect(request.searchParams.get('categories')).toBe('8');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/category/home-maintenance`,
    );
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Home Maintenance articles',
    );
  });

  it('finds a category whose name has punctuation, from its categoryPath link or its WordPress slug', async () => {
    const { unmount } = renderBlog('/category/pro-tips-%26-business');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pro Tips & Business' })).toBeInTheDocument();
    expect(await screen.findByText('Pricing Your Services')).toBeInTheDocument();
    unmount();

    renderBlog('/category/pro-business');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pro Tips & Business' })).toBeInTheDocument();
  });

  it('paginates within the category', async () => {
    // 30 filler posts put 10 in Plumbing, with the Yoast post 11: two pages of 9.
    site.current.update({ posts: blogSite(30).posts });
    renderBlog('/category/plumbing?page=2');
    const pages = await screen.findByRole('navigation', { name: 'Plumbing pages' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/category/plumbing');
    expect(await screen.findByText('11 articles · page 2 of 2')).toBeInTheDocument();
    const listed = screen.getByText('11 articles · page 2 of 2').closest('section')!;
    expect(within(listed).getAllByRole('article')).toHaveLength(2);
    expect(within(listed).getByText('Why Your Pipes Freeze – and How to Stop It')).toBeInTheDocument();
  });

  it('shows a not-found page for a category the blog does not have', async () => {
    renderBlog('/category/astrology');
    expect(await screen.findByRole('heading', { level: 1, name: 'Category not found' })).toBeInTheDocument();
    expect(screen.getByText(/no category called “Astrology”/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all articles' })).toHaveAttribute('href', '/blog');
    expect(site.current.requestsTo('/wp/v2/posts').some((url) => url.searchParams.has('categories'))).toBe(
      false,
    );
  });
});
