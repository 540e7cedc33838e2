// GET /wp/v2/posts?_embed — three posts: everything present; author and featured image embedded as
// error objects (hidden author, private image) with Yoast robots noindex; no categories, no image, no Yoast.
const postsEmbedded = [
  {
    id: 412,
    date: '2024-01-15T09:30:00',
    date_gmt: '2024-01-15T14:30:00',
    guid: {
      rendered: 'https://blog.example.com/?p=412',
    },
    modified: '2024-01-20T11:02:41',
    modified_gmt: '2024-01-20T16:02:41',
    slug: 'why-pipes-freeze',
    status: 'publish',
    type: 'post',
    link: 'https://blog.example.com/why-pipes-freeze/',
    title: {
      rendered: 'Why Your Pipes Freeze &#8211; and How to Stop It',
    },
    content: {
      rendered:
        '\n<p>Cold snaps crack pipes. Read our <a href="https://blog.example.com/winter-checklist/">winter checklist</a> or <a href="http://blog.example.com/category/plumbing/?utm_source=post">more plumbing posts</a>.</p>\n\n\n\n<figure class="wp-block-image size-large"><img decoding="async" width="1024" height="683" src="https://blog.example.com/wp-content/uploads/2024/01/frozen-pipe-1024x683.jpg" alt="A frozen pipe" class="wp-image-413" srcset="https://blog.example.com/wp-content/uploads/2024/01/frozen-pipe-1024x683.jpg 1024w, https://blog.example.com/wp-content/uploads/2024/01/frozen-pipe-300x200.jpg 300w" sizes="(max-width: 1024px) 100vw, 1024px" /></figure>\n\n\n\n<p>Download the <a href="https://blog.example.com/wp-content/uploads/2024/01/checklist.pdf">printable checklist</a>.</p>\n',
      protected: false,
    },
    excerpt: {
      rendered:
        '<p>Cold snaps crack pipes&#8230; Here&#8217;s what a plumber checks first &amp; why <strong>insulation</strong> matters. See https://blog.example.com/winter-checklist/ [&hellip;]</p>\n',
      protected: false,
    },
    author: 3,
    featured_media: 413,
    comment_status: 'open',
    ping_status: 'open',
    sticky: false,
    template: '',
    format: 'standard',
    meta: {
      footnotes: '',
    },
    categories: [7],
    tags: [21, 22],
    class_list: [
      'post-412',
      'post',
      'type-post',
      'status-publish',
      'format-standard',
      'has-post-thumbnail',
      'hentry',
      'category-plumbing',
      'tag-winter',
      'tag-pipes',
    ],
    yoast_head:
      '<!-- This site is optimized with the Yoast SEO plugin v22.0 - https://yoast.com/wordpress/plugins/seo/ -->\n<title>Why Your Pipes Freeze - and How to Stop It - Prohive Blog</title>\n',
    yoast_head_json: {
      title: 'Why Your Pipes Freeze - and How to Stop It - Prohive Blog',
      description: 'Cold snaps crack pipes. Here&#039;s what a plumber checks first.',
      robots: {
        index: 'index',
        follow: 'follow',
        'max-snippet': 'max-snippet:-1',
        'max-image-preview': 'max-image-preview:large',
        'max-video-preview': 'max-video-preview:-1',
      },
      canonical: 'https://blog.example.com/why-pipes-freeze/',
      og_locale: 'en_US',
      og_type: 'article',
      og_title: 'Why Your Pipes Freeze - and How to Stop It',
      og_description: 'Cold snaps crack pipes.',
      og_url: 'https://blog.example.com/why-pipes-freeze/',
      og_site_name: 'Prohive Blog',
      article_published_time: '2024-01-15T14:30:00+00:00',
      article_modified_time: '2024-01-20T16:02:41+00:00',
      og_image: [
        {
          width: 1200,
          height: 800,
          url: 'https://blog.example.com/wp-content/uploads/2024/01/frozen-pipe.jpg',
          type: 'image/jpeg',
        },
      ],
      author: 'Dana Reyes',
      twitter_card: 'summary_large_image',
      twitter_misc: {
        'Written by': 'Dana Reyes',
        'Est. reading time': '4 minutes',
      },
      schema: {
        '@context': 'https://schema.org',
        '@graph': [
          {
            '@type': 'Article',
            '@id': 'https://blog.example.com/why-pipes-freeze/#article',
            isPartOf: {
              '@id': 'https://blog.example.com/why-pipes-freeze/',
            },
            author: {
              name: 'Dana Reyes',
              '@id': 'https://blog.example.com/#/schema/person/5f1c0e',
            },
            headline: 'Why Your Pipes Freeze &#8211; and How to Stop It',
            datePublished: '2024-01-15T14:30:00+00:00',
            mainEntityOfPage: {
              '@id': 'https://blog.example.com/why-pipes-freeze/',
            },
            image: {
              '@id': 'https://blog.example.com/why-pipes-freeze/#primaryimage',
            },
            thumbnailUrl: 'https://blog.example.com/wp-content/uploads/2024/01/frozen-pipe.jpg',
            articleSection: ['Plumbing'],
            inLanguage: 'en-US',
          },
          {
            '@type': 'ImageObject',
            inLanguage: 'en-US',
            '@id': 'https://blog.example.com/why-pipes-freeze/#primaryimage',
            url: 'https://blog.example.com/wp-content/uploads/2024/01/frozen-pipe.jpg',
            contentUrl: 'https://blog.example.com/wp-content/uploads/2024/01/frozen-pipe.jpg',
            width: 1200,
            height: 800,
          },
          {
            '@type': 'WebSite',
            '@id': 'https://blog.example.com/#website',
            url: 'https://blog.example.com/',
            name: 'Prohive Blog',
            potentialAction: [
              {
                '@type': 'SearchAction',
                target: {
                  '@type': 'EntryPoint',
                  urlTemplate: 'https://blog.example.com/?s={search_term_string}',
                },
                'query-input': {
                  '@type': 'PropertyValueSpecification',
                  valueRequired: true,
                  valueName: 'search_term_string',
                },
              },
            ],
          },
        ],
      },
    },
    _links: {
      self: [
        {
          href: 'https://blog.example.com/wp-json/wp/v2/posts/412',
          targetHints: {
            allow: ['GET'],
          },
        },
      ],
      collection: [
        {
          href: 'https://blog.example.com/wp-json/wp/v2/posts',
        },
      ],
      about: [
        {
          href: 'https://blog.example.com/wp-json/wp/v2/types/post',
        },
      ],
      author: [
        {
          embeddable: true,
          href: 'https://blog.example.com/wp-json/wp/v2/users/3',
        },
      ],
      replies: [
        {
          embeddable: true,
          href: 'https://blog.example.com/wp-json/wp/v2/comments?post=412',
        },
      ],
      'version-history': [
        {
          count: 4,
          href: 'https://blog.example.com/wp-json/wp/v2/posts/412/revisions',
        },
      ],
      'wp:featuredmedia': [
        {
          embeddable: true,
          href: 'https://blog.example.com/wp-json/wp/v2/media/413',
        },
      ],
      'wp:attachment': [
        {
          href: 'https://blog.example.com/wp-json/wp/v2/media?parent=412',
        },
      ],
      'wp:term': [
        {
          taxonomy: 'category',
          embeddable: true,
          href: 'https://blog.example.com/wp-json/wp/v2/categories?post=412',
        },
        {
          taxonomy: 'post_tag',
          embeddable: true,
          href: 'https://blog.example.com/wp-json/wp/v2/tags?post=412',
        },
      ],
      curies: [
        {
          name: 'wp',
          href: 'https://api.w.org/{rel}',
          templated: true,
        },
      ],
    },
    _embedded: {
      author: [
        {
          id: 3,
          name: 'Dana Reyes',
          url: '',
          description: 'Licensed plumber and writer.',
          link: 'https://blog.example.com/author/dana/',
          slug: 'dana',
          avatar_urls: {
            '24': 'https://secure.gravatar.com/avatar/0a1b?s=24&d=mm&r=g',
            '48': 'https://secure.gravatar.com/avatar/0a1b?s=48&d=mm&r=g',
            '96': 'https://secure.gravatar.com/avatar/0a1b?s=96&d=mm&r=g',
          },
          _links: {
            self: [
              {
                href: 'https://blog.example.com/wp-json/wp/v2/users/3',
              },
            ],
            collection: [
              {
                href: 'https://blog.example.com/wp-json/wp/v2/users',
              },
            ],
          },
        },
      ],
      'wp:featuredmedia': [
        {
          id: 413,
          date: '2024-01-15T09:25:12',
          slug: 'frozen-pipe',
          type: 'attachment',
          link: 'https://blog.example.com/why-pipes-freeze/frozen-pipe/',
          title: {
            rendered: 'frozen-pipe',
          },
          author: 3,
          featured_media: 0,
          caption: {
            rendered: '',
          },
          alt_text: 'A frozen pipe',
          media_type: 'image',
          mime_type: 'image/jpeg',
          media_details: {
            width: 1200,
            height: 800,
            file: '2024/01/frozen-pipe.jpg',
            filesize: 184320,
            sizes: {
              medium: {
                file: 'frozen-pipe-300x200.jpg',
                width: 300,
                height: 200,
                filesize: 14210,
                mime_type: 'image/jpeg',
                source_url: 'https://blog.example.com/wp-content/uploads/2024/01/frozen-pipe-300x200.jpg',
              },
              full: {
                file: 'frozen-pipe.jpg',
                width: 1200,
                height: 800,
                mime_type: 'image/jpeg',
                source_url: 'https://blog.example.com/wp-content/uploads/2024/01/frozen-pipe.jpg',
              },
            },
            image_meta: {
              aperture: '0',
              credit: '',
              camera: '',
              caption: '',
              created_timestamp: '0',
              copyright: '',
              focal_length: '0',
              iso: '0',
              shutter_speed: '0',
              title: '',
              orientation: '0',
              keywords: [],
            },
          },
          source_url: 'https://blog.example.com/wp-content/uploads/2024/01/frozen-pipe.jpg',
          _links: {
            self: [
              {
                href: 'https://blog.example.com/wp-json/wp/v2/media/413',
              },
            ],
            collection: [
              {
                href: 'https://blog.example.com/wp-json/wp/v2/media',
              },
            ],
            about: [
              {
                href: 'https://blog.example.com/wp-json/wp/v2/types/attachment',
              },
            ],
            author: [
              {
                embeddable: true,
                href: 'https://blog.example.com/wp-json/wp/v2/users/3',
              },
            ],
            replies: [
              {
                embeddable: true,
                href: 'https://blog.example.com/wp-json/wp/v2/comments?post=413',
              },
            ],
          },
        },
      ],
      'wp:term': [
        [
          {
            id: 7,
            link: 'https://blog.example.com/category/plumbing/',
            name: 'Plumbing &amp; Heating',
            slug: 'plumbing',
            taxonomy: 'category',
            _links: {
              self: [
                {
                  href: 'https://blog.example.com/wp-json/wp/v2/categories/7',
                },
              ],
              collection: [
                {
                  href: 'https://blog.example.com/wp-json/wp/v2/categories',
                },
              ],
              about: [
                {
                  href: 'https://blog.example.com/wp-json/wp/v2/taxonomies/category',
                },
              ],
              'wp:post_type': [
                {
                  href: 'https://blog.example.com/wp-json/wp/v2/posts?categories=7',
                },
              ],
              curies: [
                {
                  name: 'wp',
                  href: 'https://api.w.org/{rel}',
                  templated: true,
                },
              ],
            },
          },
        ],
        [
          {
            id: 21,
            link: 'https://blog.example.com/tag/winter/',
            name: 'Winter',
            slug: 'winter',
            taxonomy: 'post_tag',
            _links: {
              self: [
                {
                  href: 'https://blog.example.com/wp-json/wp/v2/tags/21',
                },
              ],
              collection: [
                {
                  href: 'https://blog.example.com/wp-json/wp/v2/tags',
                },
              ],
            },
          },
          {
            id: 22,
            link: 'https://blog.example.com/tag/pipes/',
            name: 'Pipes',
            slug: 'pipes',
            taxonomy: 'post_tag',
            _links: {
              self: [
                {
                  href: 'https://blog.example.com/wp-json/wp/v2/tags/22',
                },
              ],
              collection: [
                {
                  href: 'https://blog.example.com/wp-json/wp/v2/tags',
                },
              ],
            },
          },
        ],
      ],
    },
  },
  {
    id: 398,
    date: '2023-12-02T08:00:00',
    date_gmt: '2023-12-02T13:00:00',
    guid: {
      rendered: 'https://blog.example.com/?p=398',
    },
    modified: '2023-12-02T08:00:00',
    modified_gmt: '2023-12-02T13:00:00',
    slug: 'hiring-an-electrician',
    status: 'publish',
    type: 'post',
    link: 'https://blog.example.com/hiring-an-electrician/',
    title: {
      rendered: 'Hiring an Electrician? Ask These 5 Questions',
    },
    content: {
      rendered: '<p>Start with the licence.</p>\n',
      protected: false,
    },
    excerpt: {
      rendered: '<p>Start with the licence.</p>\n',
      protected: false,
    },
    author: 9,
    featured_media: 380,
    comment_status: 'closed',
    ping_status: 'closed',
    sticky: false,
    template: '',
    format: 'standard',
    meta: {
      footnotes: '',
    },
    categories: [11],
    tags: [],
    class_list: [
      'post-398',
      'post',
      'type-post',
      'status-publish',
      'format-standard',
      'has-post-thumbnail',
      'hentry',
      'category-electrical',
    ],
    yoast_head: '<title>Hiring an Electrician</title>\n',
    yoast_head_json: {
      title: 'Hiring an Electrician',
      robots: {
        index: 'noindex',
        follow: 'follow',
      },
    },
    _links: {
      self: [
        {
          href: 'https://blog.example.com/wp-json/wp/v2/posts/398',
        },
      ],
      author: [
        {
          embeddable: true,
          href: 'https://blog.example.com/wp-json/wp/v2/users/9',
        },
      ],
      'wp:featuredmedia': [
        {
          embeddable: true,
          href: 'https://blog.example.com/wp-json/wp/v2/media/380',
        },
      ],
      'wp:term': [
        {
          taxonomy: 'category',
          embeddable: true,
          href: 'https://blog.example.com/wp-json/wp/v2/categories?post=398',
        },
        {
          taxonomy: 'post_tag',
          embeddable: true,
          href: 'https://blog.example.com/wp-json/wp/v2/tags?post=398',
        },
      ],
    },
    _embedded: {
      author: [
        {
          code: 'rest_user_invalid_id',
          message: 'Invalid user ID.',
          data: {
            status: 404,
          },
        },
      ],
      'wp:featuredmedia': [
        {
          code: 'rest_forbidden',
          message: 'Sorry, you are not allowed to do that.',
          data: {
            status: 401,
          },
        },
      ],
      'wp:term': [
        [
          {
            id: 11,
            link: 'https://blog.example.com/category/electrical/',
            name: 'Electrical',
            slug: 'electrical',
            taxonomy: 'category',
            _links: {
              self: [
                {
                  href: 'https://blog.example.com/wp-json/wp/v2/categories/11',
                },
              ],
            },
          },
        ],
        [],
      ],
    },
  },
  {
    id: 377,
    date: '2023-11-20T10:15:00',
    date_gmt: '2023-11-20T15:15:00',
    guid: {
      rendered: 'https://blog.example.com/?p=377',
    },
    modified: '2023-11-20T10:15:00',
    modified_gmt: '2023-11-20T15:15:00',
    slug: 'gutter-cleaning',
    status: 'publish',
    type: 'post',
    link: 'https://blog.example.com/gutter-cleaning/',
    title: {
      rendered: '<em>Gutter</em> Cleaning &amp; You',
    },
    content: {
      rendered: '',
      protected: false,
    },
    excerpt: {
      rendered: '',
      protected: false,
    },
    author: 4,
    featured_media: 0,
    comment_status: 'open',
    ping_status: 'open',
    sticky: false,
    template: '',
    format: 'standard',
    meta: {
      footnotes: '',
    },
    categories: [],
    tags: [],
    class_list: ['post-377', 'post', 'type-post', 'status-publish', 'format-standard', 'hentry'],
    _links: {
      self: [
        {
          href: 'https://blog.example.com/wp-json/wp/v2/posts/377',
        },
      ],
      author: [
        {
          embeddable: true,
          href: 'https://blog.example.com/wp-json/wp/v2/users/4',
        },
      ],
      'wp:term': [
        {
          taxonomy: 'category',
          embeddable: true,
          href: 'https://blog.example.com/wp-json/wp/v2/categories?post=377',
        },
        {
          taxonomy: 'post_tag',
          embeddable: true,
          href: 'https://blog.example.com/wp-json/wp/v2/tags?post=377',
        },
      ],
    },
    _embedded: {
      author: [
        {
          id: 4,
          name: '',
          url: '',
          description: '',
          link: 'https://blog.example.com/author/sam/',
          slug: 'sam',
          avatar_urls: {},
        },
      ],
      'wp:term': [[], []],
    },
  },
];

export default postsEmbedded;
