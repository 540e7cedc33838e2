// GET /wp/v2/categories?per_page=100&hide_empty=true
const categories = [
  {
    id: 11,
    count: 6,
    description: 'Wiring, panels and lighting.',
    link: 'https://blog.example.com/category/electrical/',
    name: 'Electrical',
    slug: 'electrical',
    taxonomy: 'category',
    parent: 0,
    meta: [],
    yoast_head_json: {
      title: 'Electrical Archives - Prohive Blog',
    },
    _links: {
      self: [
        {
          href: 'https://blog.example.com/wp-json/wp/v2/categories/11',
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
          href: 'https://blog.example.com/wp-json/wp/v2/posts?categories=11',
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
  {
    id: 7,
    count: 14,
    description: '',
    link: 'https://blog.example.com/category/plumbing/',
    name: 'Plumbing &amp; Heating',
    slug: 'plumbing',
    taxonomy: 'category',
    parent: 0,
    meta: [],
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
    },
  },
  {
    id: 1,
    count: 2,
    description: '',
    link: 'https://blog.example.com/category/uncategorized/',
    name: 'Uncategorized',
    slug: 'uncategorized',
    taxonomy: 'category',
    parent: 0,
    meta: [],
    _links: {
      self: [
        {
          href: 'https://blog.example.com/wp-json/wp/v2/categories/1',
        },
      ],
    },
  },
];

export default categories;
