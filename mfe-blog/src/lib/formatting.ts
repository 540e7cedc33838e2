import { readTimeMinutes } from '@prohive/shared';
import { formatDate } from '@prohive/ui';

/** "January 15, 2024" by the site's date rule (the reader's time zone), or null when there is no usable date. */
export function formatPostDate(iso: string): string | null {
  return formatDate(iso, { style: 'long' });
}

/**
 * Spec §9 read time (excerpt length / 20, rounded up) as shown to readers. A post always takes some time to
 * read, so an empty excerpt still shows one minute.
 */
export function readTimeLabel(excerpt: string): string {
  return `${Math.max(1, readTimeMinutes(excerpt))} min read`;
}

/** A description-length summary: whole words, at most `max` characters, with an ellipsis when cut. */
export function summarise(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}

/** "spring-cleaning-checklist" → "Spring cleaning checklist": a readable label until the post itself loads. */
export function labelFromSlug(slug: string): string {
  let decoded = slug;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    // A malformed escape: show the slug as it came.
  }
  const words = decoded.split('-').filter(Boolean).join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
