/** A person's first name as shown publicly (job pages, reviews). */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}
