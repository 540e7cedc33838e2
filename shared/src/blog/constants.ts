/** Spec §3 fallbacks and §9 counts for the blog. */

export const UNCATEGORIZED = 'Uncategorized';
export const UNKNOWN_AUTHOR = 'Unknown Author';

/** Spec §9. */
export const BLOG_LIMITS = {
  homepagePosts: 8,
  related: 4,
  popular: 4,
  featured: 3,
  /** Compact card excerpts are cut to this many characters. */
  compactExcerptChars: 70,
  /** Read time is the excerpt length divided by this, rounded up, in minutes. */
  readTimeCharsPerMinute: 20,
} as const;

/** WordPress's own defaults and bounds for `page` / `per_page` (per_page is 1–100). */
export const WP_DEFAULT_PAGE = 1;
export const WP_DEFAULT_PER_PAGE = 10;
export const WP_MAX_PER_PAGE = 100;

/** A blog request that has not answered after this long is abandoned and treated as failed. */
export const BLOG_REQUEST_TIMEOUT_MS = 10_000;

// The stand-in picture for posts without a featured image. Inline, so it shows offline, behind strict
// content-security policies and in every remote's bundle without an asset pipeline; a photo host would be
// one more third party that can be down.
const DEFAULT_IMAGE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" role="img" aria-label="Home services">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fde68a"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#g)"/>
<path d="M600 170 380 350h60v150h120V410h80v90h120V350h60z" fill="#ffffff" fill-opacity="0.9"/>
<path d="M720 200h50v90l-50-42z" fill="#ffffff" fill-opacity="0.9"/>
</svg>`;

/** Spec §3: the image of a post that has no (readable) featured image. */
export const DEFAULT_BLOG_IMAGE = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(DEFAULT_IMAGE_SVG)}`;
