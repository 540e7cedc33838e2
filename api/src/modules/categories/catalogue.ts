import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface Category {
  id: number;
  slug: string;
  title: string;
}

/**
 * The ten service categories, read once per process. They are reference data: a migration writes them and
 * nothing at run time changes them, so the hot lists (jobs, professionals) name categories from memory
 * instead of a statement per request.
 */
export interface CategoryCatalogue {
  /** In display order (sort_order). */
  readonly all: readonly Category[];
  bySlug(slug: string): Category | undefined;
  byId(id: number): Category | undefined;
  /** Ids of the categories whose title or slug contains the text, ignoring case. */
  matching(text: string): number[];
}

const loaded = new WeakMap<Kysely<Database>, Promise<CategoryCatalogue>>();

async function load(db: Kysely<Database>): Promise<CategoryCatalogue> {
  const all = await db
    .selectFrom('service_categories')
    .select(['id', 'slug', 'title'])
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const bySlug = new Map(all.map((category) => [category.slug, category]));
  const byId = new Map(all.map((category) => [category.id, category]));
  return {
    all,
    bySlug: (slug) => bySlug.get(slug),
    byId: (id) => byId.get(id),
    matching(text) {
      const needle = text.toLowerCase();
      return all
        .filter(
          (category) =>
            category.title.toLowerCase().includes(needle) || category.slug.toLowerCase().includes(needle),
        )
        .map((category) => category.id);
    },
  };
}

/** The catalogue of `db`, loaded on first use; a failed load is retried by the next caller. */
export function categoryCatalogue(db: Kysely<Database>): Promise<CategoryCatalogue> {
  let catalogue = loaded.get(db);
  if (!catalogue) {
    catalogue = load(db);
    loaded.set(db, catalogue);
    catalogue.catch(() => loaded.delete(db));
  }
  return catalogue;
}
