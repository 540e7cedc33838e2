import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql, type Kysely } from 'kysely';
import type { ContextOptions } from '../../context.js';
import type { CertificateKind, Database } from '../../db/schema.js';
import { validationFailed } from '../../http-errors.js';
import { access, currentUser } from '../../plugins/access.js';
import { recordAudit } from '../audit/index.js';
import { ownedUploads, uploadUrl } from '../uploads/index.js';
import { ErrorSchema } from '../../lib/schemas.js';
import { effectivePlan, providerPhotos } from './repository.js';
import { zipCentre } from './routes.js';
import {
  CertificateBody,
  CertificateSchema,
  MyProviderProfileSchema,
  ProviderProfileBody,
} from './schemas.js';

const errorResponses = { 401: ErrorSchema, 403: ErrorSchema, 422: ErrorSchema };

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

async function myProfile(db: Kysely<Database>, userId: number) {
  const profile = await db
    .selectFrom('provider_profiles')
    .select(['business_name', 'bio', 'zip', 'city', 'state', 'radius_miles', 'years_in_business'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!profile) return null;
  const [services, photos, plan] = await Promise.all([
    db
      .selectFrom('provider_services')
      .innerJoin('service_categories', 'service_categories.id', 'provider_services.category_id')
      .select(['service_categories.slug', 'service_categories.title'])
      .where('provider_services.provider_id', '=', userId)
      .orderBy('service_categories.sort_order')
      .execute(),
    providerPhotos(db, userId),
    effectivePlan(db, userId),
  ]);
  return { ...profile, services, photos, plan };
}

function certificateResource(row: {
  id: number;
  kind: CertificateKind;
  status: 'pending' | 'approved' | 'rejected';
  upload_id: string | null;
  created_at: Date;
  reviewed_at: Date | null;
  rejection_reason: string | null;
}) {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    upload_id: row.upload_id,
    url: row.upload_id ? uploadUrl(row.upload_id) : null,
    created_at: row.created_at.toISOString(),
    reviewed_at: row.reviewed_at ? row.reviewed_at.toISOString() : null,
    note: row.rejection_reason,
  };
}

const CERTIFICATE_COLUMNS = [
  'id',
  'kind',
  'status',
  'upload_id',
  'created_at',
  'reviewed_at',
  'rejection_reason',
] as const;

/** The signed-in provider's own business profile and verification documents. */
const providerMeRoutes: FastifyPluginAsyncTypebox<ContextOptions> = async (app, { ctx }) => {
  app.get(
    '/api/me/provider-profile',
    {
      config: { access: access.roles('provider') },
      schema: {
        tags: ['me'],
        summary: "The provider's own business profile; null until they create it",
        security: [{ bearerAuth: [] }],
        response: {
          200: Type.Object({ data: Type.Union([MyProviderProfileSchema, Type.Null()]) }),
          ...errorResponses,
        },
      },
    },
    async (request) => ({ data: await myProfile(ctx.db, currentUser(request).id) }),
  );

  app.put(
    '/api/me/provider-profile',
    {
      config: { access: access.roles('provider') },
      schema: {
        tags: ['me'],
        summary:
          "Create or replace the provider's business profile. Services count and radius are capped by the plan " +
          '(live subscription, else Starter); the base comes from the ZIP.',
        security: [{ bearerAuth: [] }],
        body: ProviderProfileBody,
        response: { 200: Type.Object({ data: MyProviderProfileSchema }), ...errorResponses },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const body = request.body;
      const errors: Record<string, string[]> = {};
      const businessName = body.business_name.trim();
      if (businessName.length < 2)
        errors.business_name = ['The business name must be at least 2 characters.'];

      const [plan, categories, photos] = await Promise.all([
        effectivePlan(ctx.db, user.id),
        ctx.db
          .selectFrom('service_categories')
          .select(['id', 'slug'])
          .where('slug', 'in', body.services)
          .execute(),
        ownedUploads(ctx.db, user.id, 'provider_photo', body.photo_ids ?? []),
      ]);
      if (categories.length !== body.services.length) {
        errors.services = ['The selected services are invalid.'];
      } else if (body.services.length > plan.limits.service_categories) {
        errors.services = [
          `Your ${plan.name} plan allows ${plural(plan.limits.service_categories, 'service category', 'service categories')}. ` +
            'Upgrade your plan to offer more.',
        ];
      }
      if (body.radius_miles > plan.limits.service_radius_miles) {
        errors.radius_miles = [
          `Your ${plan.name} plan allows a service radius of up to ${plan.limits.service_radius_miles} miles.`,
        ];
      }
      if (photos.length !== (body.photo_ids?.length ?? 0)) {
        errors.photo_ids = ['Each photo must be a provider photo you uploaded.'];
      }
      let place;
      try {
        place = zipCentre(body.zip);
      } catch {
        errors.zip = ['Enter a valid US ZIP code'];
      }
      if (Object.keys(errors).length > 0 || !place) throw validationFailed(errors);

      const values = {
        business_name: businessName,
        bio: body.bio.trim(),
        zip: place.zip,
        city: place.city,
        state: place.state,
        latitude: place.latitude,
        longitude: place.longitude,
        radius_miles: body.radius_miles,
        years_in_business: body.years_in_business,
      };
      const orderedCategoryIds = body.services.map((slug) => categories.find((c) => c.slug === slug)!.id);
      await ctx.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('provider_profiles')
          .values({ user_id: user.id, ...values })
          .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, updated_at: sql<Date>`now()` }))
          .execute();
        await trx.deleteFrom('provider_services').where('provider_id', '=', user.id).execute();
        await trx
          .insertInto('provider_services')
          .values(orderedCategoryIds.map((category_id) => ({ provider_id: user.id, category_id })))
          .execute();
        await trx.deleteFrom('provider_photos').where('provider_id', '=', user.id).execute();
        if (photos.length > 0) {
          await trx
            .insertInto('provider_photos')
            .values(
              photos.map((photo, position) => ({ provider_id: user.id, upload_id: photo.id, position })),
            )
            .execute();
        }
        await recordAudit(trx, {
          actorId: user.id,
          action: 'provider.profile.update',
          subjectType: 'user',
          subjectId: user.id,
          ip: request.ip,
        });
      });
      const saved = await myProfile(ctx.db, user.id);
      return { data: saved! };
    },
  );

  app.get(
    '/api/me/certificates',
    {
      config: { access: access.roles('provider') },
      schema: {
        tags: ['me'],
        summary: "The provider's submitted certificates, newest first",
        security: [{ bearerAuth: [] }],
        response: { 200: Type.Object({ data: Type.Array(CertificateSchema) }), ...errorResponses },
      },
    },
    async (request) => {
      const rows = await ctx.db
        .selectFrom('certificates')
        .select([...CERTIFICATE_COLUMNS])
        .where('provider_id', '=', currentUser(request).id)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return { data: rows.map(certificateResource) };
    },
  );

  app.post(
    '/api/me/certificates',
    {
      config: { access: access.roles('provider') },
      schema: {
        tags: ['me'],
        summary:
          'Submit a license, insurance or background-check document (an upload of purpose certificate) for review',
        security: [{ bearerAuth: [] }],
        body: CertificateBody,
        response: { 201: Type.Object({ data: CertificateSchema }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const kind = request.body.kind as CertificateKind;
      const [document] = await ownedUploads(ctx.db, user.id, 'certificate', [request.body.upload_id]);
      if (!document) {
        throw validationFailed({ upload_id: ['Upload the document first (a certificate upload of yours).'] });
      }
      const row = await ctx.db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('certificates')
          .values({
            provider_id: user.id,
            kind,
            upload_id: document.id,
            document_url: uploadUrl(document.id),
          })
          .returning([...CERTIFICATE_COLUMNS])
          .executeTakeFirstOrThrow();
        await recordAudit(trx, {
          actorId: user.id,
          action: 'certificate.submit',
          subjectType: 'certificate',
          subjectId: inserted.id,
          details: { kind },
          ip: request.ip,
        });
        return inserted;
      });
      reply.code(201);
      return { data: certificateResource(row) };
    },
  );
};

export default providerMeRoutes;
