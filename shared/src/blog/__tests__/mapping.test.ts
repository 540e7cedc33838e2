import categories from '../__fixtures__/categories';
import popularPosts from '../__fixtures__/popularPosts';
import posts from '../__fixtures__/postsEmbedded';
import yoastFields from '../__fixtures__/postYoastFields';
import { DEFAULT_BLOG_IMAGE } from '../constants';
import { isWpError, mapWpCategory, mapWpPost, mapYoastHead, type BlogMappingContext } from '../mapping';
import type { WpEmbedded, WpMedia, WpPost } from '../types';

const context: BlogMappingContext = {
  blogOrigin: 'https://blog.example.com',
  siteOrigin: 'https://www.prohive.test',
};
const [complete, embedErrors, bare] = posts as [unknown, unknown, unknown];

/** A fixture post to modify, typed loosely enough to reach into its embeds. */
function editable(post: unknown): WpPost & { _embedded: WpEmbedded } {
  return clone(post) as WpPost & { _embedded: WpEmbedded };
}

function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

describe('mapWpPost on a complete post', () => {
  const post = mapWpPost(complete, context);

  it('maps every spec field', () => {
    expect(post).toMatchObject({
      id: '412',
      title: 'Why Your Pipes Freeze \u2013 and How to Stop It',
      category: 'Plumbing & Heating',
      categoryId: 7,
      slug: 'why-pipes-freeze',
      date: '2024-01-15T14:30:00.000Z',
      author: 'Dana Reyes',
      commentCount: 0,
      image: 'https://blog.example.com/wp-content/uploads/2024/01/frozen-pipe.jpg',
    });
  });

  it('strips markup from the excerpt, decodes its entities and rewrites its links', () => {
    expect(post?.excerpt).toBe(
      'Cold snaps crack pipes\u2026 Here\u2019s what a plumber checks first & why insulation matters. See https://www.prohive.test/winter-checklist/ [\u2026]',
    );
  });

  it('rewrites page links in the content but not images or uploads', () => {
    const content = post?.content ?? '';
    expect(content).toContain('href="https://www.prohive.test/winter-checklist/"');
    expect(content).toContain('href="https://www.prohive.test/category/plumbing/?utm_source=post"');
    expect(content).toContain(
      'src="https://blog.example.com/wp-content/uploads/2024/01/frozen-pipe-1024x683.jpg"',
    );
    expect(content).toContain(
      'https://blog.example.com/wp-content/uploads/2024/01/frozen-pipe-300x200.jpg 300w',
    );
    expect(content).toContain('href="https://blog.example.com/wp-content/uploads/2024/01/checklist.pdf"');
    expect(content).not.toMatch(/href="https?:\/\/blog\.example\.com\/(?!wp-content)/);
  });

  it('reads the search metadata from yoast_head_json', () => {
    expect(post?.seo).toEqual({
      title: 'Why Your Pipes Freeze - and How to Stop It - Prohive Blog',
      description: "Cold snaps crack pipes. Here's what a plumber checks first.",
      canonical: 'https://www.prohive.test/why-pipes-freeze/',
      robots: { index: true, follow: true },
      ogTitle: 'Why Your Pipes Freeze - and How to Stop It',
      ogDescription: 'Cold snaps crack pipes.',
      ogImage: 'https://blog.example.com/wp-content/uploads/2024/01/frozen-pipe.jpg',
      ogType: 'article',
      schema: expect.objectContaining({ '@context': 'https://schema.org' }),
    });
    const graph = (post?.seo?.schema?.['@graph'] ?? []) as Array<Record<string, unknown>>;
    expect(graph[0]?.['@id']).toBe('https://www.prohive.test/why-pipes-freeze/#article');
    expect(graph[1]?.contentUrl).toBe('https://blog.example.com/wp-content/uploads/2024/01/frozen-pipe.jpg');
  });
});

describe('mapWpPost fallbacks', () => {
  it('treats embedded error objects as missing: Unknown Author and the default image', () => {
    const post = mapWpPost(embedErrors, context);
    expect(post).toMatchObject({
      id: '398',
      author: 'Unknown Author',
      image: DEFAULT_BLOG_IMAGE,
      category: 'Electrical',
      categoryId: 11,
    });
  });

  it("reads Yoast's robots strings, so 'noindex' means not indexed", () => {
    expect(mapWpPost(embedErrors, context)?.seo).toEqual({
      title: 'Hiring an Electrician',
      robots: { index: false, follow: true },
    });
  });

  it('falls back to Uncategorized, Unknown Author and the default image for a post with none of them', () => {
    const post = mapWpPost(bare, context);
    expect(post).toMatchObject({
      id: '377',
      title: 'Gutter Cleaning & You',
      excerpt: '',
      content: '',
      category: 'Uncategorized',
      categoryId: null,
      author: 'Unknown Author',
      image: DEFAULT_BLOG_IMAGE,
      commentCount: 0,
    });
    expect(post).not.toHaveProperty('seo');
  });

  it('maps a post without _embedded (the popular-posts route) and keeps its category id for related posts', () => {
    const post = mapWpPost(popularPosts[0], context);
    expect(post).toMatchObject({
      id: '350',
      title: 'How to Deep-Clean a Kitchen in a Weekend',
      category: 'Uncategorized',
      categoryId: 15,
      author: 'Unknown Author',
      image: DEFAULT_BLOG_IMAGE,
    });
  });

  it('reads the category from wp:term by taxonomy, not by position', () => {
    const raw = editable(complete);
    const [categoryGroup, tagGroup] = raw._embedded['wp:term'] ?? [];
    raw._embedded['wp:term'] = [tagGroup!, categoryGroup!];
    expect(mapWpPost(raw, context)).toMatchObject({ category: 'Plumbing & Heating', categoryId: 7 });
  });

  it('skips a term group that is itself an error object', () => {
    const raw = editable(complete);
    raw._embedded['wp:term'] = [{ code: 'rest_forbidden', message: 'Sorry.', data: { status: 401 } }, []];
    expect(mapWpPost(raw, context)).toMatchObject({ category: 'Uncategorized', categoryId: 7 });
  });

  it('uses the default image when the featured media is not an image', () => {
    const raw = editable(complete);
    raw._embedded['wp:featuredmedia'] = [
      { ...(raw._embedded['wp:featuredmedia']?.[0] as WpMedia), media_type: 'file' },
    ];
    expect(mapWpPost(raw, context)?.image).toBe(DEFAULT_BLOG_IMAGE);
  });

  it('uses a configured default image', () => {
    expect(mapWpPost(bare, { ...context, defaultImage: '/img/blog.jpg' })?.image).toBe('/img/blog.jpg');
  });

  it("keeps WordPress's local date when date_gmt is missing", () => {
    const raw = editable(bare);
    delete raw.date_gmt;
    expect(mapWpPost(raw, context)?.date).toBe('2023-11-20T10:15:00');
  });

  it('returns null for things that are not posts', () => {
    expect(mapWpPost(null, context)).toBeNull();
    expect(mapWpPost('post', context)).toBeNull();
    expect(
      mapWpPost({ code: 'rest_forbidden', message: 'Sorry.', data: { status: 401 } }, context),
    ).toBeNull();
    expect(mapWpPost({ title: { rendered: 'No id' } }, context)).toBeNull();
  });
});

describe('mapYoastHead', () => {
  it('maps a full yoast_head_json, decoding text and rewriting page URLs only', () => {
    expect(mapYoastHead(yoastFields.yoast_head_json, context)).toEqual({
      title: 'Hiring an Electrician? Ask These 5 Questions \u2013 Prohive Blog',
      description: 'Licence, insurance & references: what to ask before you hire.',
      canonical: 'https://www.prohive.test/hiring-an-electrician/',
      robots: { index: true, follow: false },
      ogTitle: 'Hiring an Electrician? Ask These 5 Questions',
      ogDescription: 'What to ask before you hire.',
      ogImage: 'https://blog.example.com/wp-content/uploads/2023/12/electrician.jpg',
      ogType: 'article',
      twitterTitle: '5 Questions for Your Electrician',
      twitterDescription: 'Before you hire, ask these.',
      twitterImage: 'https://blog.example.com/wp-content/uploads/2023/12/electrician-twitter.jpg',
      schema: {
        '@context': 'https://schema.org',
        '@graph': [
          expect.objectContaining({
            '@id': 'https://www.prohive.test/hiring-an-electrician/',
            isPartOf: { '@id': 'https://www.prohive.test/#website' },
          }),
          expect.objectContaining({
            url: 'https://blog.example.com/wp-content/uploads/2023/12/electrician.jpg',
          }),
        ],
      },
    });
  });

  it('returns undefined when Yoast is absent or sent nothing usable', () => {
    expect(mapYoastHead(undefined, context)).toBeUndefined();
    expect(mapYoastHead(null, context)).toBeUndefined();
    expect(mapYoastHead({}, context)).toBeUndefined();
    expect(mapYoastHead({ title: '', og_image: [], robots: {} }, context)).toBeUndefined();
  });

  it('treats an unstated robots directive as allowed', () => {
    expect(
      mapYoastHead({ robots: { follow: 'nofollow', 'max-snippet': 'max-snippet:-1' } }, context),
    ).toEqual({
      robots: { index: true, follow: false },
    });
  });

  it('ignores values of the wrong type instead of passing them on', () => {
    expect(
      mapYoastHead(
        { title: 42, schema: ['not', 'an', 'object'], og_image: 'x.jpg', robots: { index: true } },
        context,
      ),
    ).toBeUndefined();
  });
});

describe('mapWpCategory', () => {
  it('maps categories with decoded names', () => {
    expect(categories.map(mapWpCategory)).toEqual([
      { id: 11, name: 'Electrical', slug: 'electrical', count: 6 },
      { id: 7, name: 'Plumbing & Heating', slug: 'plumbing', count: 14 },
      { id: 1, name: 'Uncategorized', slug: 'uncategorized', count: 2 },
    ]);
  });

  it('rejects things that are not categories', () => {
    expect(mapWpCategory({ id: 0, name: 'Zero' })).toBeNull();
    expect(mapWpCategory({ id: 3, name: '' })).toBeNull();
    expect(mapWpCategory({ code: 'rest_forbidden' })).toBeNull();
  });
});

describe('isWpError', () => {
  it('recognises WordPress error bodies but not resources', () => {
    expect(isWpError({ code: 'rest_no_route', message: 'No route', data: { status: 404 } })).toBe(true);
    expect(isWpError({ id: 3, code: 'x' })).toBe(false);
    expect(isWpError([])).toBe(false);
  });
});
