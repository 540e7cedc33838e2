import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { contentDb } from '../content/index.js';

/**
 * Published posts a search engine may index (a post marked noindex asks not to be, so it is not offered), with
 * the date it last changed.
 */
export function indexablePosts(db: Kysely<Database>): Promise<{ slug: string; modified_at: Date }[]> {
  return contentDb(db)
    .selectFrom('blog_posts')
    .select(['slug', 'modified_at'])
    .where('status', '=', 'publish')
    .where('noindex', '=', false)
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Names of the categories with at least one published post: an empty category page has nothing to index. */
export async function populatedCategoryNames(db: Kysely<Database>): Promise<string[]> {
  const rows = await contentDb(db)
    .selectFrom('blog_categories as c')
    .select('c.name')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('blog_post_categories as pc')
          .innerJoin('blog_posts as p', 'p.id', 'pc.post_id')
          .select('pc.post_id')
          .whereRef('pc.category_id', '=', 'c.id')
          .where('p.status', '=', 'publish'),
      ),
    )
    .orderBy('c.name')
    .execute();
  return rows.map((row) => row.name);
}
