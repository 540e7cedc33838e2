import { lazy } from 'react';
import type { RemoteRoutesModule } from '@prohive/shared';

const BlogIndexPage = lazy(() => import('./pages/BlogIndexPage'));
const BlogPostPage = lazy(() => import('./pages/BlogPostPage'));
const CategoryPage = lazy(() => import('./pages/CategoryPage'));
const SearchPage = lazy(() => import('./pages/SearchPage'));

/**
 * Everything the blog remote owns in REMOTE_AREAS. /blog/example-article (spec §2) is an article route
 * like any other slug: the post if the source has it, the not-found page if not.
 */
export const routes: RemoteRoutesModule['routes'] = [
  { path: '/blog', Component: BlogIndexPage },
  { path: '/blog/:slug', Component: BlogPostPage },
  { path: '/category/:name', Component: CategoryPage },
  { path: '/search', Component: SearchPage },
];
