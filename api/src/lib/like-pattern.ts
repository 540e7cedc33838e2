/**
 * A LIKE/ILIKE pattern that finds `text` anywhere, with the wildcards escaped so a search for "50%" or "a_b"
 * means the text. Case is the caller's: compare with ILIKE, or lower both sides.
 */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
