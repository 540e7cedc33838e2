import { getRuntimeConfig } from '../config';
import { createBlogClient, type BlogClient } from './client';

let cached: { key: string; client: BlogClient } | undefined;

/**
 * The client the blog remote's and the homepage's endpoints use, built on first use from the runtime config
 * (loaded by the shell before it renders) and the page's own origin, and rebuilt if either changes.
 */
export function getBlogClient(): BlogClient {
  const baseUrl = getRuntimeConfig().blogApiUrl;
  // The server renders with the site's public origin in its config (there is no window there).
  const siteOrigin =
    typeof window === 'undefined' ? (getRuntimeConfig().siteOrigin ?? '') : window.location.origin;
  const key = `${baseUrl} ${siteOrigin}`;
  if (cached?.key !== key) cached = { key, client: createBlogClient({ baseUrl, siteOrigin }) };
  return cached.client;
}
