import type { ComponentType } from 'react';
import { PUBLIC_PAGES } from './publicPages';

/** Remote names are JavaScript identifiers (Module Federation container names). */
export const REMOTE_NAMES = ['marketing', 'blog', 'jobs', 'free_tools', 'account', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** The module every remote exposes as `./routes`. */
export const REMOTE_ROUTES_EXPOSE = './routes';

/**
 * One screen a remote renders. `path` is absolute (react-router pattern syntax); the shell renders a
 * remote's routes under a root splat, so absolute paths match as written.
 */
export interface RemoteRoute {
  path: string;
  Component: ComponentType;
}

/** The typed contract of a remote's `./routes` module. */
export interface RemoteRoutesModule {
  routes: RemoteRoute[];
}

/**
 * Which remote owns which part of the URL space, in match order (first match wins). The shell uses it to
 * decide which remote to load before loading anything; the remote then matches its own detailed routes and
 * anything it does not recognise goes to /404. Location pages (two or three free segments) come last.
 */
export const REMOTE_AREAS: ReadonlyArray<{ remote: RemoteName; patterns: readonly string[] }> = [
  {
    remote: 'account',
    patterns: [
      '/auth',
      '/provider-signup',
      '/stripe/success',
      '/stripe/cancel',
      '/profile',
      '/saved',
      '/customer/*',
      '/provider/*',
    ],
  },
  { remote: 'admin', patterns: ['/admin/*'] },
  {
    remote: 'jobs',
    patterns: [
      '/create-job',
      '/jobs',
      '/job-listings',
      '/job/:jobId',
      '/professionals',
      '/professionals/:serviceId',
      '/find-pro-mobile',
      '/services/:service/professionals',
      '/messages/*',
    ],
  },
  { remote: 'blog', patterns: ['/blog/*', '/category/:name', '/search'] },
  { remote: 'free_tools', patterns: ['/free-tools/*'] },
  {
    remote: 'marketing',
    patterns: [
      ...PUBLIC_PAGES.filter((page) => page.remote === 'marketing').map((page) => page.path),
      '/services/:service',
      '/:state/:city',
      '/:state/:city/:service',
    ],
  },
];
