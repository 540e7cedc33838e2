import type { BlogCategory } from '@prohive/shared';

/**
 * The `{category-name-lowercased-with-dash}` segment of spec §2's /category/ links, as categoryPath builds it
 * (before percent-encoding; the router hands pages decoded segments).
 */
export function categorySegment(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

/**
 * The category a URL segment names: its name lowercased with dashes (what our links carry), or its WordPress
 * slug (what WordPress's own category links carry, and what survives names with punctuation).
 */
export function findCategory(
  categories: readonly BlogCategory[],
  segment: string | null | undefined,
): BlogCategory | undefined {
  const wanted = segment?.trim().toLowerCase().replace(/\/+$/, '');
  if (!wanted) return undefined;
  return (
    categories.find((category) => categorySegment(category.name) === wanted) ??
    categories.find((category) => category.slug.toLowerCase() === wanted)
  );
}
