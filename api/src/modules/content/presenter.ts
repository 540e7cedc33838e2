import { filterFields, parseEmbed, parseFields, wantsEmbed } from './fields.js';
import type { AuthorRow, CategoryRow, ContentRepository, MediaRow, PostRow } from './repository.js';
import {
  serializeCategory,
  serializeMedia,
  serializePost,
  serializeUser,
  type SiteUrls,
} from './serialize.js';
import { invalidPostId, invalidUserId } from './wp-errors.js';

type Json = Record<string, unknown>;

export interface PresentOptions {
  _embed?: string;
  _fields?: string;
  context?: string;
}

/**
 * Posts as WordPress answers them: serialised in the requested context, with `_embedded` author, featured
 * image and categories when `_embed` asks, and trimmed to `_fields`.
 */
export async function presentPosts(
  repository: ContentRepository,
  urls: SiteUrls,
  rows: PostRow[],
  options: PresentOptions,
  extra: (row: PostRow) => Json = () => ({}),
): Promise<Json[]> {
  if (rows.length === 0) return [];
  const context = options.context === 'embed' ? 'embed' : 'view';
  const [authors, media, categories] = await Promise.all([
    repository.authors(rows.map((row) => row.author_id)),
    repository.media(rows.flatMap((row) => (row.featured_media_id ? [row.featured_media_id] : []))),
    repository.categoriesOfPosts(rows.map((row) => row.id)),
  ]);
  const authorById = new Map<number, AuthorRow>(authors.map((author) => [author.id, author]));
  const mediaById = new Map<number, MediaRow>(media.map((item) => [item.id, item]));
  const embed = parseEmbed(options._embed);
  const fields = parseFields(options._fields);
  const withYoast = fields === null || 'yoast_head_json' in fields || 'yoast_head' in fields;
  // WordPress only builds links (and so embeds) when `_fields` is absent or names `_links` or `_embedded`.
  const embedding = embed !== false && (fields === null || '_embedded' in fields);

  return rows.map((row) => {
    const relations = {
      author: authorById.get(row.author_id),
      media: row.featured_media_id ? mediaById.get(row.featured_media_id) : undefined,
      categories: categories.get(row.id) ?? [],
    };
    const item: Json = { ...serializePost(urls, row, relations, context, withYoast), ...extra(row) };
    const links = item._links;
    if (embedding) {
      const embedded: Json = {};
      if (wantsEmbed(embed, 'author')) {
        embedded.author = [
          relations.author ? serializeUser(urls, relations.author, 'embed') : invalidUserId().toBody(),
        ];
      }
      if (row.featured_media_id && wantsEmbed(embed, 'wp:featuredmedia')) {
        embedded['wp:featuredmedia'] = [
          relations.media ? serializeMedia(urls, relations.media, 'embed') : invalidPostId().toBody(),
        ];
      }
      if (wantsEmbed(embed, 'wp:term')) {
        embedded['wp:term'] = [
          relations.categories.map((category) => serializeCategory(urls, category, 'embed')),
        ];
      }
      if (Object.keys(embedded).length > 0) item._embedded = embedded;
    }
    const filtered = filterFields(item, fields);
    if (fields !== null && '_embedded' in fields && links !== undefined) filtered._links = links;
    return filtered;
  });
}

export function presentCategory(urls: SiteUrls, row: CategoryRow, options: PresentOptions): Json {
  return filterFields(
    serializeCategory(urls, row, options.context === 'embed' ? 'embed' : 'view'),
    parseFields(options._fields),
  );
}

export function presentUser(urls: SiteUrls, row: AuthorRow, options: PresentOptions): Json {
  return filterFields(
    serializeUser(urls, row, options.context === 'embed' ? 'embed' : 'view'),
    parseFields(options._fields),
  );
}

export function presentMedia(urls: SiteUrls, row: MediaRow, options: PresentOptions): Json {
  return filterFields(
    serializeMedia(urls, row, options.context === 'embed' ? 'embed' : 'view'),
    parseFields(options._fields),
  );
}
