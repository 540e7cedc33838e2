import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** A timestamptz column: read as Date, written as Date or ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type BlogPostStatus = 'publish' | 'draft';

export interface BlogAuthorsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  description: Generated<string>;
  created_at: DefaultedTimestamp;
}

export interface BlogCategoriesTable {
  id: Generated<number>;
  slug: string;
  name: string;
  description: Generated<string>;
}

export interface BlogMediaTable {
  id: Generated<number>;
  slug: string;
  title: string;
  alt_text: Generated<string>;
  caption: Generated<string>;
  /** Key of an illustration in illustrations.ts; null for an uploaded image (migration 0014). */
  illustration: string | null;
  /** An admin's uploaded image (uploads purpose blog_image), served by the uploads module. */
  upload_id: ColumnType<string | null, string | null | undefined, string | null>;
  width: number;
  height: number;
  author_id: number | null;
  created_at: DefaultedTimestamp;
}

export interface BlogPostsTable {
  id: Generated<number>;
  slug: string;
  status: ColumnType<BlogPostStatus, BlogPostStatus | undefined, BlogPostStatus>;
  title: string;
  excerpt: Generated<string>;
  content: string;
  author_id: number;
  featured_media_id: number | null;
  seo_title: string | null;
  seo_description: string | null;
  noindex: Generated<boolean>;
  published_at: Timestamp;
  modified_at: Timestamp;
  view_count: Generated<number>;
}

export interface BlogPostCategoriesTable {
  post_id: number;
  category_id: number;
  position: Generated<number>;
}

export interface BlogPostViewsTable {
  post_id: number;
  hour: Timestamp;
  views: number;
}

/** The tables of migration 0003, kept beside the module that owns them. */
// A type alias, not an interface: withTables wants an indexable record.
export type ContentTables = {
  blog_authors: BlogAuthorsTable;
  blog_categories: BlogCategoriesTable;
  blog_media: BlogMediaTable;
  blog_posts: BlogPostsTable;
  blog_post_categories: BlogPostCategoriesTable;
  blog_post_views: BlogPostViewsTable;
};

export type ContentDatabase = Database & ContentTables;

/** The app's query builder, typed for the content tables as well. */
export function contentDb(db: Kysely<Database>): Kysely<ContentDatabase> {
  return db.withTables<ContentTables>();
}
