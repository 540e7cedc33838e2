// The blog remote against the api's built-in WordPress-compatible source (the shell's default
// `blogApiUrl`, /api/wp-json). Expectations are read from the source itself, not from the seed's copy, so
// editors can rewrite the articles without touching these tests.
import type { Page } from '@playwright/test';
import type { SiteState } from '../../scripts/lib/composedSite';
import { startFakeWordPress, startShellWith } from '../support/fakeWordPress';
import type { FakeWordPress } from '../support/fakeWordPress';
import { expect, test } from '../support/fixtures';

const WP_POSTS = '/api/wp-json/wp/v2/posts';
const EMBED = 'author,wp:term,wp:featuredmedia';

interface WpRendered {
  rendered: string;
}

interface WpPost {
  id: number;
  slug: string;
  title: WpRendered;
  excerpt: WpRendered;
  content: WpRendered;
  categories: number[];
  yoast_head_json?: Record<string, unknown>;
  _embedded?: {
    author?: Array<{ name?: string }>;
    'wp:term'?: Array<Array<{ id: number; name: string; taxonomy: string }>>;
  };
}

/** GETs the source the page reads (through the shell's /api proxy) and returns the JSON list. */
async function wpPosts(page: Page, query: Record<string, string | number>): Promise<WpPost[]> {
  const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const response = await page.request.get(`${WP_POSTS}?${params.toString()}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as WpPost[];
}

/** The first post of a query, which the seeded source must have. */
async function wpFirstPost(page: Page, query: Record<string, string | number>): Promise<WpPost> {
  const [post] = await wpPosts(page, query);
  if (!post) throw new Error(`the source has no post for ${JSON.stringify(query)}`);
  return post;
}

/** A word of `title` whose search lists `post` on the first page of results, longest words first. */
async function searchWordFor(page: Page, post: WpPost, title: string): Promise<string> {
  const words = title.split(/[^\p{L}\p{N}]+/u).sort((a, b) => b.length - a.length);
  for (const word of words.filter((candidate) => candidate.length >= 4)) {
    const found = await wpPosts(page, { search: word, per_page: 9, _fields: 'slug' });
    if (found.some((candidate) => candidate.slug === post.slug)) return word;
  }
  throw new Error(`no word of "${title}" finds post ${post.slug} on the first page of a search`);
}

/** One text field of a post's Yoast head, which the seeded source fills in. */
function yoastField(post: WpPost, name: string): string {
  const value = post.yoast_head_json?.[name];
  if (typeof value !== 'string') throw new Error(`post ${post.slug} has no yoast_head_json.${name}`);
  return value;
}

/** The category a post is filed under, from its embedded terms. */
function categoryOf(post: WpPost): { id: number; name: string } {
  const term = post._embedded?.['wp:term']?.flat().find((entry) => entry.taxonomy === 'category');
  if (!term) throw new Error(`post ${post.slug} has no embedded category`);
  return term;
}

/** The `/category/{name-lowercased-with-dashes}` path the spec gives a category. */
function categoryPath(name: string): string {
  return `/category/${encodeURIComponent(name.trim().toLowerCase().replace(/\s+/g, '-'))}`;
}

/** Text as a browser shows it (WordPress sends titles and Yoast fields with HTML entities). */
async function decoded(page: Page, html: string): Promise<string> {
  return page.evaluate((source) => {
    const element = document.createElement('textarea');
    element.innerHTML = source;
    return element.value;
  }, html);
}

/**
 * Links to the articles of the page's post listing (the featured and paginated posts), not those of the
 * popular and related rows beside it.
 */
function listingArticleLinks(page: Page) {
  return page.getByRole('main').locator('div[aria-busy]:has(> section)').locator('article :is(h2, h3) a');
}

async function hrefs(locator: ReturnType<Page['locator']>): Promise<string[]> {
  return locator.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

/** The HTML the shell's server sends for `url`, split into the page and the state script it carries. */
async function serverHtml(page: Page, url: string): Promise<{ head: string; body: string; state: string }> {
  const response = await page.request.get(url);
  expect(response.status(), url).toBe(200);
  const html = await response.text();
  const state = /<script type="application\/json" id="prohive-ssr-state">([\s\S]*?)<\/script>/.exec(html);
  expect(state, `${url}: rendered on the server`).not.toBeNull();
  const page_ = html.replace(state![0], '');
  return {
    head: page_.slice(0, page_.indexOf('</head>')),
    body: page_.slice(page_.indexOf('</head>')),
    state: state![1]!,
  };
}

/**
 * Runs `body` against a second shell whose blog source is a fake WordPress serving the suite's real posts
 * except those `serve` replaces, so the shell's server render and the browser both read the replaced post.
 */
async function withBlogSource(
  site: SiteState,
  serve: (wordpress: FakeWordPress) => void,
  body: (shellUrl: string) => Promise<void>,
): Promise<void> {
  const wordpress = await startFakeWordPress(`${site.apiUrl}/api/wp-json`);
  serve(wordpress);
  const shell = await startShellWith(site, { BLOG_API_URL: wordpress.restRoot }).catch(async (error) => {
    await wordpress.close();
    throw error;
  });
  try {
    await body(shell.baseUrl);
  } finally {
    await shell.stop();
    await wordpress.close();
  }
}

test.describe('the blog', () => {
  test('list → article → category → search, and pagination', async ({ page }) => {
    const latest = await wpFirstPost(page, { per_page: 1, _embed: EMBED });
    const category = categoryOf(latest);
    const articlePath = `/blog/${latest.slug}`;

    // /blog lists the source's posts, newest first (the featured row).
    await page.goto('/blog');
    const main = page.getByRole('main');
    const pageOneLinks = listingArticleLinks(page);
    await expect(pageOneLinks.first()).toHaveAttribute('href', articlePath);
    const pageOne = await hrefs(pageOneLinks);
    expect(pageOne.length).toBeGreaterThan(3);

    // Pagination moves to ?page=2 and shows other posts: the source's second page.
    const secondPage = await wpPosts(page, { per_page: pageOne.length, page: 2 });
    await page.getByRole('navigation', { name: 'Blog pages' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    const pageTwoLinks = listingArticleLinks(page);
    await expect(pageTwoLinks.first()).toHaveAttribute('href', `/blog/${secondPage[0]?.slug ?? 'missing'}`);
    const pageTwo = await hrefs(pageTwoLinks);
    expect(pageTwo).toEqual(secondPage.map((post) => `/blog/${post.slug}`));
    expect(pageTwo.filter((href) => pageOne.includes(href))).toEqual([]);

    // Open the newest post from page 1.
    await page.getByRole('navigation', { name: 'Blog pages' }).getByRole('link', { name: 'Page 1' }).click();
    await expect(page).toHaveURL(/\/blog(\?page=1)?$/);
    await expect(pageOneLinks.first()).toHaveAttribute('href', articlePath);
    const title = await decoded(page, latest.title.rendered);
    await pageOneLinks.first().click();
    await expect(page).toHaveURL(new RegExp(`${articlePath}$`));

    const article = main.locator('article').first();
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(article.getByText(`By ${latest._embedded?.author?.[0]?.name ?? ''}`)).toBeVisible();
    await expect(article.locator('header time[datetime]')).toBeVisible();
    await expect(article.locator('header').getByText(/^\d+ min read$/)).toBeVisible();
    await expect(page.getByTestId('post-content')).not.toBeEmpty();
    const categoryLink = article.locator('header').getByRole('link', { name: category.name, exact: true });
    await expect(categoryLink).toHaveAttribute('href', categoryPath(category.name));

    // The category link leads to that category's posts, all of them the source's posts in it.
    const inCategory = await wpPosts(page, { categories: category.id, per_page: 9 });
    await categoryLink.click();
    await expect(page).toHaveURL(new RegExp(`${categoryPath(category.name)}$`));
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(category.name);
    const listed = listingArticleLinks(page);
    await expect(listed.first()).toBeVisible();
    const listedHrefs = await hrefs(listed);
    expect(listedHrefs).toContain(articlePath);
    expect(listedHrefs.sort()).toEqual(inCategory.map((post) => `/blog/${post.slug}`).sort());

    // Site search for a word of the title finds the post (the longest word whose results' first page has it).
    const word = await searchWordFor(page, latest, title);
    await page.goto(`/search?q=${encodeURIComponent(word)}`);
    await expect(main.getByRole('heading', { level: 1 })).toContainText(word);
    await expect(listingArticleLinks(page).and(page.locator(`[href="${articlePath}"]`))).toBeVisible();
  });

  test('a post carrying a script payload renders inert', async ({ page, site }) => {
    const slug = 'e2e-script-payload';
    const real = await wpFirstPost(page, { per_page: 1, _embed: EMBED });
    const payload = {
      ...real,
      id: 990001,
      slug,
      title: { rendered: 'Payload post' },
      content: {
        rendered: [
          '<p>Before the payload.</p>',
          '<script>window.__pwned=1</script>',
          '<p><img src="x" onerror="window.__pwned=2" alt="broken"></p>',
          '<p><a href="javascript:window.__pwned=3" id="payload-link">Click me</a></p>',
          '<p onclick="window.__pwned=4" onmouseover="window.__pwned=5">After the payload.</p>',
        ].join('\n'),
        protected: false,
      },
    };
    await withBlogSource(
      site,
      (wordpress) => wordpress.servePost(slug, async () => payload),
      async (shellUrl) => {
        // The server's HTML: the post and its sanitised body are there, the payload nowhere, not even in the
        // JSON state (the server sanitises before the state is written, and the browser hydrates from it).
        const html = await serverHtml(page, `${shellUrl}/blog/${slug}`);
        expect(html.body).toMatch(/<h1[^>]*>Payload post<\/h1>/);
        expect(html.body).toMatch(/data-testid="post-content"[^>]*><p>Before the payload\.<\/p>/);
        expect(html.body).toContain('After the payload.');
        expect(html.head + html.body + html.state).not.toContain('__pwned');
        expect(html.state).toContain('Before the payload.');
        expect(html.state).not.toContain('<');

        // After hydration.
        await page.goto(`${shellUrl}/blog/${slug}`);
        const content = page.getByTestId('post-content');
        await expect(content).toContainText('After the payload.');
        await content.getByText('Click me').click();
        await content.getByText('After the payload.').hover();
        // A broken image has finished (failed) loading once `complete`: its onerror would have run by then.
        await expect
          .poll(() =>
            content
              .locator('img')
              .evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)),
          )
          .toBe(true);

        expect(
          await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned),
        ).toBeUndefined();
        await expect(content.locator('script')).toHaveCount(0);
        const handlers = await content.evaluate((root) =>
          [root, ...Array.from(root.querySelectorAll('*'))].flatMap((element) =>
            element.getAttributeNames().filter((name) => name.toLowerCase().startsWith('on')),
          ),
        );
        expect(handlers).toEqual([]);
        const hrefsInContent = await hrefs(content.locator('a[href]'));
        expect(hrefsInContent.filter((href) => /^\s*javascript:/i.test(href))).toEqual([]);
        await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));
      },
    );
  });

  test('an unknown slug and an unknown category show their not-found states in place', async ({ page }) => {
    for (const path of ['/blog/no-such-article-e2e', '/category/no-such-category-e2e']) {
      await page.goto(path);
      const notFound = page.getByRole('main').locator('h1#blog-not-found-heading');
      await expect(notFound).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.getByTestId('post-content')).toHaveCount(0);
    }
  });

  test("an article's document head comes from yoast_head_json", async ({ page, baseURL, site }) => {
    const real = await wpFirstPost(page, { per_page: 1, _embed: EMBED });
    // Values that differ from the post's own title and excerpt, so a fallback cannot pass for Yoast.
    const yoast = {
      title: 'E2E Yoast title | Prohive',
      description: 'E2E Yoast description, not the excerpt.',
      canonical: `https://www.prohive.example/guides/${real.slug}`,
      og_title: 'E2E Yoast Open Graph title',
    };
    await withBlogSource(
      site,
      (wordpress) =>
        wordpress.servePost(real.slug, async (upstream) => {
          const post = (await upstream()) as WpPost | undefined;
          if (!post) throw new Error(`the source has no post ${real.slug}`);
          return { ...post, yoast_head_json: { ...post.yoast_head_json, ...yoast } };
        }),
      async (shellUrl) => {
        // In the server's HTML, before any script runs…
        const { head } = await serverHtml(page, `${shellUrl}/blog/${real.slug}`);
        expect(head).toContain(`<title>${yoast.title}</title>`);
        expect(head).toContain(`<meta name="description" content="${yoast.description}"`);
        expect(head).toContain(`<link rel="canonical" href="${yoast.canonical}"`);
        expect(head).toContain(`<meta property="og:title" content="${yoast.og_title}"`);

        // …and after hydration.
        await page.goto(`${shellUrl}/blog/${real.slug}`);
        await expect(page.getByTestId('post-content')).toBeVisible();
        await expect(page).toHaveTitle(yoast.title);
        await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
          'content',
          yoast.description,
        );
        await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', yoast.canonical);
        await expect(page.locator('head meta[property="og:title"]')).toHaveAttribute(
          'content',
          yoast.og_title,
        );
      },
    );

    // The unmodified seeded post on the suite's own site: its own Yoast fields reach the head too.
    const seeded = await wpFirstPost(page, { slug: real.slug, _fields: 'yoast_head_json,slug' });
    const canonical = yoastField(seeded, 'canonical');
    expect(new URL(canonical).origin).toBe(baseURL);
    expect((await serverHtml(page, `/blog/${real.slug}`)).head).toContain(
      `<link rel="canonical" href="${canonical}"`,
    );
    await page.goto(`/blog/${real.slug}`);
    await expect(page.getByTestId('post-content')).toBeVisible();
    await expect(page).toHaveTitle(await decoded(page, yoastField(seeded, 'title')));
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
      'content',
      await decoded(page, yoastField(seeded, 'description')),
    );
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', canonical);
    await expect(page.locator('head meta[property="og:title"]')).toHaveAttribute(
      'content',
      await decoded(page, yoastField(seeded, 'og_title')),
    );
  });
});

test.describe('the blog on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the category chips scroll inside their own row; the page, header and tab bar never scroll sideways', async ({
    page,
  }) => {
    await page.goto('/blog');
    const chips = page.getByRole('navigation', { name: 'Filter by category' });
    const chipLinks = chips.getByRole('link');
    await expect(chipLinks.nth(2)).toBeVisible();
    const chipRow = chips.locator('ul');

    const widths = () =>
      page.evaluate(() => ({
        viewport: window.innerWidth,
        document: document.documentElement.scrollWidth,
        body: document.body.scrollWidth,
        pageScrollX: window.scrollX,
      }));
    expect(await widths()).toEqual({ viewport: 390, document: 390, body: 390, pageScrollX: 0 });
    for (const bar of [page.locator('header').first(), page.getByTestId('mobile-tab-bar')]) {
      const box = await bar.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    }

    // The row itself holds the overflow: it is wider inside than on screen, snaps chips into place, and is
    // no wider than the page.
    const row = await chipRow.evaluate((list) => ({
      client: list.clientWidth,
      scroll: list.scrollWidth,
      overflowX: getComputedStyle(list).overflowX,
      snap: getComputedStyle(list).scrollSnapType,
      right: list.getBoundingClientRect().right,
    }));
    expect(row.right).toBeLessThanOrEqual(390);
    if (row.scroll > row.client) {
      expect(row.overflowX).toBe('auto');
      expect(row.snap).toMatch(/^x/);
    }

    // Keyboard: tabbing to the last chip scrolls the row, never the page.
    const last = chipLinks.last();
    await chipLinks.first().focus();
    for (let step = 1; step < (await chipLinks.count()); step += 1) await page.keyboard.press('Tab');
    await expect(last).toBeFocused();
    await expect(last).toBeInViewport();
    expect((await widths()).pageScrollX).toBe(0);
    expect(await widths()).toMatchObject({ document: 390, body: 390 });
  });
});

test('/blog/example-article, named in the spec, is a real article', async ({ page }) => {
  const post = await wpFirstPost(page, { slug: 'example-article', _embed: EMBED });
  await page.goto('/blog/example-article');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(await decoded(page, post.title.rendered));
  await expect(main.locator('h1#blog-not-found-heading')).toHaveCount(0);
  const content = page.getByTestId('post-content');
  await expect(content.getByRole('heading', { level: 2 }).first()).toBeVisible();
  expect((await content.innerText()).split(/\s+/).length).toBeGreaterThan(300);
});
