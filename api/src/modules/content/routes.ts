import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../http-errors.js';
import { coercingValidatorCompiler } from '../../lib/validation.js';
import { access } from '../../plugins/access.js';
import { INTERNAL_ERROR_MESSAGE } from '../../plugins/errors.js';
import { parseFields } from './fields.js';
import {
  CategoriesQuery,
  IdParams,
  normaliseWpQuery,
  POPULAR_LIST_PARAMS,
  PopularQuery,
  PostsQuery,
  SingleQuery,
  UsersQuery,
  ViewBody,
} from './params.js';
import { presentCategory, presentMedia, presentPosts, presentUser } from './presenter.js';
import { ContentRepository, type PostOrderBy } from './repository.js';
import { contentDb } from './schema.js';
import { SITE_NAME, siteUrls, type SiteUrls } from './serialize.js';
import uploadsRoutes from './uploads.js';
import { DEFAULT_VIEW_LIMITS, ViewGate, type ViewLimits } from './views.js';
import {
  invalidPageNumber,
  invalidParams,
  invalidPostId,
  invalidTermId,
  invalidUserId,
  missingParams,
  noRoute,
  problemFromAjv,
  WpError,
} from './wp-errors.js';

export interface ContentOptions {
  ctx: AppContext;
  /** Clock for view buckets and popularity ranges. */
  now?: () => Date;
  /** Overrides the view-logging limits (tests). */
  viewLimits?: ViewLimits;
}

const MAX_ID = 2_147_483_647;
// Offsets and limits past these cannot match a row; clamping keeps PostgreSQL's bigint out of the question.
const MAX_OFFSET = 1_000_000_000;
const MAX_POPULAR_LIMIT = 1000;

const forbiddenContext = () =>
  new WpError(401, 'rest_forbidden_context', 'Sorry, you are not allowed to edit posts in this context.');

function refuseEditContext(context: string | undefined): void {
  if (context === 'edit') throw forbiddenContext();
}

/** `X-WP-Total`, `X-WP-TotalPages` and the `Link` header's prev/next, as WordPress sends them. */
function paginate(
  reply: FastifyReply,
  request: FastifyRequest,
  urls: SiteUrls,
  total: number,
  page: number,
  perPage: number,
): number {
  const totalPages = Math.ceil(total / perPage);
  reply.header('x-wp-total', String(total));
  reply.header('x-wp-totalpages', String(totalPages));
  const [path = '', search = ''] = request.url.split('?');
  const base = new URL(`${urls.site}${path}`);
  const links: string[] = [];
  const linkTo = (target: number, rel: string) => {
    const params = new URLSearchParams(search);
    params.set('page', String(target));
    base.search = params.toString();
    links.push(`<${base.toString()}>; rel="${rel}"`);
  };
  if (page > 1 && totalPages > 0) linkTo(Math.min(page - 1, totalPages), 'prev');
  if (page < totalPages) linkTo(page + 1, 'next');
  if (links.length > 0) reply.header('link', links.join(', '));
  return totalPages;
}

function positiveId(text: string): number | null {
  const value = Number(text);
  return Number.isSafeInteger(value) && value > 0 && value <= MAX_ID ? value : null;
}

/** The WordPress error body for anything that goes wrong under /api/wp-json. */
function answerError(rawError: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  const error = rawError as FastifyError;
  let wp: WpError;
  if (rawError instanceof WpError) {
    wp = rawError;
  } else if (error.validation) {
    const problems = error.validation.map((item) => problemFromAjv(item));
    const missing = problems.filter((problem) => problem.code === 'rest_missing_callback_param');
    if (error.validationContext === 'params') wp = noRoute();
    else if (missing.length > 0) wp = missingParams(missing.map((problem) => problem.param));
    else wp = invalidParams(problems);
  } else if (rawError instanceof HttpError) {
    // The api's input hygiene (NUL characters, non-finite numbers) speaks Laravel; say it WordPress's way.
    wp =
      rawError.errors && rawError.statusCode === 422
        ? invalidParams(
            Object.entries(rawError.errors).map(([param, messages]) => ({
              param,
              code: 'rest_invalid_param',
              message: messages[0] ?? `${param} is invalid.`,
            })),
          )
        : new WpError(rawError.statusCode, 'rest_error', rawError.message, {}, rawError.headers);
  } else if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    wp = new WpError(400, 'rest_invalid_json', 'Invalid JSON body passed.');
  } else if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
    wp = new WpError(error.statusCode, 'rest_invalid_request', error.message || 'The request is invalid.');
  } else {
    request.log.error({ err: rawError, reqId: request.id }, 'unexpected error');
    return reply.code(500).send({
      code: 'internal_server_error',
      message: INTERNAL_ERROR_MESSAGE,
      data: { status: 500 },
      request_id: request.id,
    });
  }
  reply.headers(wp.headers);
  return reply.code(wp.status).send(wp.toBody());
}

/**
 * The WordPress-compatible REST api under /api/wp-json: wp/v2 posts, categories, users (authors) and media,
 * and WordPress Popular Posts' route. Parameter names, defaults, limits, headers and error bodies are
 * WordPress's, so the site's WordPress client reads this source and a real WordPress site alike.
 */
const wpJsonRoutes: FastifyPluginAsyncTypebox<ContentOptions> = async (app, options) => {
  const { ctx } = options;
  const now = options.now ?? (() => new Date());
  const repository = new ContentRepository(contentDb(ctx.db));
  const urls = siteUrls(ctx.config.siteOrigins[0] ?? 'http://127.0.0.1:3000');
  const views = new ViewGate(options.viewLimits ?? DEFAULT_VIEW_LIMITS, () => now().getTime(), ctx.counters);
  const db = contentDb(ctx.db);

  app.setErrorHandler(answerError);
  // WordPress coerces request arguments (its view counter posts form-encoded numbers), so these routes do too.
  app.setValidatorCompiler(coercingValidatorCompiler);
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(noRoute().toBody()));

  // WordPress Popular Posts' script reports views form-encoded.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(
        null,
        Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))),
      );
    },
  );

  app.addHook('onSend', async (_request, reply) => {
    // A browser on another origin may only read the paging headers when they are exposed, as WordPress does.
    const exposed = reply.getHeader('access-control-expose-headers');
    if (exposed !== undefined)
      reply.header('access-control-expose-headers', `${String(exposed)}, X-WP-Total, X-WP-TotalPages, Link`);
  });

  const publicRoute = { access: access.public() };
  const listNormaliser = async (request: FastifyRequest) => normaliseWpQuery(request);
  const popularNormaliser = async (request: FastifyRequest) => normaliseWpQuery(request, POPULAR_LIST_PARAMS);

  app.get(
    '/',
    {
      config: publicRoute,
      schema: { tags: ['blog'], summary: 'The REST index: site name and the namespaces this source serves' },
    },
    async () => ({
      name: SITE_NAME,
      description: 'Advice for homeowners and home-service pros',
      url: urls.site,
      home: urls.site,
      gmt_offset: 0,
      timezone_string: 'UTC',
      namespaces: ['wp/v2', 'wordpress-popular-posts/v1'],
      authentication: [],
      routes: Object.fromEntries(
        [
          '/wp/v2/posts',
          '/wp/v2/posts/(?P<id>[\\d]+)',
          '/wp/v2/categories',
          '/wp/v2/categories/(?P<id>[\\d]+)',
          '/wp/v2/users',
          '/wp/v2/users/(?P<id>[\\d]+)',
          '/wp/v2/media/(?P<id>[\\d]+)',
          '/wordpress-popular-posts/v1/popular-posts',
        ].map((route) => [route, { namespace: route.split('/').slice(1, 3).join('/'), methods: ['GET'] }]),
      ),
    }),
  );

  app.get(
    '/wp/v2/posts',
    {
      config: publicRoute,
      preValidation: listNormaliser,
      schema: {
        tags: ['blog'],
        summary: 'Published posts, as WordPress lists them',
        description:
          'WordPress `wp/v2/posts`: `page` (1), `per_page` (10, at most 100), `search`, `categories`, `slug`, `include`, `exclude`, `author`, `orderby`, `order`, `offset`, `_embed`, `_fields`. Totals in `X-WP-Total` and `X-WP-TotalPages`; a page past the end is 400 `rest_post_invalid_page_number`. Errors are `{ code, message, data: { status } }`.',
        querystring: PostsQuery,
      },
    },
    async (request, reply) => {
      const query = request.query;
      refuseEditContext(query.context);
      if (query.orderby === 'relevance' && !query.search) {
        throw new WpError(
          400,
          'rest_no_search_term_defined',
          'You need to define a search term to order by relevance.',
        );
      }
      if (query.orderby === 'include' && !query.include?.length) {
        throw new WpError(
          400,
          'rest_orderby_include_missing_include',
          'You need to define an include parameter to order by include.',
        );
      }
      const perPage = query.per_page;
      const page = query.page;
      const offset = Math.min(Math.max(0, query.offset ?? (page - 1) * perPage), MAX_OFFSET);
      const { rows, total } = await repository.listPosts({
        search: query.search,
        authors: query.author,
        authorsExcluded: query.author_exclude,
        include: query.include,
        exclude: query.exclude,
        slugs: query.slug,
        categories: query.categories,
        categoriesExcluded: query.categories_exclude,
        orderby: query.orderby as PostOrderBy,
        order: query.order as 'asc' | 'desc',
        limit: perPage,
        offset,
      });
      const totalPages = Math.ceil(total / perPage);
      if (page > totalPages && total > 0) throw invalidPageNumber();
      paginate(reply, request, urls, total, page, perPage);
      return presentPosts(repository, urls, rows, query);
    },
  );

  app.get(
    '/wp/v2/posts/:id',
    {
      config: publicRoute,
      schema: {
        tags: ['blog'],
        summary: 'One published post (404 rest_post_invalid_id otherwise)',
        params: IdParams,
        querystring: SingleQuery,
      },
    },
    async (request) => {
      refuseEditContext(request.query.context);
      const id = positiveId(request.params.id);
      const row = id === null ? undefined : await repository.findPost(id);
      if (!row) throw invalidPostId();
      const [post] = await presentPosts(repository, urls, [row], request.query);
      return post;
    },
  );

  const categoryOrder: Record<string, string> = {
    id: 'c.id',
    name: 'lower(c.name)',
    slug: 'c.slug',
    description: 'c.description',
    count: 'c.count',
    term_group: 'c.id',
  };

  app.get(
    '/wp/v2/categories',
    {
      config: publicRoute,
      preValidation: listNormaliser,
      schema: {
        tags: ['blog'],
        summary: 'Post categories with their published-post counts',
        description:
          'WordPress `wp/v2/categories`: `page`, `per_page` (10, at most 100), `search`, `include`, `exclude`, `slug`, `hide_empty`, `parent`, `post`, `orderby` (name), `order` (asc).',
        querystring: CategoriesQuery,
      },
    },
    async (request, reply) => {
      const query = request.query;
      refuseEditContext(query.context);
      let select = db.selectFrom(repository.categoriesQuery().as('c'));
      if (query.search)
        select = select.where(
          'c.name',
          'ilike',
          `%${query.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`,
        );
      if (query.include?.length)
        select = select.where('c.id', 'in', [...query.include.filter((id) => id > 0 && id <= MAX_ID), 0]);
      const excluded = query.exclude?.filter((id) => id > 0 && id <= MAX_ID) ?? [];
      if (excluded.length) select = select.where('c.id', 'not in', excluded);
      if (query.slug?.length) select = select.where('c.slug', 'in', query.slug);
      if (query.hide_empty) select = select.where('c.count', '>', 0);
      // Every category here is top-level.
      if (query.parent !== undefined && query.parent !== 0) select = select.where(sql<boolean>`false`);
      if (query.post !== undefined) {
        const post = query.post > 0 && query.post <= MAX_ID ? query.post : 0;
        select = select.where((eb) =>
          eb.exists(
            eb
              .selectFrom('blog_post_categories as pc')
              .select('pc.post_id')
              .whereRef('pc.category_id', '=', 'c.id')
              .where('pc.post_id', '=', post),
          ),
        );
      }
      let ordered = select.selectAll('c').select(sql<number>`(count(*) over ())::int`.as('total'));
      const direction = query.order === 'desc' ? 'desc' : 'asc';
      if (query.orderby === 'include') {
        ordered = ordered.orderBy(sql`array_position(${sql.val(query.include ?? [])}::int[], c.id)`, 'asc');
      } else if (query.orderby === 'include_slugs') {
        ordered = ordered.orderBy(sql`array_position(${sql.val(query.slug ?? [])}::text[], c.slug)`, 'asc');
      } else {
        ordered = ordered.orderBy(sql.raw(categoryOrder[query.orderby] ?? 'lower(c.name)'), direction);
      }
      const perPage = query.per_page;
      const rows = await ordered
        .orderBy('c.id', direction)
        .limit(perPage)
        .offset(Math.min((query.page - 1) * perPage, MAX_OFFSET))
        .execute();
      const total =
        rows[0]?.total ??
        (await select.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow()).total;
      paginate(reply, request, urls, total, query.page, perPage);
      return rows.map(({ total: _total, ...row }) =>
        presentCategory(urls, { ...row, count: row.count ?? 0 }, query),
      );
    },
  );

  app.get(
    '/wp/v2/categories/:id',
    {
      config: publicRoute,
      schema: {
        tags: ['blog'],
        summary: 'One category (404 rest_term_invalid otherwise)',
        params: IdParams,
        querystring: SingleQuery,
      },
    },
    async (request) => {
      refuseEditContext(request.query.context);
      const id = positiveId(request.params.id);
      const row =
        id === null
          ? undefined
          : await repository.categoriesQuery().where('c.id', '=', id).executeTakeFirst();
      if (!row) throw invalidTermId();
      return presentCategory(urls, { ...row, count: row.count ?? 0 }, request.query);
    },
  );

  const userOrder: Record<string, string> = {
    id: 'a.id',
    name: 'lower(a.name)',
    slug: 'a.slug',
    url: 'a.id',
  };

  app.get(
    '/wp/v2/users',
    {
      config: publicRoute,
      preValidation: listNormaliser,
      schema: {
        tags: ['blog'],
        summary: 'Authors with published posts (public fields only)',
        description:
          'WordPress `wp/v2/users` as the public sees it: only authors of published posts, with `id, name, url, description, link, slug, avatar_urls`; never an email.',
        querystring: UsersQuery,
      },
    },
    async (request, reply) => {
      const query = request.query;
      refuseEditContext(query.context);
      if (query.orderby === 'email' || query.orderby === 'registered_date') {
        throw new WpError(
          401,
          'rest_forbidden_orderby',
          'Sorry, you are not allowed to order users by this parameter.',
        );
      }
      let select = repository.publishedAuthors();
      if (query.search) {
        const pattern = `%${query.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
        select = select.where((eb) =>
          eb.or([eb('a.name', 'ilike', pattern), eb('a.slug', 'ilike', pattern)]),
        );
      }
      if (query.include?.length)
        select = select.where('a.id', 'in', [...query.include.filter((id) => id > 0 && id <= MAX_ID), 0]);
      const excluded = query.exclude?.filter((id) => id > 0 && id <= MAX_ID) ?? [];
      if (excluded.length) select = select.where('a.id', 'not in', excluded);
      if (query.slug?.length) select = select.where('a.slug', 'in', query.slug);
      const direction = query.order === 'desc' ? 'desc' : 'asc';
      let ordered = select.select([
        'a.id',
        'a.slug',
        'a.name',
        'a.description',
        sql<number>`(count(*) over ())::int`.as('total'),
      ]);
      if (query.orderby === 'include') {
        ordered = ordered.orderBy(sql`array_position(${sql.val(query.include ?? [])}::int[], a.id)`, 'asc');
      } else if (query.orderby === 'include_slugs') {
        ordered = ordered.orderBy(sql`array_position(${sql.val(query.slug ?? [])}::text[], a.slug)`, 'asc');
      } else {
        ordered = ordered.orderBy(sql.raw(userOrder[query.orderby] ?? 'lower(a.name)'), direction);
      }
      const perPage = query.per_page;
      const offset = Math.min(Math.max(0, query.offset ?? (query.page - 1) * perPage), MAX_OFFSET);
      const rows = await ordered.orderBy('a.id', direction).limit(perPage).offset(offset).execute();
      const total =
        rows[0]?.total ??
        (await select.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow()).total;
      paginate(reply, request, urls, total, query.page, perPage);
      return rows.map(({ total: _total, ...row }) => presentUser(urls, row, query));
    },
  );

  app.get(
    '/wp/v2/users/:id',
    {
      config: publicRoute,
      schema: {
        tags: ['blog'],
        summary: 'One author (public fields only)',
        params: IdParams,
        querystring: SingleQuery,
      },
    },
    async (request) => {
      refuseEditContext(request.query.context);
      const id = positiveId(request.params.id);
      const { author, published } =
        id === null ? { author: undefined, published: false } : await repository.authorWithPosts(id);
      if (!author) throw invalidUserId();
      // WordPress hides people who have published nothing from anonymous readers.
      if (!published)
        throw new WpError(401, 'rest_user_cannot_view', 'Sorry, you are not allowed to list users.');
      return presentUser(urls, author, request.query);
    },
  );

  app.get(
    '/wp/v2/media/:id',
    {
      config: publicRoute,
      schema: {
        tags: ['blog'],
        summary: 'One image: source_url, media_details with sizes, alt_text',
        params: IdParams,
        querystring: SingleQuery,
      },
    },
    async (request) => {
      refuseEditContext(request.query.context);
      const id = positiveId(request.params.id);
      const [row] = id === null ? [] : await repository.media([id]);
      if (!row) throw invalidPostId();
      return presentMedia(urls, row, request.query);
    },
  );

  app.get(
    '/wordpress-popular-posts/v1/popular-posts',
    {
      config: publicRoute,
      preValidation: popularNormaliser,
      schema: {
        tags: ['blog'],
        summary: 'Most viewed posts (WordPress Popular Posts)',
        description:
          'WordPress Popular Posts 7: `limit` (10), `offset`, `range` (last24hours, last7days, last30days, all, custom with `time_unit` and `time_quantity`), `freshness`, `order_by` (views), `pid`/`exclude`, `term_id`, `author`, `post_type`. Each post is a wp/v2 post plus `pageviews`; `_embed` and `_fields` apply. Only posts viewed in the range are listed.',
        querystring: PopularQuery,
      },
    },
    async (request) => {
      const query = request.query;
      const allowedTypes = query.post_type
        .split(',')
        .map((type) => type.trim())
        .filter((type) => ['post', 'page', 'attachment'].includes(type));
      // Posts are the only type this source has; the plugin falls back to `post` when none is valid.
      if (allowedTypes.length > 0 && !allowedTypes.includes('post')) return [];
      // Nobody can comment here, so a ranking by comments has no entries.
      if (query.order_by === 'comments') return [];
      const termIds = (query.term_id ?? '')
        .replace(/[^0-9,;-]/g, '')
        .split(/[,;]/)
        .filter(Boolean);
      const taxonomy = query.taxonomy?.trim() || 'category';
      if (termIds.length > 0 && taxonomy !== 'category') return [];
      const numberList = (text: string | undefined) =>
        (text ?? '')
          .replace(/[^0-9,]/g, '')
          .split(',')
          .filter(Boolean)
          .map(Number)
          .filter((value) => Number.isSafeInteger(value));
      const since = rangeStart(now(), query.range, query.time_unit, query.time_quantity);
      const results = await repository.popular({
        since,
        publishedSince: query.freshness === '1' ? since : null,
        exclude: [...numberList(query.pid), ...numberList(query.exclude)],
        authors: numberList(query.author),
        categories: termIds
          .filter((id) => !id.startsWith('-'))
          .map(Number)
          .filter(Number.isSafeInteger),
        categoriesExcluded: termIds
          .filter((id) => id.startsWith('-'))
          .map((id) => Number(id.slice(1)))
          .filter(Number.isSafeInteger),
        limit: Math.min(query.limit, MAX_POPULAR_LIMIT),
        offset: Math.min(query.offset, MAX_OFFSET),
      });
      const pageviews = new Map(results.map((result) => [result.row.id, result.pageviews]));
      const fields = parseFields(query._fields);
      return presentPosts(
        repository,
        urls,
        results.map((result) => result.row),
        query,
        (row) => (fields === null || 'pageviews' in fields ? { pageviews: pageviews.get(row.id) ?? 0 } : {}),
      );
    },
  );

  app.post(
    '/wordpress-popular-posts/v1/popular-posts',
    {
      config: publicRoute,
      schema: {
        tags: ['blog'],
        summary: 'Count a view of a post (WordPress Popular Posts view logger)',
        description:
          'Body `wpp_id` (form-encoded, as the plugin sends it, or JSON). 201 `{ results }`. A reload from the same address within 30 minutes is answered but not counted; more than 120 reports a minute from one address get 429. Unknown or unpublished posts are 404 `rest_post_invalid_id`.',
        body: ViewBody,
      },
    },
    async (request, reply) => {
      const postId = request.body.wpp_id;
      const decision = await views.decide(request.ip, postId);
      if (decision.kind === 'refused') {
        throw new WpError(
          429,
          'rest_too_many_requests',
          `Too many views reported. Please try again in ${decision.retryAfterSeconds} seconds.`,
          {},
          { 'retry-after': String(decision.retryAfterSeconds) },
        );
      }
      const exists =
        decision.kind === 'count'
          ? await repository.recordView(postId, now())
          : (await repository.findPost(postId)) !== undefined;
      if (!exists) throw invalidPostId();
      return reply
        .code(201)
        .send({ results: decision.kind === 'count' ? 'WPP: OK.' : 'WPP: OK (repeat view not counted).' });
    },
  );
};

/** The start of a Popular Posts range; null for all time. Hour-aligned, as views are kept per hour. */
export function rangeStart(now: Date, range: string, unit: string, quantity: number): Date | null {
  const HOUR = 3_600_000;
  const hours: Record<string, number> = { last24hours: 24, last7days: 24 * 7, last30days: 24 * 30 };
  let start: number;
  if (range === 'all') return null;
  if (range === 'custom') {
    const unitMs: Record<string, number> = {
      minute: 60_000,
      hour: HOUR,
      day: 24 * HOUR,
      week: 7 * 24 * HOUR,
      month: 30 * 24 * HOUR,
    };
    start = now.getTime() - Math.min(quantity, 100_000) * (unitMs[unit] ?? HOUR);
  } else {
    start = now.getTime() - (hours[range] ?? 24) * HOUR;
  }
  return new Date(Math.floor(start / HOUR) * HOUR);
}

/** The blog source: the wp-json api and the uploads it links to. */
async function contentRoutes(app: FastifyInstance, options: ContentOptions): Promise<void> {
  await app.register(wpJsonRoutes, { ...options, prefix: '/api/wp-json' });
  await app.register(uploadsRoutes, { ctx: options.ctx, prefix: '/api/wp-content/uploads' });
}

export default contentRoutes;
