/**
 * Spec §7: the blog service's host in returned content becomes the site's host, except image and upload
 * links. Readers then stay on the site when they follow a link between posts, while files that only the
 * WordPress server holds (uploads, theme and plugin assets) keep loading from it.
 */

// Paths the site does not serve: WordPress's own files and everything uploaded to it.
const BLOG_ONLY_PATHS = [
  '/wp-content/',
  '/wp-includes/',
  '/wp-json/',
  '/wp-admin/',
  '/wp-login.php',
  '/xmlrpc.php',
];
const IMAGE_FILE = /\.(?:avif|bmp|gif|heic|ico|jpe?g|png|svg|tiff?|webp)$/i;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function originOf(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

function isBlogOnly(path: string): boolean {
  const normalised = path.replace(/\\\//g, '/').toLowerCase();
  return BLOG_ONLY_PATHS.some((prefix) => normalised.includes(prefix)) || IMAGE_FILE.test(normalised);
}

/**
 * Rewrites absolute (`https://`, `http://`) and protocol-relative (`//`) links to the blog host, also in their
 * JSON-escaped form (`https:\/\/`), to `siteOrigin`. Left alone: anything inside `<img>` and `<source>` tags
 * (src, srcset, data-src…), image files, and WordPress's own paths such as `/wp-content/uploads/`. A host
 * that merely starts with the blog's (`blog.example.com.evil.test`) or adds a port is another host.
 */
export function rewriteBlogHost(content: string, blogOrigin: string, siteOrigin: string): string {
  const blog = originOf(blogOrigin);
  const site = originOf(siteOrigin);
  if (!blog || !site || blog.host.toLowerCase() === site.host.toLowerCase() || !content) return content;

  const host = escapeRegExp(blog.host);
  const pattern = new RegExp(
    // 1: a media tag, copied whole; 2: the slashes (plain or JSON-escaped); 3: the path, up to a query.
    `(<(?:img|source)\\b[^>]*>)|(?:https?:)?(//|\\\\/\\\\/)${host}(?![\\w.-]|:\\d)([^\\s"'<>()?#&]*)`,
    'gi',
  );
  const plainSite = site.origin;
  const escapedSite = plainSite.replace(/\//g, '\\/');

  return content.replace(pattern, (whole: string, mediaTag?: string, slashes?: string, path = '') => {
    if (mediaTag !== undefined || isBlogOnly(path)) return whole;
    return (slashes === '//' ? plainSite : escapedSite) + path;
  });
}

/** {@link rewriteBlogHost} applied to every string inside a JSON value (for Yoast's schema graph). */
export function rewriteBlogHostDeep<T>(value: T, blogOrigin: string, siteOrigin: string): T {
  if (typeof value === 'string') return rewriteBlogHost(value, blogOrigin, siteOrigin) as T;
  if (Array.isArray(value))
    return value.map((item: unknown) => rewriteBlogHostDeep(item, blogOrigin, siteOrigin)) as T;
  if (value !== null && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value))
      copy[key] = rewriteBlogHostDeep(item, blogOrigin, siteOrigin);
    return copy as T;
  }
  return value;
}
