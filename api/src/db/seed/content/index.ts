import { sql, type Kysely, type Transaction } from 'kysely';
import { parseIllustrationKey } from '../../../modules/content/index.js';
import { contentDb, type ContentDatabase } from '../../../modules/content/index.js';
import type { Database } from '../../schema.js';
import { EXAMPLE_ARTICLE } from './article-example.js';
import { CLEANING_AND_HOME_ARTICLES } from './articles-cleaning-home.js';
import { HIRING_AND_PRICING_ARTICLES } from './articles-hiring-pricing.js';
import { HVAC_AND_PLUMBING_ARTICLES } from './articles-hvac-plumbing.js';
import type { SeedArticle } from './types.js';

/**
 * The blog's demo content: four authors, six categories and 25 original articles, each with a drawn
 * featured image and a view history, so a fresh database has a blog that reads like a real one.
 */

export const BLOG_AUTHORS = [
  {
    slug: 'dana-whitfield',
    name: 'Dana Whitfield',
    description:
      'Master plumber with twenty years in residential service. Writes about plumbing, water heaters and hiring the right trade.',
  },
  {
    slug: 'marcus-lee',
    name: 'Marcus Lee',
    description:
      'HVAC technician who has serviced furnaces, heat pumps and air conditioners in Colorado and Texas for fifteen years.',
  },
  {
    slug: 'priya-raman',
    name: 'Priya Raman',
    description:
      'Built a twelve-person residential cleaning company from one car and a bucket; now coaches new cleaning businesses.',
  },
  {
    slug: 'tom-okafor',
    name: 'Tom Okafor',
    description:
      'General contractor and former home inspector. Helps pros price their work and homeowners plan their maintenance.',
  },
];

export const BLOG_CATEGORIES = [
  {
    slug: 'hiring-a-pro',
    name: 'Hiring a Pro',
    description: 'How to find, check and work with the right professional for the job.',
    theme: 'hiring',
  },
  {
    slug: 'pricing-and-estimates',
    name: 'Pricing and Estimates',
    description: 'For pros: pricing jobs, writing estimates and getting paid fairly.',
    theme: 'pricing',
  },
  {
    slug: 'heating-and-cooling',
    name: 'Heating and Cooling',
    description: 'Furnaces, air conditioners, heat pumps and thermostats through the seasons.',
    theme: 'hvac',
  },
  {
    slug: 'plumbing-and-electrical',
    name: 'Plumbing and Electrical',
    description: 'Pipes, fixtures, water heaters, wiring and the warning signs worth knowing.',
    theme: 'plumbing',
  },
  {
    slug: 'cleaning',
    name: 'Cleaning',
    description: 'Cleaning a home well, and running a cleaning business well.',
    theme: 'cleaning',
  },
  {
    slug: 'home-maintenance',
    name: 'Home Maintenance',
    description: 'Seasonal checklists for the roof, gutters, yard and everything in between.',
    theme: 'home',
  },
] as const;

export const BLOG_ARTICLES: SeedArticle[] = [
  ...HIRING_AND_PRICING_ARTICLES,
  ...HVAC_AND_PLUMBING_ARTICLES,
  ...CLEANING_AND_HOME_ARTICLES,
  EXAMPLE_ARTICLE,
];

/**
 * Articles the spec links to by address (`/blog/example-article`): a blog seeded before they were written gets
 * them too. Other seed articles are never re-added, so an article an editor deleted stays deleted.
 */
export const REQUIRED_ARTICLE_SLUGS: readonly string[] = [EXAMPLE_ARTICLE.slug];

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** How far back the seeded view history reaches. */
const VIEW_HISTORY_DAYS = 90;

function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface ContentSeedSummary {
  authors: number;
  categories: number;
  posts: number;
  views: number;
}

type ContentTransaction = Transaction<ContentDatabase>;

interface ArticleIds {
  authorId: ReadonlyMap<string, number>;
  categoryId: ReadonlyMap<string, number>;
}

/**
 * Writes one seed article: its featured illustration, the post, its category and a view history. Returns the
 * views seeded.
 */
async function insertArticle(
  trx: ContentTransaction,
  article: SeedArticle,
  ids: ArticleIds,
  now: Date,
  random: () => number,
): Promise<number> {
  const index = BLOG_ARTICLES.indexOf(article);
  const author = ids.authorId.get(article.author);
  const category = ids.categoryId.get(article.category);
  const theme = BLOG_CATEGORIES.find((entry) => entry.slug === article.category)?.theme;
  const illustration = `${theme}/${article.motif}/${index}`;
  if (author === undefined || category === undefined || !parseIllustrationKey(illustration)) {
    throw new Error(`Seed article ${article.slug} names an unknown author, category or motif`);
  }
  // Morning publication times, a little different for each article.
  const publishedAt = new Date(
    Math.floor((now.getTime() - article.daysAgo * DAY_MS) / DAY_MS) * DAY_MS + (8 + (index % 5)) * HOUR_MS,
  );
  const media = await trx
    .insertInto('blog_media')
    .values({
      slug: `${article.slug}-illustration`,
      title: article.title,
      alt_text: article.imageAlt,
      illustration,
      width: 1200,
      height: 675,
      author_id: author,
      created_at: publishedAt,
    })
    // A required article re-added after an editor deleted its post finds its illustration still there.
    .onConflict((conflict) =>
      conflict.column('slug').doUpdateSet({ title: article.title, alt_text: article.imageAlt, illustration }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  const post = await trx
    .insertInto('blog_posts')
    .values({
      slug: article.slug,
      title: article.title,
      excerpt: article.excerpt,
      content: article.content.trim(),
      author_id: author,
      featured_media_id: media.id,
      seo_title: null,
      seo_description: null,
      published_at: publishedAt,
      modified_at: new Date(publishedAt.getTime() + (index % 3) * DAY_MS),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('blog_post_categories').values({ post_id: post.id, category_id: category }).execute();

  // One bucket a day since publication, busiest in the first weeks, scaled by the article's readership;
  // the newest bucket falls inside the last 24 hours so "popular today" has data on a fresh database.
  const buckets: { post_id: number; hour: Date; views: number }[] = [];
  const days = Math.min(article.daysAgo, VIEW_HISTORY_DAYS);
  for (let day = 0; day <= days; day += 1) {
    const freshness = day > article.daysAgo - 14 ? 1.6 : 1;
    const count = Math.round(article.popularity * freshness * (2 + random() * 6));
    if (count <= 0) continue;
    const hour = new Date(
      Math.floor((now.getTime() - day * DAY_MS - Math.floor(random() * 20) * HOUR_MS) / HOUR_MS) * HOUR_MS,
    );
    if (hour.getTime() < publishedAt.getTime()) continue;
    buckets.push({ post_id: post.id, hour, views: count });
  }
  const total = buckets.reduce((sum, bucket) => sum + bucket.views, 0);
  if (buckets.length > 0) await trx.insertInto('blog_post_views').values(buckets).execute();
  await trx.updateTable('blog_posts').set({ view_count: total }).where('id', '=', post.id).execute();
  return total;
}

/** The ids of the seed authors and categories an article needs, inserting any that are missing. */
async function ensureAuthorAndCategory(
  trx: ContentTransaction,
  article: SeedArticle,
  now: Date,
): Promise<ArticleIds> {
  const author = BLOG_AUTHORS.find((entry) => entry.slug === article.author)!;
  const category = BLOG_CATEGORIES.find((entry) => entry.slug === article.category)!;
  let authorRow = await trx
    .selectFrom('blog_authors')
    .select('id')
    .where('slug', '=', author.slug)
    .executeTakeFirst();
  authorRow ??= await trx
    .insertInto('blog_authors')
    .values({ ...author, created_at: new Date(now.getTime() - 400 * DAY_MS) })
    .returning('id')
    .executeTakeFirstOrThrow();
  let categoryRow = await trx
    .selectFrom('blog_categories')
    .select('id')
    .where('slug', '=', category.slug)
    .executeTakeFirst();
  categoryRow ??= await trx
    .insertInto('blog_categories')
    .values({ slug: category.slug, name: category.name, description: category.description })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    authorId: new Map([[author.slug, authorRow.id]]),
    categoryId: new Map([[category.slug, categoryRow.id]]),
  };
}

/** Adds the {@link REQUIRED_ARTICLE_SLUGS} articles a blog with content does not have yet. */
async function addMissingRequiredArticles(
  trx: ContentTransaction,
  now: Date,
  random: () => number,
): Promise<ContentSeedSummary | null> {
  const present = await trx
    .selectFrom('blog_posts')
    .select('slug')
    .where('slug', 'in', [...REQUIRED_ARTICLE_SLUGS])
    .execute();
  const missing = BLOG_ARTICLES.filter(
    (article) =>
      REQUIRED_ARTICLE_SLUGS.includes(article.slug) && !present.some((row) => row.slug === article.slug),
  );
  if (missing.length === 0) return null;
  let views = 0;
  for (const article of missing) {
    views += await insertArticle(trx, article, await ensureAuthorAndCategory(trx, article, now), now, random);
  }
  return { authors: 0, categories: 0, posts: missing.length, views };
}

/**
 * Loads the blog's demo content into empty blog tables. A blog that has content, seeded or written, is left as
 * it is except for the spec's required articles ({@link REQUIRED_ARTICLE_SLUGS}), added when missing. `now`
 * fixes the dates for reproducible tests. Returns null when nothing was written.
 */
export async function seedContentIfEmpty(
  database: Kysely<Database>,
  options: { now?: Date } = {},
): Promise<ContentSeedSummary | null> {
  const db = contentDb(database);
  const now = options.now ?? new Date();
  const random = createRandom(20_261_122);

  return db.transaction().execute(async (trx) => {
    // Serialises two processes seeding at once; the second then finds the posts and stops.
    await sql`lock table blog_posts in exclusive mode`.execute(trx);
    const existing = await trx
      .selectFrom('blog_posts')
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirstOrThrow();
    if (existing.count > 0) return addMissingRequiredArticles(trx, now, random);

    const authors = await trx
      .insertInto('blog_authors')
      .values(
        BLOG_AUTHORS.map((author) => ({
          ...author,
          created_at: new Date(now.getTime() - 400 * DAY_MS),
        })),
      )
      .returning(['id', 'slug'])
      .execute();
    const categories = await trx
      .insertInto('blog_categories')
      .values(BLOG_CATEGORIES.map(({ slug, name, description }) => ({ slug, name, description })))
      .returning(['id', 'slug'])
      .execute();
    const ids: ArticleIds = {
      authorId: new Map(authors.map((row) => [row.slug, row.id])),
      categoryId: new Map(categories.map((row) => [row.slug, row.id])),
    };

    let views = 0;
    for (const article of BLOG_ARTICLES) views += await insertArticle(trx, article, ids, now, random);

    return {
      authors: authors.length,
      categories: categories.length,
      posts: BLOG_ARTICLES.length,
      views,
    };
  });
}
