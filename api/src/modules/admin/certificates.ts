import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import type { ContextOptions } from '../../context.js';
import type { CertificateKind } from '../../db/schema.js';
import { HttpError, notFound } from '../../http-errors.js';
import { ErrorSchema, IdParams, ListMetaSchema, listMeta } from '../../lib/schemas.js';
import { access, currentUser } from '../../plugins/access.js';
import { recordAudit } from '../audit/index.js';
import { createNotification } from '../notifications/index.js';
import { AdminCertificateSchema, CertificateListQuery, ReasonBody } from './schemas.js';

const errorResponses = {
  401: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
  409: ErrorSchema,
  422: ErrorSchema,
};
const bearer = [{ bearerAuth: [] }];
const CAN_REVIEW = access.permission('certificates.review');

/** The public profile's badge each kind of document earns (providers' cards read these flags). */
const BADGE: Record<CertificateKind, 'license_verified' | 'insurance_verified' | 'background_checked'> = {
  license: 'license_verified',
  insurance: 'insurance_verified',
  background: 'background_checked',
};
const KIND_NAME: Record<CertificateKind, string> = {
  license: 'license',
  insurance: 'insurance certificate',
  background: 'background check',
};

const adminCertificatesRoutes: FastifyPluginAsyncTypebox<ContextOptions & { now: () => Date }> = async (
  app,
  { ctx, now },
) => {
  function certificateRows() {
    return ctx.db
      .selectFrom('certificates')
      .innerJoin('users', 'users.id', 'certificates.provider_id')
      .leftJoin('provider_profiles', 'provider_profiles.user_id', 'certificates.provider_id')
      .leftJoin('uploads', 'uploads.id', 'certificates.upload_id')
      .select([
        'certificates.id',
        'certificates.kind',
        'certificates.status',
        'certificates.upload_id',
        'certificates.rejection_reason',
        'certificates.reviewed_by',
        'certificates.reviewed_at',
        'certificates.created_at',
        'certificates.provider_id',
        'users.name as provider_name',
        'provider_profiles.business_name',
        'uploads.content_type',
      ]);
  }
  type Row = Awaited<ReturnType<ReturnType<typeof certificateRows>['executeTakeFirstOrThrow']>>;
  const present = (row: Row) => ({
    id: row.id,
    kind: row.kind,
    status: row.status,
    provider: { id: row.provider_id, name: row.provider_name, business_name: row.business_name },
    file_url: row.upload_id && row.content_type ? `/api/admin/certificates/${row.id}/file` : null,
    content_type: row.content_type,
    rejection_reason: row.rejection_reason,
    reviewed_by: row.reviewed_by,
    reviewed_at: row.reviewed_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  });

  app.get(
    '/api/admin/certificates',
    {
      config: { access: CAN_REVIEW },
      schema: {
        tags: ['admin'],
        summary: 'Provider certificates to review (status defaults to pending), oldest first',
        security: bearer,
        querystring: CertificateListQuery,
        response: {
          200: Type.Object({ data: Type.Array(AdminCertificateSchema), meta: ListMetaSchema }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { page = 1, per_page: perPage = 20 } = request.query;
      const status = (request.query.status ?? 'pending') as 'pending' | 'approved' | 'rejected';
      const [rows, counted] = await Promise.all([
        certificateRows()
          .where('certificates.status', '=', status)
          .orderBy('certificates.created_at', status === 'pending' ? 'asc' : 'desc')
          .orderBy('certificates.id', status === 'pending' ? 'asc' : 'desc')
          .limit(perPage)
          .offset((page - 1) * perPage)
          .execute(),
        ctx.db
          .selectFrom('certificates')
          .select((eb) => eb.fn.countAll<string | number>().as('total'))
          .where('status', '=', status)
          .executeTakeFirstOrThrow(),
      ]);
      return { data: rows.map(present), meta: listMeta(page, perPage, Number(counted.total)) };
    },
  );

  app.get(
    '/api/admin/certificates/:id/file',
    {
      config: { access: CAN_REVIEW },
      schema: {
        tags: ['admin'],
        summary: "The certificate's stored document (PDF or image bytes), to reviewers only; never cached",
        security: bearer,
        params: IdParams,
        response: { 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const file = await ctx.db
        .selectFrom('certificates')
        .innerJoin('uploads', 'uploads.id', 'certificates.upload_id')
        .select(['uploads.data', 'uploads.content_type', 'certificates.kind'])
        .where('certificates.id', '=', request.params.id)
        .executeTakeFirst();
      if (!file) throw notFound('No document is stored for this certificate.');
      const extension = file.content_type === 'application/pdf' ? 'pdf' : 'webp';
      // Bytes, not JSON: the plain reply type (the route's typed one only knows its error bodies).
      const raw: FastifyReply = reply;
      return raw
        .header('content-type', file.content_type)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-disposition',
          `inline; filename="certificate-${request.params.id}-${file.kind}.${extension}"`,
        )
        .send(Buffer.from(file.data));
    },
  );

  for (const action of ['approve', 'reject'] as const) {
    app.post(
      `/api/admin/certificates/:id/${action}`,
      {
        config: { access: CAN_REVIEW },
        schema: {
          tags: ['admin'],
          summary:
            action === 'approve'
              ? "Approve a pending certificate: the provider's matching verified badge appears on their profile and they are notified"
              : 'Reject a pending certificate with a reason the provider sees; they are notified',
          security: bearer,
          params: IdParams,
          ...(action === 'reject' ? { body: ReasonBody } : {}),
          response: { 200: Type.Object({ data: AdminCertificateSchema }), ...errorResponses },
        },
      },
      async (request) => {
        const actor = currentUser(request);
        const at = now();
        const reason = action === 'reject' ? (request.body as { reason: string }).reason.trim() : null;
        await ctx.db.transaction().execute(async (trx) => {
          const certificate = await trx
            .selectFrom('certificates')
            .select(['id', 'provider_id', 'kind', 'status'])
            .where('id', '=', request.params.id)
            .forUpdate()
            .executeTakeFirst();
          if (!certificate) throw notFound('Certificate not found.');
          if (certificate.status !== 'pending') {
            throw new HttpError(409, `This certificate was already ${certificate.status}.`);
          }
          await trx
            .updateTable('certificates')
            .set({
              status: action === 'approve' ? 'approved' : 'rejected',
              rejection_reason: reason,
              reviewed_by: actor.id,
              reviewed_at: at,
            })
            .where('id', '=', certificate.id)
            .execute();
          if (action === 'approve') {
            await trx
              .updateTable('provider_profiles')
              .set({ [BADGE[certificate.kind]]: true, updated_at: at })
              .where('user_id', '=', certificate.provider_id)
              .execute();
          }
          const kind = KIND_NAME[certificate.kind];
          await createNotification(trx, {
            userId: certificate.provider_id,
            kind: 'certificate_reviewed',
            title: action === 'approve' ? `Your ${kind} was approved` : `Your ${kind} was not approved`,
            body:
              action === 'approve'
                ? 'The verified badge now shows on your public profile.'
                : `Reason: ${reason ?? ''}. You can upload a new document from your profile.`,
            link: '/profile',
            data: { certificate_id: certificate.id, status: action === 'approve' ? 'approved' : 'rejected' },
          });
          await recordAudit(trx, {
            actorId: actor.id,
            action: `certificate.${action}`,
            subjectType: 'certificate',
            subjectId: certificate.id,
            details: {
              provider_id: certificate.provider_id,
              kind: certificate.kind,
              ...(reason ? { reason } : {}),
            },
            ip: request.ip,
          });
        });
        const row = await certificateRows()
          .where('certificates.id', '=', request.params.id)
          .executeTakeFirstOrThrow();
        return { data: present(row) };
      },
    );
  }
};

export default adminCertificatesRoutes;
