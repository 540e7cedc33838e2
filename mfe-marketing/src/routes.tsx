import { lazy } from 'react';
import { INFO_PAGE_PATHS, type RemoteRoutesModule } from '@prohive/shared';

const HomePage = lazy(() => import('./pages/HomePage'));
const InfoPage = lazy(() => import('./pages/InfoPage'));
const FaqPage = lazy(() => import('./pages/FaqPage'));
const RateCheckPage = lazy(() => import('./pages/RateCheckPage'));
const ServicePage = lazy(() => import('./pages/ServicePage'));
const LocationPage = lazy(() => import('./pages/LocationPage'));

/**
 * Everything the marketing remote owns in REMOTE_AREAS. The copy pages come from the site's one list of public
 * pages (shared/src/contracts/publicPages.json): plain paths, so this exposed module stays small. Location pages
 * come last: they match any two segments.
 */
export const routes: RemoteRoutesModule['routes'] = [
  { path: '/', Component: HomePage },
  ...INFO_PAGE_PATHS.map((path) => ({ path, Component: InfoPage })),
  { path: '/faq', Component: FaqPage },
  { path: '/financing/rate-check', Component: RateCheckPage },
  { path: '/services/:service', Component: ServicePage },
  { path: '/:state/:city', Component: LocationPage },
  { path: '/:state/:city/:service', Component: LocationPage },
];
