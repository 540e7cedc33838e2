import { lazy } from 'react';
import { Navigate, useSiteOrigin } from '@prohive/shared';
import { useIsMobile } from '@prohive/ui';
import {
  Advantages,
  ClosingCallToAction,
  HomeHero,
  HowItWorks,
  StatsStrip,
  WhyChoose,
} from '../features/home/HomeSections';
import { LazySection } from '../features/home/LazySection';
import { homeJsonLd } from '../lib/seo/structuredData';
import { usePageSeo } from '../lib/seo/usePageSeo';

const TestimonialsBand = lazy(() => import('../features/home/TestimonialsBand'));
const BlogBand = lazy(() => import('../features/home/BlogBand'));

const DESCRIPTION =
  'Find local service pros, compare free bids and hire the best. Post a job once and get offers from 5000+ verified professionals, backed by our satisfaction guarantee.';

/**
 * Heights reserved for the lazily loaded bands at desktop width, so nothing below them moves on arrival. The
 * blog's is its height while loading; its loading state then holds the cards' space itself.
 */
const RESERVED_PX = {
  testimonials: { wide: 644, narrow: 640 },
  blog: { wide: 1077, narrow: 1994 },
} as const;

function DesktopHome() {
  const origin = useSiteOrigin();
  usePageSeo({
    // No title: spec §9's default title is the homepage's.
    description: DESCRIPTION,
    canonicalPath: '/',
    jsonLd: homeJsonLd(origin),
  });
  return (
    <>
      <HomeHero />
      <StatsStrip />
      <HowItWorks />
      <WhyChoose />
      <LazySection
        name="testimonials"
        minHeight={RESERVED_PX.testimonials.wide}
        narrowMinHeight={RESERVED_PX.testimonials.narrow}
      >
        <TestimonialsBand />
      </LazySection>
      <LazySection name="blog" minHeight={RESERVED_PX.blog.wide} narrowMinHeight={RESERVED_PX.blog.narrow}>
        <BlogBand />
      </LazySection>
      <Advantages />
      <ClosingCallToAction />
    </>
  );
}

/** Spec §2: the homepage; on mobile (below 640 px) the site starts at /professionals instead. */
export default function HomePage() {
  const isMobile = useIsMobile();
  if (isMobile) return <Navigate to="/professionals" replace />;
  return <DesktopHome />;
}
