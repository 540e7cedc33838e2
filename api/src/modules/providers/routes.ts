import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import type { ContextOptions } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { notFound, validationFailed } from '../../http-errors.js';
import { ErrorSchema, IdParams, listMeta } from '../../lib/schemas.js';
import { TotalsCache } from '../../lib/totals-cache.js';
import { access } from '../../plugins/access.js';
import { optionalViewer } from '../../plugins/optional-viewer.js';
import { categoryCatalogue } from '../categories/index.js';
import { placeDirectory } from '../locations/index.js';
import { providerReviews } from '../reviews/index.js';
import { cardsInOrder, isListedProvider, providerPhotos, searchProviders } from './repository.js';
import {
  ListMeta,
  ProviderCardSchema,
  ProviderProfileSchema,
  ProvidersQuery,
  ReviewItem,
  ReviewsQuery,
  ZIP_MESSAGE,
} from './schemas.js';

const PROFILE_REVIEWS = 5;

/** The id of a category slug, or a 422 naming the field. */
export async function categoryIdOf(db: Kysely<Database>, slug: string, field = 'category'): Promise<number> {
  const category = (await categoryCatalogue(db)).bySlug(slug);
  if (!category) throw validationFailed({ [field]: ['The selected category is invalid.'] });
  return category.id;
}

/** The centre of a real US ZIP code, or a 422 on `zip`. */
export function zipCentre(zip: string) {
  const place = placeDirectory().zip(zip);
  if (!place) throw validationFailed({ zip: [ZIP_MESSAGE] });
  return place;
}

const providersRoutes: FastifyPluginAsyncTypebox<ContextOptions> = async (app, { ctx }) => {
  const totals = new TotalsCache();
  app.get(
    '/api/providers',
    {
      config: { access: access.public() },
      schema: {
        tags: ['providers'],
        summary:
          'Find providers: text (category, business name, bio), category, and ZIP + radius. With a ZIP nearest first, ' +
          'then best rated; without, best rated then most reviewed.',
        querystring: ProvidersQuery,
        response: {
          200: Type.Object({ data: Type.Array(ProviderCardSchema), meta: ListMeta }),
          422: ErrorSchema,
        },
      },
    },
    async (request) => {
      const { search, category, zip, radius = 25, page = 1, per_page: perPage = 12 } = request.query;
      const text = search?.trim() || null;
      const categoryId = category ? await categoryIdOf(ctx.db, category) : null;
      const centre = zip ? zipCentre(zip) : null;
      const { cards, total } = await searchProviders(
        ctx.db,
        {
          search: text,
          categoryId,
          near: centre ? { centre, radiusMiles: radius } : null,
          page,
          perPage,
        },
        totals,
      );
      return { data: cards, meta: listMeta(page, perPage, total) };
    },
  );

  app.get(
    '/api/providers/:id',
    {
      config: { access: access.public() },
      schema: {
        tags: ['providers'],
        summary:
          "A provider's public profile with the first page of reviews (saved: for the signed-in viewer)",
        params: IdParams,
        response: { 200: Type.Object({ data: ProviderProfileSchema }), 404: ErrorSchema, 422: ErrorSchema },
      },
    },
    async (request) => {
      const id = request.params.id;
      if (!(await isListedProvider(ctx.db, id))) throw notFound('Provider not found.');
      const viewer = await optionalViewer(request, ctx);
      const [cards, profile, photos, reviews, saved] = await Promise.all([
        cardsInOrder(ctx.db, [id], null),
        ctx.db
          .selectFrom('provider_profiles')
          .select(['bio', 'radius_miles', 'created_at'])
          .where('user_id', '=', id)
          .executeTakeFirstOrThrow(),
        providerPhotos(ctx.db, id),
        providerReviews(ctx.db, id, 1, PROFILE_REVIEWS),
        viewer
          ? ctx.db
              .selectFrom('saved_providers')
              .select('provider_id')
              .where('user_id', '=', viewer.id)
              .where('provider_id', '=', id)
              .executeTakeFirst()
          : undefined,
      ]);
      const card = cards[0];
      if (!card) throw notFound('Provider not found.');
      return {
        data: {
          ...card,
          bio: profile.bio,
          radius_miles: profile.radius_miles,
          photos,
          member_since: profile.created_at.toISOString(),
          reviews: { data: reviews.data, meta: listMeta(1, PROFILE_REVIEWS, reviews.total) },
          saved: saved !== undefined,
        },
      };
    },
  );

  app.get(
    '/api/providers/:id/reviews',
    {
      config: { access: access.public() },
      schema: {
        tags: ['providers'],
        summary: "A provider's reviews, newest first",
        params: IdParams,
        querystring: ReviewsQuery,
        response: {
          200: Type.Object({ data: Type.Array(ReviewItem), meta: ListMeta }),
          404: ErrorSchema,
          422: ErrorSchema,
        },
      },
    },
    async (request) => {
      const { page = 1, per_page: perPage = 10 } = request.query;
      if (!(await isListedProvider(ctx.db, request.params.id))) throw notFound('Provider not found.');
      const { data, total } = await providerReviews(ctx.db, request.params.id, page, perPage);
      return { data, meta: listMeta(page, perPage, total) };
    },
  );
};

export default providersRoutes;
