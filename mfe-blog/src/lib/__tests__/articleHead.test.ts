import { DEFAULT_BLOG_IMAGE, type BlogPost } from '@prohive/shared';
import { articleHead, articlePath, siteCanonical } from '../articleHead';

const SITE = 'https://prohive.example';

const post: BlogPost = {
  id: '5',
  title: 'Fixing a Leaky Tap',
  excerpt: 'Most drips are a worn washer.',
  category: 'Plumbing',
  categoryId: 7,
  slug: 'leaky-tap',
  date: '2024-05-01T10:00:00.000Z',
  author: 'Dana Reyes',
  commentCount: 0,
  image: 'https://blog.example.com/wp-content/uploads/tap.jpg',
  content: '<p>…</p>',
};

function metaMap(head: ReturnType<typeof articleHead>['head']) {
  return Object.fromEntries(head.meta.map((tag) => [tag.name ?? tag.property, tag.content]));
}

describe('siteCanonical', () => {
  it('turns the post’s own WordPress permalink into its address under /blog', () => {
    expect(siteCanonical(`${SITE}/leaky-tap/`, 'leaky-tap', SITE)).toBe(`${SITE}/blog/leaky-tap`);
    expect(siteCanonical(`${SITE}/2024/05/leaky-tap/`, 'leaky-tap', SITE)).toBe(`${SITE}/blog/leaky-tap`);
  });

  it('keeps a canonical an editor pointed elsewhere', () => {
    expect(siteCanonical('https://partner.example/leaky-tap/', 'leaky-tap', SITE)).toBe(
      'https://partner.example/leaky-tap/',
    );
    expect(siteCanonical(`${SITE}/blog/taps-guide`, 'leaky-tap', SITE)).toBe(`${SITE}/blog/taps-guide`);
  });

  it('uses the post’s address when there is no canonical', () => {
    expect(siteCanonical(undefined, 'leaky-tap', SITE)).toBe(`${SITE}/blog/leaky-tap`);
  });

  it('encodes a slug exactly once', () => {
    expect(articlePath('caf%c3%a9-tips')).toBe('/blog/caf%C3%A9-tips');
    expect(articlePath('café-tips')).toBe('/blog/caf%C3%A9-tips');
  });
});

describe('articleHead', () => {
  it('uses every Yoast field it is given', () => {
    const { title, head } = articleHead(
      post,
      {
        title: 'Leaky taps – Prohive',
        description: 'Fix it in ten minutes.',
        canonical: `${SITE}/leaky-tap/`,
        robots: { index: false, follow: false },
        ogTitle: 'OG title',
        ogDescription: 'OG description',
        ogImage: 'https://cdn.example/og.jpg',
        ogType: 'article',
        twitterTitle: 'Tw title',
        twitterDescription: 'Tw description',
        twitterImage: 'https://cdn.example/tw.jpg',
        schema: { '@context': 'https://schema.org', '@graph': [] },
      },
      SITE,
    );
    expect(title).toBe('Leaky taps – Prohive');
    expect(head.canonical).toBe(`${SITE}/blog/leaky-tap`);
    expect(metaMap(head)).toMatchObject({
      description: 'Fix it in ten minutes.',
      robots: 'noindex, nofollow',
      'og:title': 'OG title',
      'og:description': 'OG description',
      'og:image': 'https://cdn.example/og.jpg',
      'og:url': `${SITE}/blog/leaky-tap`,
      'twitter:title': 'Tw title',
      'twitter:description': 'Tw description',
      'twitter:image': 'https://cdn.example/tw.jpg',
      'twitter:card': 'summary_large_image',
    });
    expect(head.jsonLd).toEqual({ '@context': 'https://schema.org', '@graph': [] });
  });

  it('falls back to the post for everything Yoast does not say', () => {
    const { title, head } = articleHead(post, undefined, SITE);
    expect(title).toBe('Fixing a Leaky Tap');
    expect(metaMap(head)).toMatchObject({
      description: 'Most drips are a worn washer.',
      robots: 'index, follow, max-image-preview:large',
      'og:type': 'article',
      'og:title': 'Fixing a Leaky Tap',
      'og:image': post.image,
      'twitter:image': post.image,
      'article:published_time': post.date,
      'article:section': 'Plumbing',
    });
    expect(head.jsonLd).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Fixing a Leaky Tap',
      author: { '@type': 'Person', name: 'Dana Reyes' },
      image: post.image,
      publisher: { '@type': 'Organization', name: 'Prohive' },
    });
  });

  it('fills the robots directive Yoast left unstated and leaves out an image no crawler can fetch', () => {
    const { head } = articleHead(
      { ...post, image: DEFAULT_BLOG_IMAGE },
      { robots: { index: true, follow: false } },
      SITE,
    );
    const tags = metaMap(head);
    expect(tags.robots).toBe('index, nofollow, max-image-preview:large');
    expect(tags['og:image']).toBeUndefined();
    expect(tags['twitter:card']).toBe('summary');
    expect(head.jsonLd).not.toHaveProperty('image');
  });
});
