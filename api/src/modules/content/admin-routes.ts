import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely, Transaction } from 'kysely';
import type { Static, TSchema } from 'typebox';
import type { ContextOptions } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { HttpError, notFound, validationFailed, type FieldErrors } from '../../http-errors.js';
import { likePattern } from '../../lib/like-pattern.js';
import { ErrorSchema, IdParams, ListMetaSchema, listMeta, PageQuery } from '../../lib/schemas.js';
import { access, currentUser } from '../../plugins/access.js';
import { recordAudit } from '../audit/index.js';
import { sanitizeArticleHtml } from './sanitize.js';
import { contentDb, type ContentDatabase } from './schema.js';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const DateTime = Type.String({ format: 'date-time' });
const errorResponses = {
  401: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
  409: ErrorSchema,
  422: ErrorSchema,
};
const bearer = [{ bearerAuth: [] }];
const CAN_AUTHOR = access.permission('content.manage');
const SLUG = '^[a-z0-9]+(-[a-z0-9]+)*$';

const ArticleSchema = Type.Object(
  {
    id: Type.Integer(),
    slug: Type.String(),
    status: Type.Enum(['draft', 'publish']),
    title: Type.String(),
    excerpt: Type.String(),
    content: Type.String({ description: 'Sanitised HTML' }),
    author: Type.Object({ id: Type.Integer(), name: Type.String() }),
    categories: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), slug: Type.String() })),
    featured_media_id: Nullable(Type.Integer()),
    seo_title: Nullable(Type.String()),
    seo_description: Nullable(Type.String()),
    published_at: DateTime,
    modified_at: DateTime,
    link: Type.String({ description: 'Site path of the article (live once published)' }),
  },
  { $id: 'AdminArticle' },
);
type Article = Static<typeof ArticleSchema>;

const articleFields = {
  title: Type.String({
    minLength: 1,
    maxLength: 300,
    errorMessage: 'The title must be 1 to 300 characters.',
  }),
  slug: Type.Optional(
    Type.String({
      pattern: SLUG,
      maxLength: 200,
      errorMessage: 'The slug may use lower-case letters, digits and single hyphens.',
    }),
  ),
  excerpt: Type.Optional(
    Type.String({ maxLength: 1000, errorMessage: 'The excerpt must be at most 1000 characters.' }),
  ),
  content: Type.String({
    maxLength: 200_000,
    errorMessage: 'The content must be at most 200,000 characters.',
  }),
  author_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647, errorMessage: 'Choose an author.' }),
  category_ids: Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), {
    maxItems: 10,
    errorMessage: 'Choose up to 10 categories.',
  }),
  featured_media_id: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }))),
  seo_title: Type.Optional(
    Nullable(Type.String({ maxLength: 70, errorMessage: 'The SEO title must be at most 70 characters.' })),
  ),
  seo_description: Type.Optional(
    Nullable(
      Type.String({ maxLength: 160, errorMessage: 'The SEO description must be at most 160 characters.' }),
    ),
  ),
};
const ArticleBody = Type.Object(articleFields);
type ArticleInput = Static<typeof ArticleBody>;

const ArticleOptionsSchema = Type.Object(
  {
    authors: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
    categories: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), slug: Type.String() })),
    media: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String(), url: Type.String() })),
  },
  { $id: 'AdminArticleOptions' },
);

const MediaOptionSchema = Type.Object({ id: Type.Integer(), title: Type.String(), url: Type.String() });

/** A picker's view of an image: a drawing's SVG, or an upload's thumbnail. */
function toMediaOption(row: { id: number; title: string; slug: string; upload_id: string | null }) {
  return {
    id: row.id,
    title: row.title,
    url: row.upload_id
      ? `/api/uploads/${row.upload_id}/thumb`
      : `/api/wp-content/uploads/blog/${row.slug}.svg`,
  };
}

const MediaBody = Type.Object({
  upload_id: Type.String({ format: 'uuid', errorMessage: 'Upload the image first.' }),
  title: Type.String({
    minLength: 1,
    maxLength: 200,
    errorMessage: 'The image title must be 1 to 200 characters.',
  }),
  alt_text: Type.Optional(
    Type.String({ maxLength: 300, errorMessage: 'The alternative text must be at most 300 characters.' }),
  ),
});

const PreviewBody = Type.Object({
  content: Type.String({
    maxLength: 200_000,
    errorMessage: 'The content must be at most 200,000 characters.',
  }),
});

type Db = Kysely<ContentDatabase> | Transaction<ContentDatabase>;

/** The same transaction seen with the core tables only (ContentDatabase adds tables; Kysely's types are invariant). */
const coreDb = (trx: Transaction<ContentDatabase>) => trx as unknown as Kysely<Database>;

function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'article';
}

/** The requested (or derived) slug, made unique with -2, -3… when another article has it. */
async function uniqueSlug(db: Db, wanted: string, exceptId: number | null): Promise<string> {
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? wanted : `${wanted}-${n}`;
    let query = db.selectFrom('blog_posts').select('id').where('slug', '=', candidate);
    if (exceptId !== null) query = query.where('id', '<>', exceptId);
    if (!(await query.executeTakeFirst())) return candidate;
  }
}

async function uniqueMediaSlug(db: Db, wanted: string): Promise<string> {
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? wanted : `${wanted}-${n}`;
    if (!(await db.selectFrom('blog_media').select('id').where('slug', '=', candidate).executeTakeFirst())) {
      return candidate;
    }
  }
}

/** Articles written in the admin area; published ones are live at once on /api/wp-json (no cache between). */
const contentAdminRoutes: FastifyPluginAsyncTypebox<ContextOptions & { now?: () => Date }> = async (
  app,
  options,
) => {
  const db = contentDb(options.ctx.db);
  const now = options.now ?? (() => new Date());

  async function load(id: number): Promise<Article | null> {
    const post = await db
      .selectFrom('blog_posts as p')
      .innerJoin('blog_authors as a', 'a.id', 'p.author_id')
      .select([
        'p.id',
        'p.slug',
        'p.status',
        'p.title',
        'p.excerpt',
        'p.content',
        'p.author_id',
        'a.name as author_name',
        'p.featured_media_id',
        'p.seo_title',
        'p.seo_description',
        'p.published_at',
        'p.modified_at',
      ])
      .where('p.id', '=', id)
      .executeTakeFirst();
    if (!post) return null;
    const categories = await db
      .selectFrom('blog_post_categories as pc')
      .innerJoin('blog_categories as c', 'c.id', 'pc.category_id')
      .select(['c.id', 'c.name', 'c.slug'])
      .where('pc.post_id', '=', id)
      .orderBy('pc.position')
      .execute();
    return {
      id: post.id,
      slug: post.slug,
      status: post.status,
      title: post.title,
      excerpt: post.excerpt,
      content: post.content,
      author: { id: post.author_id, name: post.author_name },
      categories,
      featured_media_id: post.featured_media_id,
      seo_title: post.seo_title,
      seo_description: post.seo_description,
      published_at: post.published_at.toISOString(),
      modified_at: post.modified_at.toISOString(),
      link: `/blog/${post.slug}`,
    };
  }

  async function checkReferences(input: ArticleInput): Promise<{ content: string; categoryIds: number[] }> {
    const errors: FieldErrors = {};
    const content = sanitizeArticleHtml(input.content);
    if (content === '')
      errors.content = ['Write the article (nothing is left once unsafe markup is removed).'];
    if (input.title.trim() === '') errors.title = ['The title must be 1 to 300 characters.'];
    const categoryIds = [...new Set(input.category_ids)];
    const [author, categories, media] = await Promise.all([
      db.selectFrom('blog_authors').select('id').where('id', '=', input.author_id).executeTakeFirst(),
      categoryIds.length
        ? db.selectFrom('blog_categories').select('id').where('id', 'in', categoryIds).execute()
        : Promise.resolve([]),
      input.featured_media_id
        ? db
            .selectFrom('blog_media')
            .select('id')
            .where('id', '=', input.featured_media_id)
            .executeTakeFirst()
        : Promise.resolve(null),
    ]);
    if (!author) errors.author_id = ['The selected author is invalid.'];
    if (categories.length !== categoryIds.length)
      errors.category_ids = ['Some selected categories do not exist.'];
    if (input.featured_media_id && !media) errors.featured_media_id = ['The selected image does not exist.'];
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    return { content, categoryIds };
  }

  async function setCategories(trx: Transaction<ContentDatabase>, postId: number, categoryIds: number[]) {
    await trx.deleteFrom('blog_post_categories').where('post_id', '=', postId).execute();
    if (categoryIds.length === 0) return;
    await trx
      .insertInto('blog_post_categories')
      .values(
        categoryIds.map((categoryId, position) => ({ post_id: postId, category_id: categoryId, position })),
      )
      .execute();
  }

  const audit = (
    trx: Transaction<ContentDatabase>,
    actorId: number,
    action: string,
    id: number,
    ip: string,
    details = {},
  ) =>
    recordAudit(coreDb(trx), {
      actorId,
      action: `article.${action}`,
      subjectType: 'article',
      subjectId: id,
      details,
      ip,
    });

  app.get(
    '/api/admin/articles',
    {
      config: { access: CAN_AUTHOR },
      schema: {
        tags: ['admin'],
        summary: 'Blog articles, drafts included, most recently changed first',
        security: bearer,
        querystring: Type.Object(
          {
            ...PageQuery,
            status: Type.Optional(
              Type.String({
                enum: ['draft', 'publish'],
                errorMessage: 'The status must be draft or publish.',
              }),
            ),
            search: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({ data: Type.Array(ArticleSchema), meta: ListMetaSchema }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { page = 1, per_page: perPage = 20, status, search } = request.query;
      let query = db.selectFrom('blog_posts');
      if (status) query = query.where('status', '=', status as 'draft' | 'publish');
      if (search) query = query.where('title', 'ilike', likePattern(search));
      const [rows, counted] = await Promise.all([
        query
          .select('id')
          .orderBy('modified_at', 'desc')
          .orderBy('id', 'desc')
          .limit(perPage)
          .offset((page - 1) * perPage)
          .execute(),
        query.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      const articles = await Promise.all(rows.map((row) => load(row.id)));
      return {
        data: articles.filter((article): article is Article => article !== null),
        meta: listMeta(page, perPage, Number(counted.total)),
      };
    },
  );

  app.get(
    '/api/admin/articles/options',
    {
      config: { access: CAN_AUTHOR },
      schema: {
        tags: ['admin'],
        summary: 'What an article can name: authors, categories and featured images',
        security: bearer,
        response: { 200: Type.Object({ data: ArticleOptionsSchema }), ...errorResponses },
      },
    },
    async () => {
      const [authors, categories, media] = await Promise.all([
        db.selectFrom('blog_authors').select(['id', 'name']).orderBy('name').execute(),
        db.selectFrom('blog_categories').select(['id', 'name', 'slug']).orderBy('name').execute(),
        db
          .selectFrom('blog_media')
          .select(['id', 'title', 'slug', 'upload_id'])
          .orderBy('title')
          .orderBy('id')
          .execute(),
      ]);
      return {
        data: {
          authors,
          categories,
          media: media.map(toMediaOption),
        },
      };
    },
  );

  app.post(
    '/api/admin/articles',
    {
      config: { access: CAN_AUTHOR },
      schema: {
        tags: ['admin'],
        summary: 'Write a draft article; its HTML is sanitised on save',
        security: bearer,
        body: ArticleBody,
        response: { 201: Type.Object({ data: ArticleSchema }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      const input = request.body;
      const { content, categoryIds } = await checkReferences(input);
      const at = now();
      const id = await db.transaction().execute(async (trx) => {
        const slug = await uniqueSlug(trx, input.slug ?? slugify(input.title), null);
        const inserted = await trx
          .insertInto('blog_posts')
          .values({
            slug,
            status: 'draft',
            title: input.title.trim(),
            excerpt: input.excerpt?.trim() ?? '',
            content,
            author_id: input.author_id,
            featured_media_id: input.featured_media_id ?? null,
            seo_title: input.seo_title?.trim() || null,
            seo_description: input.seo_description?.trim() || null,
            published_at: at,
            modified_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await setCategories(trx, inserted.id, categoryIds);
        await audit(trx, actor.id, 'create', inserted.id, request.ip, { slug });
        return inserted.id;
      });
      reply.code(201);
      return { data: (await load(id))! };
    },
  );

  app.get(
    '/api/admin/articles/:id',
    {
      config: { access: CAN_AUTHOR },
      schema: {
        tags: ['admin'],
        summary: 'An article, draft or published',
        security: bearer,
        params: IdParams,
        response: { 200: Type.Object({ data: ArticleSchema }), ...errorResponses },
      },
    },
    async (request) => {
      const article = await load(request.params.id);
      if (!article) throw notFound('Article not found.');
      return { data: article };
    },
  );

  app.put(
    '/api/admin/articles/:id',
    {
      config: { access: CAN_AUTHOR },
      schema: {
        tags: ['admin'],
        summary: 'Replace an article (a published one changes on the blog at once); HTML sanitised on save',
        security: bearer,
        params: IdParams,
        body: ArticleBody,
        response: { 200: Type.Object({ data: ArticleSchema }), ...errorResponses },
      },
    },
    async (request) => {
      const actor = currentUser(request);
      const input = request.body;
      const existing = await load(request.params.id);
      if (!existing) throw notFound('Article not found.');
      const { content, categoryIds } = await checkReferences(input);
      await db.transaction().execute(async (trx) => {
        const slug = input.slug ? await uniqueSlug(trx, input.slug, existing.id) : existing.slug;
        await trx
          .updateTable('blog_posts')
          .set({
            slug,
            title: input.title.trim(),
            excerpt: input.excerpt?.trim() ?? '',
            content,
            author_id: input.author_id,
            featured_media_id: input.featured_media_id ?? null,
            seo_title: input.seo_title?.trim() || null,
            seo_description: input.seo_description?.trim() || null,
            modified_at: now(),
          })
          .where('id', '=', existing.id)
          .execute();
        await setCategories(trx, existing.id, categoryIds);
        await audit(trx, actor.id, 'update', existing.id, request.ip);
      });
      return { data: (await load(existing.id))! };
    },
  );

  app.delete(
    '/api/admin/articles/:id',
    {
      config: { access: CAN_AUTHOR },
      schema: {
        tags: ['admin'],
        summary: 'Delete an article for good',
        security: bearer,
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      await db.transaction().execute(async (trx) => {
        const deleted = await trx
          .deleteFrom('blog_posts')
          .where('id', '=', request.params.id)
          .returning(['id', 'slug'])
          .executeTakeFirst();
        if (!deleted) throw notFound('Article not found.');
        await audit(trx, actor.id, 'delete', deleted.id, request.ip, { slug: deleted.slug });
      });
      reply.code(204);
      return null;
    },
  );

  app.post(
    '/api/admin/articles/preview',
    {
      config: { access: CAN_AUTHOR },
      schema: {
        tags: ['admin'],
        summary:
          "Sanitise unsaved article HTML exactly as saving would, and return it for the editor's live preview (nothing is stored)",
        security: bearer,
        body: PreviewBody,
        response: {
          200: Type.Object({
            data: Type.Object({ content: Type.String({ description: 'Sanitised HTML' }) }),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => ({ data: { content: sanitizeArticleHtml(request.body.content) } }),
  );

  app.post(
    '/api/admin/articles/media',
    {
      config: { access: CAN_AUTHOR },
      schema: {
        tags: ['admin'],
        summary:
          'Make a featured image from your blog_image upload (POST /api/uploads): it joins the images articles can name, and /wp/v2/media serves it like any other',
        security: bearer,
        body: MediaBody,
        response: { 201: Type.Object({ data: MediaOptionSchema }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      const uploadId = request.body.upload_id.toLowerCase();
      const title = request.body.title.trim();
      if (title === '') throw validationFailed({ title: ['The image title must be 1 to 200 characters.'] });
      const upload = await options.ctx.db
        .selectFrom('uploads')
        .select(['id', 'width', 'height'])
        .where('id', '=', uploadId)
        .where('user_id', '=', actor.id)
        .where('purpose', '=', 'blog_image')
        .executeTakeFirst();
      if (!upload || upload.width === null || upload.height === null) {
        throw validationFailed({ upload_id: ['That is not one of your blog image uploads.'] });
      }
      const created = await db.transaction().execute(async (trx) => {
        const taken = await trx
          .selectFrom('blog_media')
          .select('id')
          .where('upload_id', '=', uploadId)
          .executeTakeFirst();
        if (taken) throw validationFailed({ upload_id: ['That upload is already a featured image.'] });
        const slug = await uniqueMediaSlug(trx, slugify(title));
        const row = await trx
          .insertInto('blog_media')
          .values({
            slug,
            title,
            alt_text: request.body.alt_text?.trim() ?? '',
            illustration: null,
            upload_id: uploadId,
            width: upload.width!,
            height: upload.height!,
            author_id: null,
            created_at: now(),
          })
          .returning(['id', 'title', 'slug', 'upload_id'])
          .executeTakeFirstOrThrow();
        await recordAudit(coreDb(trx), {
          actorId: actor.id,
          action: 'media.create',
          subjectType: 'media',
          subjectId: row.id,
          details: { upload_id: uploadId, title },
          ip: request.ip,
        });
        return row;
      });
      reply.code(201);
      return { data: toMediaOption(created) };
    },
  );

  for (const action of ['publish', 'unpublish'] as const) {
    app.post(
      `/api/admin/articles/:id/${action}`,
      {
        config: { access: CAN_AUTHOR },
        schema: {
          tags: ['admin'],
          summary:
            action === 'publish'
              ? 'Publish an article: it is on the blog (and /api/wp-json) at once (idempotent)'
              : 'Take an article back to draft (idempotent)',
          security: bearer,
          params: IdParams,
          response: { 200: Type.Object({ data: ArticleSchema }), ...errorResponses },
        },
      },
      async (request) => {
        const actor = currentUser(request);
        const existing = await load(request.params.id);
        if (!existing) throw notFound('Article not found.');
        const status = action === 'publish' ? 'publish' : 'draft';
        if (existing.status !== status) {
          if (status === 'publish' && existing.content.trim() === '') {
            throw new HttpError(409, 'Write the article before publishing it.');
          }
          await db.transaction().execute(async (trx) => {
            const at = now();
            await trx
              .updateTable('blog_posts')
              // The publication date is the moment it goes live, as WordPress sets it for a draft.
              .set({ status, modified_at: at, ...(status === 'publish' ? { published_at: at } : {}) })
              .where('id', '=', existing.id)
              .execute();
            await audit(trx, actor.id, action, existing.id, request.ip);
          });
        }
        return { data: (await load(existing.id))! };
      },
    );
  }
};

export default contentAdminRoutes;
