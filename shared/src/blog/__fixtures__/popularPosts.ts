// GET /wordpress-popular-posts/v1/popular-posts — WordPress Popular Posts formats each entry with
// WP_REST_Posts_Controller::prepare_item_for_response and adds `pageviews`; here without `_embedded`.
const popularPosts = [
  {
    id: 350,
    date: '2023-10-01T12:00:00',
    date_gmt: '2023-10-01T16:00:00',
    guid: {
      rendered: 'https://blog.example.com/?p=350',
    },
    modified: '2023-10-03T12:00:00',
    modified_gmt: '2023-10-03T16:00:00',
    slug: 'deep-clean-kitchen',
    status: 'publish',
    type: 'post',
    link: 'https://blog.example.com/deep-clean-kitchen/',
    title: {
      rendered: 'How to Deep-Clean a Kitchen in a Weekend',
    },
    content: {
      rendered: '<p>Start high, finish low.</p>\n',
      protected: false,
    },
    excerpt: {
      rendered: '<p>Start high, finish low.</p>\n',
      protected: false,
    },
    author: 4,
    featured_media: 351,
    comment_status: 'open',
    ping_status: 'open',
    sticky: false,
    template: '',
    format: 'standard',
    meta: {
      footnotes: '',
    },
    categories: [15],
    tags: [],
    class_list: [
      'post-350',
      'post',
      'type-post',
      'status-publish',
      'format-standard',
      'hentry',
      'category-cleaning',
    ],
    pageviews: 1840,
    _links: {
      self: [
        {
          href: 'https://blog.example.com/wp-json/wp/v2/posts/350',
        },
      ],
      author: [
        {
          embeddable: true,
          href: 'https://blog.example.com/wp-json/wp/v2/users/4',
        },
      ],
      'wp:featuredmedia': [
        {
          embeddable: true,
          href: 'https://blog.example.com/wp-json/wp/v2/media/351',
        },
      ],
      'wp:term': [
        {
          taxonomy: 'category',
          embeddable: true,
          href: 'https://blog.example.com/wp-json/wp/v2/categories?post=350',
        },
      ],
    },
  },
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
      rendered: '<p>Cold snaps crack pipes.</p>\n',
      protected: false,
    },
    excerpt: {
      rendered: '<p>Cold snaps crack pipes.</p>\n',
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
      'hentry',
      'category-plumbing',
    ],
    pageviews: 1211,
    _links: {
      self: [
        {
          href: 'https://blog.example.com/wp-json/wp/v2/posts/412',
        },
      ],
    },
  },
];

export default popularPosts;
