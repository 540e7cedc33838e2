import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { blogSite } from '../../testing/blogFixtures';
import { location, renderBlog, withFakeWordPress } from '../../testing/renderBlog';

describe('/blog', () => {
  describe('with 24 posts', () => {
    const site = withFakeWordPress(() => blogSite(20));

    it('shows three featured posts, the rest of page 1, popular posts and the category chips', async () => {
      renderBlog('/blog');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Tips and guides for your home' }),
      ).toBeVisible();
      expect(document.title).toBe('Blog | Prohive');

      const featured = await screen.findByRole('region', { name: 'Featured' });
      const featuredTitles = within(featured)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent);
      expect(featuredTitles).toEqual(['Home tip number 20', 'Home tip number 19', 'Home tip number 18']);

      const latest = screen.getByRole('region', { name: 'Latest articles' });
      expect(within(latest).getAllByRole('article')).toHaveLength(6);
      expect(within(latest).getByText('24 articles · page 1 of 3')).toBeInTheDocument();

      const popular = await screen.findByRole('region', { name: 'Popular articles' });
      expect(within(popular).getAllByRole('article')).toHaveLength(4);
      expect(within(popular).getAllByRole('article')[0]).toHaveTextContent(
        'Why Your Pipes Freeze – and How to Stop It',
      );

      const filter = await screen.findByRole('navigation', { name: 'Filter by category' });
      await within(filter).findByRole('link', { name: /^Cleaning/ });
      const chips = within(filter).getAllByRole('link');
      expect(chips.map((chip) => chip.getAttribute('href'))).toEqual([
        '/blog',
        '/category/plumbing',
        '/category/home-maintenance',
        '/category/pro-tips-%26-business',
        '/category/cleaning',
      ]);
      expect(chips[0]).toHaveAttribute('aria-current', 'true');

      const request = site.current.requestsTo('/wp/v2/posts')[0]!;
      expect(request.searchParams.get('page')).toBe('1');
      expect(request.searchParams.get('per_page')).toBe('9');
    });

    it('links each card to its article and its category', async () => {
      renderBlog('/blog');
      const featured = await screen.findByRole('region', { name: 'Featured' });
      const first = within(featured).getAllByRole('article')[0]!;
      expect(within(first).getByRole('link', { name: 'Home tip number 20' })).toHaveAttribute(
        'href',
        '/blog/home-tip-20',
      );
      expect(within(first).getByRole('link', { name: 'Home Maintenance' })).toHaveAttribute(
        'href',
        '/category/home-maintenance',
      );
      expect(within(first).getByText('By Alex Kim')).toBeInTheDocument();
    });

    it('pages through the list with the page in the URL', async () => {
      const user = userEvent.setup();
      renderBlog('/blog');
      const pages = await screen.findByRole('navigation', { name: 'Blog pages' });
      expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
      expect(within(pages).getByText('Previous').closest('[aria-disabled="true"]')).not.toBeNull();

      await user.click(within(pages).getByRole('link', { name: 'Next' }));
      expect(location.current).toBe('/blog?page=2');
      expect(await screen.findByText('Home tip number 11')).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Featured' })).not.toBeInTheDocument();
      expect(document.title).toBe('Blog – page 2 | Prohive');
      expect(site.current.requestsTo('/wp/v2/posts').at(-1)!.searchParams.get('page')).toBe('2');
      expect(window.scrollTo).toHaveBeenCalled();

      const pagesNow = screen.getByRole('navigation', { name: 'Blog pages' });
      await user.click(within(pagesNow).getByRole('link', { name: 'Page 3' }));
      expect(location.current).toBe('/blog?page=3');
      const last = await screen.findByRole('navigation', { name: 'Blog pages' });
      await waitFor(() =>
        expect(within(last).getByText('Next').closest('[aria-disabled="true"]')).not.toBeNull(),
      );
      expect(within(last).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/blog?page=2');
    });

    it('opens page 2 straight from the URL', async () => {
      renderBlog('/blog?page=2');
      expect(await screen.findByText('Home tip number 11')).toBeInTheDocument();
      expect(screen.queryByText('Home tip number 20')).not.toBeInTheDocument();
    });

    it('replaces a page number WordPress would refuse with page 1', async () => {
      renderBlog('/blog?page=abc');
      await waitFor(() => expect(location.current).toBe('/blog'));
      expect(await screen.findByRole('region', { name: 'Featured' })).toBeInTheDocument();
      for (const url of site.current.requestsTo('/wp/v2/posts'))
        expect(url.searchParams.get('page')).toBe('1');
    });

    it('says so when the page is past the end (WordPress answers 400)', async () => {
      renderBlog('/blog?page=9');
      expect(await screen.findByRole('heading', { name: 'There is no page 9' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to the first page' })).toHaveAttribute('href', '/blog');
    });

    it('filters by category from the chips', async () => {
      const user = userEvent.setup();
      renderBlog('/blog');
      const filter = await screen.findByRole('navigation', { name: 'Filter by category' });
      await user.click(await within(filter).findByRole('link', { name: /^Plumbing/ }));
      expect(location.current).toBe('/category/plumbing');
      expect(await screen.findByRole('heading', { level: 1, name: 'Plumbing' })).toBeInTheDocument();
      const chips = screen.getByRole('navigation', { name: 'Filter by category' });
      expect(within(chips).getByRole('link', { name: /^Plumbing/ })).toHaveAttribute('aria-current', 'true');

      await waitFor(() =>
        expect(site.current.requestsTo('/wp/v2/posts').at(-1)!.searchParams.get('categories')).toBe('7'),
      );
      expect(await screen.findByText('Home tip number 19')).toBeInTheDocument();
      expect(screen.queryByText('Home tip number 20')).not.toBeInTheDocument();
    });
  });

  describe('with no posts', () => {
    withFakeWordPress(() => ({ posts: [], categories: [] }));

    it('shows the empty state and no category filter', async () => {
      renderBlog('/blog');
      expect(await screen.findByRole('heading', { name: 'No blog posts found.' })).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Filter by category' })).not.toBeInTheDocument();
    });
  });

  describe('when the source is down', () => {
    const site = withFakeWordPress(() => ({ ...blogSite(), down: true }));

    it('shows the spec failure message, and a retry that loads the posts once the source is back', async () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const user = userEvent.setup();
      renderBlog('/blog');
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Failed to load blog posts. Please try again later.');

      site.current.update({ down: false });
      await user.click(within(alert).getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('region', { name: 'Featured' })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });
});
