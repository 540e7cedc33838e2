import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BRAND, DEFAULT_BLOG_IMAGE } from '@prohive/shared';
import { HEAD_MARKER } from '@prohive/ui';
import { BARE_POST, blogSite } from '../../testing/blogFixtures';
import { location, renderBlog, withFakeWordPress } from '../../testing/renderBlog';

const origin = window.location.origin;

function meta(key: string): string | null {
  const element = Array.from(document.head.querySelectorAll('meta')).find(
    (candidate) => candidate.getAttribute('name') === key || candidate.getAttribute('property') === key,
  );
  return element?.getAttribute('content') ?? null;
}

function jsonLd(): Record<string, unknown> | null {
  const script = document.head.querySelector('script[type="application/ld+json"]');
  return script ? (JSON.parse(script.textContent ?? '') as Record<string, unknown>) : null;
}

describe('/blog/:slug', () => {
  const site = withFakeWordPress(() => blogSite(6));

  afterEach(() => {
    delete (window as { __blogPwned?: unknown }).__blogPwned;
  });

  it('reports one view of the article to the popular-posts logger', async () => {
    renderBlog('/blog/why-pipes-freeze');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(site.current.viewReports).toHaveLength(1));
    expect(site.current.viewReports[0]).toMatch(/^wpp_id=\d+$/);
  });

  it('renders the article: title, category link, author, date, read time, body, related and popular', async () => {
    renderBlog('/blog/why-pipes-freeze');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Why Your Pipes Freeze – and How to Stop It');
    const article = heading.closest('article')!;

    expect(within(article).getByText('By Dana Reyes')).toBeInTheDocument();
    expect(within(article).getByText('January 15, 2024')).toHaveAttribute(
      'datetime',
      '2024-01-15T14:30:00.000Z',
    );
    // Spec §9: excerpt length / 20, rounded up (the decoded excerpt is 91 characters).
    expect(within(article).getByText('5 min read')).toBeInTheDocument();
    const categoryLinks = within(article).getAllByRole('link', { name: 'Plumbing' });
    for (const link of categoryLinks) expect(link).toHaveAttribute('href', '/category/plumbing');

    const body = screen.getByTestId('post-content');
    expect(within(body).getByRole('heading', { level: 2, name: 'Insulate first' })).toBeInTheDocument();
    // The blog host in content is the site's own host (shared client), so the link stays in the app.
    expect(within(body).getByRole('link', { name: 'winter checklist' })).toHaveAttribute(
      'href',
      `${origin}/winter-checklist/`,
    );

    const related = await screen.findByRole('region', { name: 'More on plumbing' });
    const relatedTitles = within(related)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(relatedTitles.length).toBeGreaterThan(0);
    expect(relatedTitles).not.toContain('Why Your Pipes Freeze – and How to Stop It');
    const relatedRequest = site.current
      .requestsTo('/wp/v2/posts')
      .find((url) => url.searchParams.has('exclude'))!;
    expect(relatedRequest.searchParams.get('categories')).toBe('7');
    expect(relatedRequest.searchParams.get('exclude')).toBe('412');
    expect(relatedRequest.searchParams.get('per_page')).toBe('4');

    const popular = await screen.findByRole('region', { name: 'Popular articles' });
    const popularTitles = within(popular)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(popularTitles).toHaveLength(4);
    expect(popularTitles).not.toContain('Why Your Pipes Freeze – and How to Stop It');
  });

  it('renders script and event-handler payloads in the content inert', async () => {
    renderBlog('/blog/hostile-markup');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Spring Cleaning Checklist' }),
    ).toBeInTheDocument();
    const body = screen.getByTestId('post-content');

    expect(body).toHaveTextContent('Start with the windows.');
    expect(body).toHaveTextContent('Then the floors.');
    expect(body.querySelector('script, iframe, style, form, input')).toBeNull();
    for (const element of Array.from(body.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        expect(attribute.name).not.toMatch(/^on/i);
        expect(attribute.value).not.toMatch(/javascript:/i);
      }
    }
    const image = within(body).getByRole('img', { name: 'broken' });
    image.dispatchEvent(new Event('error'));
    await userEvent.setup().click(within(body).getByText('Then the floors.'));
    expect((window as { __blogPwned?: unknown }).__blogPwned).toBeUndefined();

    expect(within(body).getByRole('link', { name: 'Outside' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('writes the head from yoast_head_json and removes it on leaving', async () => {
    const { unmount } = renderBlog('/blog/why-pipes-freeze');
    await screen.findByRole('heading', { level: 1 });

    // The Yoast title names the brand, so it is used as it is (spec §9).
    expect(document.title).toBe('Why Your Pipes Freeze - and How to Stop It - Prohive Blog');
    expect(meta('description')).toBe("Cold snaps crack pipes. Here's what a plumber checks first.");
    expect(meta('robots')).toBe('noindex, follow');
    // Yoast's canonical is the post's WordPress permalink; here the post lives under /blog/.
    const canonical = document.head.querySelector('link[rel="canonical"]');
    expect(canonical).toHaveAttribute('href', `${origin}/blog/why-pipes-freeze`);
    expect(meta('og:title')).toBe('Why Your Pipes Freeze');
    expect(meta('og:description')).toBe('Cold snaps crack pipes.');
    expect(meta('og:type')).toBe('article');
    expect(meta('og:url')).toBe(`${origin}/blog/why-pipes-freeze`);
    expect(meta('og:image')).toBe('https://blog.example.com/wp-content/uploads/2024/01/frozen-pipe.jpg');
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('twitter:title')).toBe('Frozen pipes, explained');
    expect(meta('twitter:description')).toBe('Cold snaps crack pipes.');
    expect(jsonLd()).toMatchObject({
      '@context': 'https://schema.org',
      '@graph': [{ '@type': 'Article', '@id': `${origin}/why-pipes-freeze/#article` }],
    });

    unmount();
    expect(document.head.querySelectorAll(`[${HEAD_MARKER}]`)).toHaveLength(0);
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.title).toBe(BRAND.defaultTitle);
  });

  it('falls back to the post itself when there is no Yoast SEO, after asking posts/{id} for it', async () => {
    renderBlog(`/blog/${BARE_POST.slug}`);
    await screen.findByRole('heading', { level: 1, name: 'A Guide to Gutter Cleaning' });

    await waitFor(() => expect(site.current.requestsTo(`/wp/v2/posts/${BARE_POST.id}`)).toHaveLength(1));
    expect(site.current.requestsTo(`/wp/v2/posts/${BARE_POST.id}`)[0]!.searchParams.get('_fields')).toBe(
      'yoast_head_json',
    );
    expect(document.title).toBe('A Guide to Gutter Cleaning | Prohive');
    expect(meta('description')).toBe('Clear gutters protect your roof and foundation.');
    expect(meta('robots')).toBe('index, follow, max-image-preview:large');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${origin}/blog/gutter-cleaning-guide`,
    );
    expect(meta('og:title')).toBe('A Guide to Gutter Cleaning');
    expect(meta('og:type')).toBe('article');
    // The default picture is an inline SVG no social card can fetch, so there is no image tag at all.
    expect(meta('og:image')).toBeNull();
    expect(meta('twitter:card')).toBe('summary');
    expect(jsonLd()).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'A Guide to Gutter Cleaning',
      datePublished: '2024-02-10T08:00:00.000Z',
      mainEntityOfPage: { '@id': `${origin}/blog/gutter-cleaning-guide` },
    });
    // A hidden author (WordPress embeds an error object) reads 'Unknown Author' and is left out of the schema.
    expect(screen.getByText('By Unknown Author')).toBeInTheDocument();
    expect(jsonLd()).not.toHaveProperty('author');
  });

  it('gives the shell’s own description back when the article goes', async () => {
    const shellDescription = document.createElement('meta');
    shellDescription.setAttribute('name', 'description');
    shellDescription.setAttribute('content', 'Prohive: post a job.');
    document.head.appendChild(shellDescription);

    const { unmount } = renderBlog('/blog/why-pipes-freeze');
    await screen.findByRole('heading', { level: 1 });
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(shellDescription).toHaveAttribute(
      'content',
      "Cold snaps crack pipes. Here's what a plumber checks first.",
    );

    unmount();
    expect(shellDescription).toHaveAttribute('content', 'Prohive: post a job.');
    shellDescription.remove();
  });

  it('shows a real not-found page for an unknown slug', async () => {
    renderBlog('/blog/no-such-post');
    expect(await screen.findByRole('heading', { level: 1, name: 'Article not found' })).toBeInTheDocument();
    expect(document.title).toBe('Article not found | Prohive');
    expect(meta('robots')).toBe('noindex, follow');
    expect(screen.getByRole('link', { name: 'Browse all articles' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('link', { name: 'Search the blog' })).toHaveAttribute('href', '/search');
    expect(
      await screen.findByRole('region', { name: 'Popular articles you might like instead' }),
    ).toBeInTheDocument();
  });

  it('treats /blog/example-article as a slug: not found when the source has no such post', async () => {
    renderBlog('/blog/example-article');
    expect(await screen.findByRole('heading', { level: 1, name: 'Article not found' })).toBeInTheDocument();
    expect(site.current.requestsTo('/wp/v2/posts')[0]!.searchParams.get('slug')).toBe('example-article');
  });

  it('shows /blog/example-article when the source has it', async () => {
    site.current.update({
      posts: [
        ...blogSite().posts,
        { ...BARE_POST, id: 900, slug: 'example-article', title: 'An Example Article' },
      ],
    });
    renderBlog('/blog/example-article');
    expect(await screen.findByRole('heading', { level: 1, name: 'An Example Article' })).toBeInTheDocument();
  });

  it('follows links inside the article without leaving the app', async () => {
    const user = userEvent.setup();
    site.current.update({
      posts: [
        ...blogSite().posts,
        {
          ...BARE_POST,
          id: 901,
          slug: 'links',
          title: 'Links',
          content: '<p><a href="https://blog.example.com/category/plumbing/">Plumbing posts</a></p>',
        },
      ],
    });
    renderBlog('/blog/links');
    const body = await screen.findByTestId('post-content');
    await user.click(within(body).getByRole('link', { name: 'Plumbing posts' }));
    expect(location.current).toBe('/category/plumbing/');
    // The loading state already names the category in its h1 and is then replaced by the listing's, so query
    // afresh on each try rather than holding on to an element that may be swapped out.
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Plumbing' })).toBeInTheDocument(),
    );
  });
});

describe('images the source cannot serve', () => {
  withFakeWordPress(() => blogSite(6));
  const heroSelector = 'img[src*="frozen-pipe"]';

  it('drops the article’s hero image', async () => {
    const { container } = renderBlog('/blog/why-pipes-freeze');
    await screen.findByRole('heading', { level: 1 });
    fireEvent.error(container.querySelector(heroSelector)!);
    expect(container.querySelector(heroSelector)).toBeNull();
  });

  it('shows the stand-in picture on a card', async () => {
    renderBlog('/blog');
    const popular = await screen.findByRole('region', { name: 'Popular articles' });
    await within(popular).findByText('Why Your Pipes Freeze – and How to Stop It');
    const image = popular.querySelector(heroSelector)!;
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', DEFAULT_BLOG_IMAGE);
  });
});
