import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { likePattern } from '../../lib/like-pattern.js';
import type { ContentDatabase } from './schema.js';

/** Largest id PostgreSQL's integer holds; larger ids in a filter simply match nothing. */
const MAX_ID = 2_147_483_647;
const ids = (values: readonly number[] | undefined) =>
  (values ?? []).filter((value) => Number.isSafeInteger(value) && value > 0 && value <= MAX_ID);

export interface PostRow {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  author_id: number;
  featured_media_id: number | null;
  seo_title: string | null;
  seo_description: string | null;
  noindex: boolean;
  published_at: Date;
  modified_at: Date;
  view_count: number;
}

export interface AuthorRow {
  id: number;
  slug: string;
  name: string;
  description: string;
}

export interface CategoryRow {
  id: number;
  slug: string;
  name: string;
  description: string;
  count: number;
}

export interface MediaRow {
  id: number;
  slug: string;
  title: string;
  alt_text: string;
  caption: string;
  illustration: string | null;
  upload_id: string | null;
  width: number;
  height: number;
  author_id: number | null;
  created_at: Date;
  post_id: number | null;
}

export type PostOrderBy =
  | 'author'
  | 'date'
  | 'id'
  | 'include'
  | 'modified'
  | 'parent'
  | 'relevance'
  | 'slug'
  | 'include_slugs'
  | 'title';

export interface PostFilters {
  search?: string;
  authors?: number[];
  authorsExcluded?: number[];
  include?: number[];
  exclude?: number[];
  slugs?: string[];
  categories?: number[];
  categoriesExcluded?: number[];
  orderby: PostOrderBy;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

const POST_COLUMNS = [
  'p.id',
  'p.slug',
  'p.title',
  'p.excerpt',
  'p.content',
  'p.author_id',
  'p.featured_media_id',
  'p.seo_title',
  'p.seo_description',
  'p.noindex',
  'p.published_at',
  'p.modified_at',
  'p.view_count',
] as const;

/**
 * WordPress's search terms: quoted phrases stay whole, other words split on spaces; a leading `-` excludes.
 * Like WordPress, more than nine terms fall back to searching for the whole text.
 */
export function searchTerms(search: string): { term: string; exclude: boolean }[] {
  const trimmed = search.trim();
  if (!trimmed) return [];
  const raw = [...trimmed.matchAll(/"[^"]+"|[^\s"]+/g)].map((match) => match[0].replace(/"/g, '').trim());
  const words = raw.filter(Boolean);
  const terms = words.length > 9 ? [trimmed.replace(/"/g, '')] : words;
  return terms.map((term) =>
    term.length > 1 && term.startsWith('-')
      ? { term: term.slice(1), exclude: true }
      : { term, exclude: false },
  );
}

export class ContentRepository {
  constructor(private readonly db: Kysely<ContentDatabase>) {}

  /** Published posts matching WordPress's collection filters, with the total before paging. */
  async listPosts(filters: PostFilters): Promise<{ rows: PostRow[]; total: number }> {
    let query = this.db.selectFrom('blog_posts as p').where('p.status', '=', 'publish');

    const terms = searchTerms(filters.search ?? '');
    for (const { term, exclude } of terms) {
      const pattern = likePattern(term);
      query = query.where((eb) => {
        const matches = eb.or([
          eb('p.title', 'ilike', pattern),
          eb('p.excerpt', 'ilike', pattern),
          eb('p.content', 'ilike', pattern),
        ]);
        return exclude ? eb.not(matches) : matches;
      });
    }
    if (filters.authors?.length) query = query.where('p.author_id', 'in', [...ids(filters.authors), 0]);
    if (filters.authorsExcluded?.length) {
      const excluded = ids(filters.authorsExcluded);
      if (excluded.length) query = query.where('p.author_id', 'not in', excluded);
    }
    if (filters.include?.length) query = query.where('p.id', 'in', [...ids(filters.include), 0]);
    if (filters.exclude?.length) {
      const excluded = ids(filters.exclude);
      if (excluded.length) query = query.where('p.id', 'not in', excluded);
    }
    if (filters.slugs?.length) query = query.where('p.slug', 'in', filters.slugs);
    if (filters.categories?.length) {
      const wanted = [...ids(filters.categories), 0];
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('blog_post_categories as pc')
            .select('pc.post_id')
            .whereRef('pc.post_id', '=', 'p.id')
            .where('pc.category_id', 'in', wanted),
        ),
      );
    }
    if (filters.categoriesExcluded?.length) {
      const excluded = ids(filters.categoriesExcluded);
      if (excluded.length) {
        query = query.where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('blog_post_categories as pc')
                .select('pc.post_id')
                .whereRef('pc.post_id', '=', 'p.id')
                .where('pc.category_id', 'in', excluded),
            ),
          ),
        );
      }
    }

    const direction = filters.order;
    let ordered = query.select([...POST_COLUMNS, sql<number>`(count(*) over ())::int`.as('total')]);
    switch (filters.orderby) {
      case 'title':
        ordered = ordered.orderBy(sql`lower(p.title)`, direction);
        break;
      case 'slug':
        ordered = ordered.orderBy('p.slug', direction);
        break;
      case 'id':
        ordered = ordered.orderBy('p.id', direction);
        break;
      case 'modified':
        ordered = ordered.orderBy('p.modified_at', direction);
        break;
      case 'author':
        ordered = ordered.orderBy('p.author_id', direction);
        break;
      case 'include': {
        const order = ids(filters.include);
        ordered = ordered.orderBy(sql`array_position(${sql.val(order)}::int[], p.id)`, 'asc');
        break;
      }
      case 'include_slugs':
        ordered = ordered.orderBy(
          sql`array_position(${sql.val(filters.slugs ?? [])}::text[], p.slug)`,
          'asc',
        );
        break;
      case 'relevance':
        ordered = ordered.orderBy(
          relevance(
            terms.filter((t) => !t.exclude).map((t) => t.term),
            filters.search ?? '',
          ),
          'asc',
        );
        break;
      default:
        break;
    }
    // Date is WordPress's last word on order (and its default); the id keeps pages stable on equal dates.
    ordered = ordered
      .orderBy('p.published_at', filters.orderby === 'relevance' ? 'desc' : direction)
      .orderBy('p.id', filters.orderby === 'relevance' ? 'desc' : direction);

    const rows = await ordered.limit(filters.limit).offset(filters.offset).execute();
    if (rows.length > 0) return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]!.total };
    const { total } = await query.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
    return { rows: [], total };
  }

  async findPost(id: number): Promise<PostRow | undefined> {
    if (id > MAX_ID) return undefined;
    return this.db
      .selectFrom('blog_posts as p')
      .select([...POST_COLUMNS])
      .where('p.id', '=', id)
      .where('p.status', '=', 'publish')
      .executeTakeFirst();
  }

  async authors(authorIds: readonly number[]): Promise<AuthorRow[]> {
    const wanted = ids(authorIds);
    if (wanted.length === 0) return [];
    return this.db
      .selectFrom('blog_authors')
      .select(['id', 'slug', 'name', 'description'])
      .where('id', 'in', wanted)
      .execute();
  }

  /** Authors with at least one published post: the only users WordPress shows the public. */
  publishedAuthors() {
    return this.db
      .selectFrom('blog_authors as a')
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('blog_posts as p')
            .select('p.id')
            .whereRef('p.author_id', '=', 'a.id')
            .where('p.status', '=', 'publish'),
        ),
      );
  }

  async authorWithPosts(id: number): Promise<{ author: AuthorRow | undefined; published: boolean }> {
    if (id > MAX_ID) return { author: undefined, published: false };
    const author = await this.db
      .selectFrom('blog_authors as a')
      .select((eb) => [
        'a.id',
        'a.slug',
        'a.name',
        'a.description',
        eb
          .exists(
            eb
              .selectFrom('blog_posts as p')
              .select('p.id')
              .whereRef('p.author_id', '=', 'a.id')
              .where('p.status', '=', 'publish'),
          )
          .as('published'),
      ])
      .where('a.id', '=', id)
      .executeTakeFirst();
    if (!author) return { author: undefined, published: false };
    const { published, ...row } = author;
    return { author: row, published: Boolean(published) };
  }

  async media(mediaIds: readonly number[]): Promise<MediaRow[]> {
    const wanted = ids(mediaIds);
    if (wanted.length === 0) return [];
    return this.mediaQuery().where('m.id', 'in', wanted).execute();
  }

  async mediaBySlug(slug: string): Promise<MediaRow | undefined> {
    return this.mediaQuery().where('m.slug', '=', slug).executeTakeFirst();
  }

  private mediaQuery() {
    return this.db.selectFrom('blog_media as m').select((eb) => [
      'm.id',
      'm.slug',
      'm.title',
      'm.alt_text',
      'm.caption',
      'm.illustration',
      'm.upload_id',
      'm.width',
      'm.height',
      'm.author_id',
      'm.created_at',
      eb
        .selectFrom('blog_posts as p')
        .select((inner) => inner.fn.min('p.id').as('post_id'))
        .whereRef('p.featured_media_id', '=', 'm.id')
        .as('post_id'),
    ]);
  }

  /** Categories with their published-post counts, WordPress's `count`. */
  categoriesQuery() {
    return this.db.selectFrom('blog_categories as c').select((eb) => [
      'c.id',
      'c.slug',
      'c.name',
      'c.description',
      eb
        .selectFrom('blog_post_categories as pc')
        .innerJoin('blog_posts as p', 'p.id', 'pc.post_id')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('pc.category_id', '=', 'c.id')
        .where('p.status', '=', 'publish')
        .as('count'),
    ]);
  }

  /** Each post's categories, in the post's own order. */
  async categoriesOfPosts(postIds: readonly number[]): Promise<Map<number, CategoryRow[]>> {
    const byPost = new Map<number, CategoryRow[]>();
    const wanted = ids(postIds);
    if (wanted.length === 0) return byPost;
    const rows = await this.categoriesQuery()
      .innerJoin('blog_post_categories as link', 'link.category_id', 'c.id')
      .select(['link.post_id'])
      .where('link.post_id', 'in', wanted)
      .orderBy('link.post_id')
      .orderBy('link.position')
      .orderBy('c.id')
      .execute();
    for (const { post_id: postId, ...row } of rows) {
      const list = byPost.get(postId) ?? [];
      list.push({ ...row, count: row.count ?? 0 });
      byPost.set(postId, list);
    }
    return byPost;
  }

  /**
   * Posts ranked by views since `since` (null: all time), as WordPress Popular Posts ranks them: only posts
   * viewed in the range appear.
   */
  async popular(options: {
    since: Date | null;
    publishedSince: Date | null;
    exclude: number[];
    authors: number[];
    categories: number[];
    categoriesExcluded: number[];
    limit: number;
    offset: number;
  }): Promise<{ row: PostRow; pageviews: number }[]> {
    let query = this.db.selectFrom('blog_posts as p').where('p.status', '=', 'publish');
    const views: RawBuilder<number> = options.since
      ? sql<number>`(select coalesce(sum(v.views), 0)::int from blog_post_views v where v.post_id = p.id and v.hour >= ${options.since})`
      : sql<number>`p.view_count`;
    query = query.where(sql<SqlBool>`${views} > 0`);
    if (options.publishedSince) query = query.where('p.published_at', '>=', options.publishedSince);
    const excluded = ids(options.exclude);
    if (excluded.length) query = query.where('p.id', 'not in', excluded);
    const authors = ids(options.authors);
    if (options.authors.length) query = query.where('p.author_id', 'in', [...authors, 0]);
    const categoryFilter = (wanted: number[]) =>
      sql<SqlBool>`exists (select 1 from blog_post_categories pc where pc.post_id = p.id and pc.category_id in (${sql.join(wanted)}))`;
    if (options.categories.length) query = query.where(categoryFilter([...ids(options.categories), 0]));
    const categoriesExcluded = ids(options.categoriesExcluded);
    if (categoriesExcluded.length)
      query = query.where(sql<SqlBool>`not ${categoryFilter(categoriesExcluded)}`);

    const rows = await query
      .select([...POST_COLUMNS, views.as('pageviews')])
      .orderBy(views, 'desc')
      .orderBy('p.id', 'desc')
      .limit(options.limit)
      .offset(options.offset)
      .execute();
    return rows.map(({ pageviews, ...row }) => ({
      row,
      pageviews,
    }));
  }

  /** Counts one view: the hourly bucket for ranges and the all-time total. False for no such published post. */
  async recordView(postId: number, at: Date, views = 1): Promise<boolean> {
    if (postId > MAX_ID) return false;
    const hour = new Date(Math.floor(at.getTime() / 3_600_000) * 3_600_000);
    return this.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('blog_posts')
        .set((eb) => ({ view_count: eb('view_count', '+', views) }))
        .where('id', '=', postId)
        .where('status', '=', 'publish')
        .returning('id')
        .executeTakeFirst();
      if (!updated) return false;
      await trx
        .insertInto('blog_post_views')
        .values({ post_id: postId, hour, views })
        .onConflict((oc) =>
          oc
            .columns(['post_id', 'hour'])
            .doUpdateSet((eb) => ({ views: eb('blog_post_views.views', '+', views) })),
        )
        .execute();
      return true;
    });
  }
}

/**
 * WordPress's relevance rank (1 is best): the whole phrase in the title, then every term in the title, then any term in the
 * title, then the phrase in the excerpt, then in the content.
 */
function relevance(terms: string[], search: string): Expression<number> {
  const phrase = likePattern(search.replace(/"/g, '').trim());
  const all = terms.length
    ? sql.join(
        terms.map((term) => sql`p.title ilike ${likePattern(term)}`),
        sql` and `,
      )
    : sql`false`;
  const any = terms.length
    ? sql.join(
        terms.map((term) => sql`p.title ilike ${likePattern(term)}`),
        sql` or `,
      )
    : sql`false`;
  return sql<number>`case
    when p.title ilike ${phrase} then 1
    when ${all} then 2
    when ${any} then 3
    when p.excerpt ilike ${phrase} then 4
    when p.content ilike ${phrase} then 5
    else 6 end`;
}
