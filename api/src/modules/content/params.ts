import { Type } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';

/**
 * Query parameters of the wp-json routes, with WordPress's names, types, defaults and bounds
 * (WP_REST_Posts_Controller, WP_REST_Terms_Controller, WP_REST_Users_Controller and the Popular Posts
 * plugin). Unknown parameters are ignored, as WordPress ignores them.
 */

const Integer = (options: { minimum?: number; maximum?: number; default?: number } = {}) =>
  Type.Integer(options);
const IdList = Type.Array(Type.Integer());
const StringList = Type.Array(Type.String());
const Context = Type.String({ enum: ['view', 'embed', 'edit'], default: 'view' });
const Order = (fallback: 'asc' | 'desc') => Type.String({ enum: ['asc', 'desc'], default: fallback });

/** WordPress's own request-wide parameters, accepted on every route. */
const GLOBAL = {
  _embed: Type.Optional(
    Type.String({ description: '`1` for every embed, or a comma list of link relations' }),
  ),
  _fields: Type.Optional(Type.String({ description: 'Comma list of fields to return (dots reach inside)' })),
};

const PAGING = {
  page: Integer({ minimum: 1, default: 1 }),
  per_page: Integer({ minimum: 1, maximum: 100, default: 10 }),
};

export const POST_ORDERBY = [
  'author',
  'date',
  'id',
  'include',
  'modified',
  'parent',
  'relevance',
  'slug',
  'include_slugs',
  'title',
] as const;

export const PostsQuery = Type.Object({
  ...GLOBAL,
  context: Context,
  ...PAGING,
  search: Type.Optional(Type.String()),
  author: Type.Optional(IdList),
  author_exclude: Type.Optional(IdList),
  exclude: Type.Optional(IdList),
  include: Type.Optional(IdList),
  offset: Type.Optional(Integer()),
  order: Order('desc'),
  orderby: Type.String({ enum: [...POST_ORDERBY], default: 'date' }),
  slug: Type.Optional(StringList),
  categories: Type.Optional(IdList),
  categories_exclude: Type.Optional(IdList),
});

export const CATEGORY_ORDERBY = [
  'id',
  'include',
  'name',
  'slug',
  'include_slugs',
  'term_group',
  'description',
  'count',
] as const;

export const CategoriesQuery = Type.Object({
  ...GLOBAL,
  context: Context,
  ...PAGING,
  search: Type.Optional(Type.String()),
  exclude: Type.Optional(IdList),
  include: Type.Optional(IdList),
  order: Order('asc'),
  orderby: Type.String({ enum: [...CATEGORY_ORDERBY], default: 'name' }),
  hide_empty: Type.Boolean({ default: false }),
  parent: Type.Optional(Integer()),
  post: Type.Optional(Integer()),
  slug: Type.Optional(StringList),
});

export const USER_ORDERBY = [
  'id',
  'include',
  'name',
  'registered_date',
  'slug',
  'include_slugs',
  'email',
  'url',
] as const;

export const UsersQuery = Type.Object({
  ...GLOBAL,
  context: Context,
  ...PAGING,
  search: Type.Optional(Type.String()),
  exclude: Type.Optional(IdList),
  include: Type.Optional(IdList),
  offset: Type.Optional(Integer()),
  order: Order('asc'),
  orderby: Type.String({ enum: [...USER_ORDERBY], default: 'name' }),
  slug: Type.Optional(StringList),
});

export const SingleQuery = Type.Object({ ...GLOBAL, context: Context });

export const POPULAR_RANGES = ['last24hours', 'last7days', 'last30days', 'all', 'custom'] as const;
export const TIME_UNITS = ['minute', 'hour', 'day', 'week', 'month'] as const;

/** WordPress Popular Posts 7.x `popular-posts` parameters (the ones a post list needs). */
export const PopularQuery = Type.Object({
  ...GLOBAL,
  post_type: Type.String({ default: 'post' }),
  limit: Integer({ minimum: 1, default: 10 }),
  offset: Integer({ minimum: 0, default: 0 }),
  freshness: Type.String({ enum: ['0', '1'], default: '0' }),
  order_by: Type.String({ enum: ['views', 'comments'], default: 'views' }),
  range: Type.String({ enum: [...POPULAR_RANGES], default: 'last24hours' }),
  time_unit: Type.String({ enum: [...TIME_UNITS], default: 'hour' }),
  time_quantity: Integer({ minimum: 1, default: 24 }),
  pid: Type.Optional(Type.String()),
  exclude: Type.Optional(Type.String()),
  taxonomy: Type.Optional(Type.String()),
  term_id: Type.Optional(Type.String()),
  author: Type.Optional(Type.String()),
});

/** The plugin's view logger: `wpp_id` names the post (sent form-encoded by its script, or as JSON). */
export const ViewBody = Type.Object({
  wpp_id: Integer({ minimum: 1 }),
  token: Type.Optional(Type.String()),
  sampling: Type.Optional(Integer({ minimum: 0 })),
  sampling_rate: Type.Optional(Integer({ minimum: 0 })),
});

/** Route ids are WordPress's `(?P<id>[\d]+)`: anything else is no route at all. */
export const IdParams = Type.Object({ id: Type.String({ pattern: '^[0-9]{1,20}$' }) });

/** Parameters WordPress parses as lists: a comma- or space-separated string, `name[]=…` pairs, or repeats. */
const LIST_PARAMS = new Set([
  'author',
  'author_exclude',
  'exclude',
  'include',
  'slug',
  'categories',
  'categories_exclude',
]);
/** rest_is_boolean accepts `1` and `0` and any case of `true` and `false`. */
const BOOLEAN_PARAMS = new Set(['hide_empty']);
const BOOLEAN_WORDS: Record<string, string> = { '1': 'true', '0': 'false', true: 'true', false: 'false' };
/** Parameters read as one comma list even when sent as `name[]=…` or repeated. */
const JOINED_PARAMS = new Set(['_embed', '_fields']);

/**
 * Brings PHP-style query input to the shapes the schemas describe, before validation: `categories[]=1`
 * becomes `categories`, a comma list becomes an array (wp_parse_list), and `_fields` repeated becomes one
 * comma list. `listParams` says which names are lists on this route (the popular route's `exclude` is a string).
 */
export function normaliseWpQuery(
  request: FastifyRequest,
  listParams: ReadonlySet<string> = LIST_PARAMS,
): void {
  const raw = request.query;
  if (raw === null || typeof raw !== 'object') return;
  const query: Record<string, unknown> = {};
  for (const [rawKey, value] of Object.entries(raw as Record<string, unknown>)) {
    const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey;
    const merged = key in query ? [query[key], value].flat() : value;
    query[key] = merged;
  }
  for (const [key, value] of Object.entries(query)) {
    if (listParams.has(key)) {
      query[key] = [value]
        .flat()
        .flatMap((item) => (typeof item === 'string' ? item.split(/[\s,]+/) : [item]))
        .filter((item) => item !== '');
    } else if (BOOLEAN_PARAMS.has(key) && typeof value === 'string') {
      query[key] = BOOLEAN_WORDS[value.trim().toLowerCase()] ?? value;
    } else if (JOINED_PARAMS.has(key) && Array.isArray(value)) {
      query[key] = value.map(String).join(',');
    }
  }
  request.query = query;
}

export const POPULAR_LIST_PARAMS: ReadonlySet<string> = new Set();
