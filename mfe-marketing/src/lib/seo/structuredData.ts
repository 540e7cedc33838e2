import { BRAND } from '@prohive/shared';

/** Spec §9 structured-data defaults. */
export const STRUCTURED_DATA_DEFAULTS = {
  ratingValue: 4.8,
  /** Per service page. */
  reviewCount: 1540,
  /** The site as a whole (homepage). */
  siteReviewCount: 2847,
  priceRange: '$50-$500',
  lowPrice: 50,
  highPrice: 500,
  priceCurrency: 'USD',
  minDurationHours: 1,
  maxDurationHours: 8,
  country: 'United States',
} as const;

const D = STRUCTURED_DATA_DEFAULTS;

const rating = (count: number) => ({
  '@type': 'AggregateRating',
  ratingValue: D.ratingValue,
  bestRating: 5,
  worstRating: 1,
  reviewCount: count,
});

const country = { '@type': 'Country', name: D.country };

/** The homepage: the organisation (site-wide rating) and the site with its search action. */
export function homeJsonLd(origin: string): Array<Record<string, unknown>> {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': `${origin}/#organization`,
      name: BRAND.name,
      url: `${origin}/`,
      description:
        'A marketplace where homeowners, business owners and property managers post jobs and compare bids from verified local service professionals.',
      areaServed: country,
      aggregateRating: rating(D.siteReviewCount),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': `${origin}/#website`,
      name: BRAND.name,
      url: `${origin}/`,
      publisher: { '@id': `${origin}/#organization` },
      potentialAction: {
        '@type': 'SearchAction',
        target: `${origin}/search?q={search_term_string}`,
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}

/** A service page: the service, who arranges it, where, its price range and the typical job length. */
export function serviceJsonLd(options: {
  origin: string;
  slug: string;
  name: string;
  description: string;
}): Array<Record<string, unknown>> {
  const { origin, slug, name, description } = options;
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Service',
      '@id': `${origin}/services/${slug}#service`,
      name: `${name} services`,
      serviceType: name,
      description,
      url: `${origin}/services/${slug}`,
      provider: { '@type': 'Organization', name: BRAND.name, url: `${origin}/`, priceRange: D.priceRange },
      areaServed: country,
      aggregateRating: rating(D.reviewCount),
      offers: {
        '@type': 'AggregateOffer',
        priceCurrency: D.priceCurrency,
        lowPrice: D.lowPrice,
        highPrice: D.highPrice,
      },
      additionalProperty: {
        '@type': 'PropertyValue',
        name: 'Typical job duration',
        minValue: D.minDurationHours,
        maxValue: D.maxDurationHours,
        unitCode: 'HUR',
        unitText: 'hours',
      },
    },
  ];
}
