import { getRuntimeConfig } from '../config';
import type { BlogClient } from './client';

let cached: { key: string; client: Promise<BlogClient> } | undefined;

/**
 * The client the blog remote's and the homepage's endpoints use, built on first use from the runtime config
 * (loaded by the shell before it renders) and the page's own origin, and rebuilt if either changes.
 *
 * The client and its WordPress mapping (with the full HTML entity table, ~15 KB gzip) are loaded on first use,
 * not with the shared singleton: a server-rendered page's posts come from the server's data, so a first visit
 * to `/` never needs them.
 */
export function loadBlogClient(): Promise<BlogClient> {
  const baseUrl = getRuntimeConfig().blogApiUrl;
  // The server renders with the site's public origin in its config (there is no window there).
  const siteOrigin =
    typeof window === 'undefined' ? (getRuntimeConfig().siteOrigin ?? '') : window.location.origin;
  const key = `${baseUrl} ${siteOrigin}`;
  if (cached?.key !== key) {
    const client = import('./client').then(({ createBlogClient }) =>
      createBlogClient({ baseUrl, siteOrigin }),
    );
    // A failed chunk load is not cached: the next call tries again.
    client.catch(() => {
      if (cached?.client === client) cached = undefined;
    });
    cached = { key, client };
  }
  return cached.client;
}
