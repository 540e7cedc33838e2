/** One seeded article: original Prohive writing, in the HTML a WordPress editor would produce. */
export interface SeedArticle {
  slug: string;
  title: string;
  category: string;
  author: string;
  /** Plain text, one or two sentences. */
  excerpt: string;
  /** Featured illustration motif (see modules/content/illustrations.ts). */
  motif: string;
  /** Alt text of the featured illustration. */
  imageAlt: string;
  /** Days before the seed's "now" the article was published. */
  daysAgo: number;
  /** Relative readership: scales the seeded view history. */
  popularity: number;
  content: string;
}
