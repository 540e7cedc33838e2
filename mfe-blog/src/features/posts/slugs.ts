/** "spring-cleaning-checklist" → "Spring cleaning checklist": a readable label until the post itself loads. */
export function labelFromSlug(slug: string): string {
  const words = decodeURIComponent(slug).split('-').filter(Boolean).join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
