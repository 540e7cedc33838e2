import { lazy } from 'react';
import type { RemoteRoutesModule } from '@prohive/shared';

const HomePage = lazy(() => import('./pages/HomePage'));
const InfoPage = lazy(() => import('./pages/InfoPage'));
const FaqPage = lazy(() => import('./pages/FaqPage'));
const RateCheckPage = lazy(() => import('./pages/RateCheckPage'));
const ServicePage = lazy(() => import('./pages/ServicePage'));
const LocationPage = lazy(() => import('./pages/LocationPage'));

/**
 * The copy-only pages pages/InfoPage renders. Plain paths on purpose: importing them from
 * features/info/infoPages would pull every page's copy into this exposed module, which the shell downloads on
 * every first visit. A test keeps this list equal to INFO_PAGES.
 */
export const INFO_PAGE_ROUTES = [
  '/how-it-works',
  '/about',
  '/about-us',
  '/careers',
  '/terms',
  '/privacy',
  '/cookies',
  '/support',
  '/for-providers',
  '/for-cleaner',
  '/prohive-vs-thumbtack-cleaners',
  '/pro-landing',
  '/financing',
  '/financing-waitlist',
] as const;

/** Everything the marketing remote owns in REMOTE_AREAS. Location pages come last: they match any two segments. */
export const routes: RemoteRoutesModule['routes'] = [
  { path: '/', Component: HomePage },
  ...INFO_PAGE_ROUTES.map((path) => ({ path, Component: InfoPage })),
  { path: '/faq', Component: FaqPage },
  { path: '/financing/rate-check', Component: RateCheckPage },
  { path: '/services/:service', Component: ServicePage },
  { path: '/:state/:city', Component: LocationPage },
  { path: '/:state/:city/:service', Component: LocationPage },
];
