import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { ContextOptions } from '../../context.js';
import type { CampaignStatus } from '../../db/schema.js';
import { HttpError, notFound, tooManyAttempts, validationFailed } from '../../http-errors.js';
import { AttemptLimiter, type LimitRule } from '../../lib/attempt-limiter.js';
import { ErrorSchema, IdParams, ListMetaSchema, listMeta } from '../../lib/schemas.js';
import { runPeriodically } from '../../periodic-task.js';
import { access, currentUser } from '../../plugins/access.js';
import { CampaignFanOut } from './fan-out.js';
import { campaignsPage, presentCampaign, presentCampaignDetail } from './presenter.js';
import {
  BulkApproveBody,
  BulkOutcomeSchema,
  CampaignDetailSchema,
  CampaignListQuery,
  CampaignSchema,
  RejectionBody,
  TokenParams,
} from './schemas.js';
import { campaignByToken, decideCampaign, type CampaignDecision, type DecisionMaker } from './service.js';
import { TOKEN_PATTERN } from './token.js';

export interface CampaignRoutesOptions extends ContextOptions {
  now?: () => Date;
  /** Delivers approved campaigns from this process (server.ts); tests drive CampaignFanOut themselves. */
  runFanOut?: boolean;
  /** Attempts per client address on the token routes. */
  tokenRateLimit?: LimitRule;
}

const DEFAULT_TOKEN_LIMIT: LimitRule = { max: 30, windowSeconds: 60 };
const FAN_OUT_EVERY_MS = 5_000;
const TOKEN = new RegExp(TOKEN_PATTERN);
const errorResponses = {
  401: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
  409: ErrorSchema,
  422: ErrorSchema,
};
const bearer = [{ bearerAuth: [] }];
const CAN_APPROVE = access.permission('campaigns.approve');
// Wrong, expired, another campaign's, or a campaign that does not exist: one answer for all.
const NO_SUCH_LINK = 'This approval link is not valid. It may have expired.';

const campaignsRoutes: FastifyPluginAsyncTypebox<CampaignRoutesOptions> = async (app, options) => {
  const { ctx } = options;
  const now = options.now ?? (() => new Date());
  const perIp = new AttemptLimiter(options.tokenRateLimit ?? DEFAULT_TOKEN_LIMIT, {
    store: ctx.counters,
    name: 'campaign-token',
  });
  const fanOut = new CampaignFanOut(ctx.db, {
    batchSize: ctx.config.campaignBatchSize,
    siteOrigin: ctx.config.siteOrigins[0] ?? '',
    now,
  });
  let closing = false;
  let draining: Promise<unknown> = Promise.resolve();
  const kick = () => {
    if (!options.runFanOut || closing) return;
    draining = draining
      .then(() => fanOut.drain())
      .catch((error: unknown) => app.log.warn({ err: error }, 'campaign fan-out failed'));
  };
  if (options.runFanOut) {
    runPeriodically(app, {
      name: 'campaign fan-out',
      everyMs: FAN_OUT_EVERY_MS,
      run: async () => {
        kick();
        await draining;
      },
    });
  }
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onClose', async () => draining);

  const limitByIp = async (request: FastifyRequest) => {
    const decision = await perIp.hit(request.ip);
    if (!decision.allowed) throw tooManyAttempts(decision.retryAfterSeconds);
  };

  async function byToken(params: { campaignId: number; token: string }) {
    if (!TOKEN.test(params.token)) throw notFound(NO_SUCH_LINK);
    const row = await campaignByToken(ctx.db, params.campaignId, params.token, now());
    if (!row) throw notFound(NO_SUCH_LINK);
    return row;
  }

  async function decide(id: number, decision: CampaignDecision, maker: DecisionMaker) {
    const { changed } = await decideCampaign(ctx.db, id, decision, maker, now());
    if (changed && decision.action === 'approve') kick();
    const campaign = await presentCampaign(ctx.db, id);
    if (!campaign) throw notFound('Campaign not found.');
    return campaign;
  }

  // --- the emailed approval link (no session: the token is the credential) -----------------------------------

  app.get(
    '/api/job-notification-campaigns/:campaignId/token/:token',
    {
      config: { access: access.public() },
      onRequest: limitByIp,
      schema: {
        tags: ['campaigns'],
        summary:
          "A campaign through its emailed approval link: the campaign, the job, how many pros would hear and the message they would get. 404 for a wrong, expired or another campaign's token.",
        params: TokenParams,
        response: { 200: Type.Object({ data: CampaignDetailSchema }), 404: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request) => {
      const row = await byToken(request.params);
      const detail = await presentCampaignDetail(ctx.db, row.id, now());
      if (!detail) throw notFound(NO_SUCH_LINK);
      return { data: detail };
    },
  );

  app.post(
    '/api/job-notification-campaigns/:campaignId/approve/:token',
    {
      config: { access: access.public() },
      onRequest: limitByIp,
      schema: {
        tags: ['campaigns'],
        summary:
          'Approve through the emailed link. Approving an approved campaign answers its state again; a rejected one is a 409.',
        params: TokenParams,
        response: {
          200: Type.Object({ data: CampaignSchema }),
          404: ErrorSchema,
          409: ErrorSchema,
          429: ErrorSchema,
        },
      },
    },
    async (request) => {
      const row = await byToken(request.params);
      return {
        data: await decide(row.id, { action: 'approve' }, { via: 'token', userId: null, ip: request.ip }),
      };
    },
  );

  app.post(
    '/api/job-notification-campaigns/:campaignId/reject/:token',
    {
      config: { access: access.public() },
      onRequest: limitByIp,
      schema: {
        tags: ['campaigns'],
        summary:
          'Reject through the emailed link, with a reason (3–500 characters). Rejecting a rejected campaign answers its state again; an approved one is a 409.',
        params: TokenParams,
        body: RejectionBody,
        response: {
          200: Type.Object({ data: CampaignSchema }),
          404: ErrorSchema,
          409: ErrorSchema,
          422: ErrorSchema,
          429: ErrorSchema,
        },
      },
    },
    async (request) => {
      const row = await byToken(request.params);
      const reason = rejectionReason(request.body.rejection_reason);
      return {
        data: await decide(
          row.id,
          { action: 'reject', reason },
          { via: 'token', userId: null, ip: request.ip },
        ),
      };
    },
  );

  // --- the admin area ------------------------------------------------------------------------------------------

  app.get(
    '/api/admin/campaigns',
    {
      config: { access: CAN_APPROVE },
      schema: {
        tags: ['admin'],
        summary: 'Job-notification campaigns, newest first, optionally of one status',
        security: bearer,
        querystring: CampaignListQuery,
        response: {
          200: Type.Object({ data: Type.Array(CampaignSchema), meta: ListMetaSchema }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { page = 1, per_page: perPage = 20, status } = request.query;
      const { data, total } = await campaignsPage(
        ctx.db,
        { status: status as CampaignStatus | undefined },
        page,
        perPage,
      );
      return { data, meta: listMeta(page, perPage, total) };
    },
  );

  app.get(
    '/api/admin/campaigns/:id',
    {
      config: { access: CAN_APPROVE },
      schema: {
        tags: ['admin'],
        summary: 'A campaign with its job, recipient count and the message recipients would get',
        security: bearer,
        params: IdParams,
        response: { 200: Type.Object({ data: CampaignDetailSchema }), ...errorResponses },
      },
    },
    async (request) => {
      const detail = await presentCampaignDetail(ctx.db, request.params.id, now());
      if (!detail) throw notFound('Campaign not found.');
      return { data: detail };
    },
  );

  app.post(
    '/api/admin/campaigns/:id/approve',
    {
      config: { access: CAN_APPROVE },
      schema: {
        tags: ['admin'],
        summary: 'Approve a campaign (idempotent; 409 when it was rejected). Delivery starts at once.',
        security: bearer,
        params: IdParams,
        response: { 200: Type.Object({ data: CampaignSchema }), ...errorResponses },
      },
    },
    async (request) => {
      const actor = currentUser(request);
      return {
        data: await decide(
          request.params.id,
          { action: 'approve' },
          { via: 'admin', userId: actor.id, ip: request.ip },
        ),
      };
    },
  );

  app.post(
    '/api/admin/campaigns/:id/reject',
    {
      config: { access: CAN_APPROVE },
      schema: {
        tags: ['admin'],
        summary: 'Reject a campaign with a reason (idempotent; 409 when it was approved)',
        security: bearer,
        params: IdParams,
        body: RejectionBody,
        response: { 200: Type.Object({ data: CampaignSchema }), ...errorResponses },
      },
    },
    async (request) => {
      const actor = currentUser(request);
      const reason = rejectionReason(request.body.rejection_reason);
      return {
        data: await decide(
          request.params.id,
          { action: 'reject', reason },
          { via: 'admin', userId: actor.id, ip: request.ip },
        ),
      };
    },
  );

  app.post(
    '/api/admin/campaigns/bulk-approve',
    {
      config: { access: CAN_APPROVE },
      schema: {
        tags: ['admin'],
        summary:
          'Approve up to 100 campaigns; each id is decided on its own and reported (approved, unchanged, conflict, not_found)',
        security: bearer,
        body: BulkApproveBody,
        response: { 200: Type.Object({ data: Type.Array(BulkOutcomeSchema) }), ...errorResponses },
      },
    },
    async (request) => {
      const actor = currentUser(request);
      const ids = [...new Set(request.body.ids)];
      const results = [];
      for (const id of ids) {
        try {
          const { campaign, changed } = await decideCampaign(
            ctx.db,
            id,
            { action: 'approve' },
            { via: 'admin', userId: actor.id, ip: request.ip },
            now(),
          );
          results.push({
            id,
            outcome: changed ? ('approved' as const) : ('unchanged' as const),
            status: campaign.status,
            message: changed ? 'Approved.' : `Already ${campaign.status}.`,
          });
        } catch (error) {
          if (!(error instanceof HttpError) || (error.statusCode !== 404 && error.statusCode !== 409)) {
            throw error;
          }
          results.push({
            id,
            outcome: error.statusCode === 404 ? ('not_found' as const) : ('conflict' as const),
            status: error.statusCode === 404 ? null : ('rejected' as const),
            message: error.message,
          });
        }
      }
      if (results.some((result) => result.outcome === 'approved')) kick();
      return { data: results };
    },
  );
};

/** The reason as kept: trimmed, and still 3 characters or more once trimmed. */
function rejectionReason(raw: string): string {
  const reason = raw.trim();
  if (reason.length < 3) {
    throw validationFailed({
      rejection_reason: ['The rejection reason must be between 3 and 500 characters.'],
    });
  }
  return reason;
}

export default campaignsRoutes;
