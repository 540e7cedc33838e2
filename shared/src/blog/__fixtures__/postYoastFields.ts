// GET /wp/v2/posts/398?_fields=yoast_head_json with Yoast SEO 22 active.
const postYoastFields = {
  yoast_head_json: {
    title: 'Hiring an Electrician? Ask These 5 Questions &#8211; Prohive Blog',
    description: 'Licence, insurance &amp; references: what to ask before you hire.',
    robots: {
      index: 'index',
      follow: 'nofollow',
      'max-snippet': 'max-snippet:-1',
      'max-image-preview': 'max-image-preview:large',
      'max-video-preview': 'max-video-preview:-1',
    },
    canonical: 'https://blog.example.com/hiring-an-electrician/',
    og_locale: 'en_US',
    og_type: 'article',
    og_title: 'Hiring an Electrician? Ask These 5 Questions',
    og_description: 'What to ask before you hire.',
    og_url: 'https://blog.example.com/hiring-an-electrician/',
    og_site_name: 'Prohive Blog',
    og_image: [
      {
        width: 1200,
        height: 675,
        url: 'https://blog.example.com/wp-content/uploads/2023/12/electrician.jpg',
        type: 'image/jpeg',
      },
    ],
    twitter_card: 'summary_large_image',
    twitter_title: '5 Questions for Your Electrician',
    twitter_description: 'Before you hire, ask these.',
    twitter_image: 'https://blog.example.com/wp-content/uploads/2023/12/electrician-twitter.jpg',
    twitter_misc: {
      'Written by': 'Lee Park',
      'Est. reading time': '3 minutes',
    },
    schema: {
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'WebPage',
          '@id': 'https://blog.example.com/hiring-an-electrician/',
          url: 'https://blog.example.com/hiring-an-electrician/',
          name: 'Hiring an Electrician? Ask These 5 Questions - Prohive Blog',
          isPartOf: {
            '@id': 'https://blog.example.com/#website',
          },
          primaryImageOfPage: {
            '@id': 'https://blog.example.com/hiring-an-electrician/#primaryimage',
          },
          datePublished: '2023-12-02T13:00:00+00:00',
          inLanguage: 'en-US',
        },
        {
          '@type': 'ImageObject',
          '@id': 'https://blog.example.com/hiring-an-electrician/#primaryimage',
          url: 'https://blog.example.com/wp-content/uploads/2023/12/electrician.jpg',
          contentUrl: 'https://blog.example.com/wp-content/uploads/2023/12/electrician.jpg',
          width: 1200,
          height: 675,
        },
      ],
    },
  },
};

export default postYoastFields;
