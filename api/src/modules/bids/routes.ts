import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { ContextOptions } from '../../context.js';
import { forbidden, notFound } from '../../http-errors.js';
import { ErrorSchema, IdParams } from '../../lib/schemas.js';
import { access, currentUser } from '../../plugins/access.js';
import type { JobGate } from './job-gate.js';
import { BidComparisonSchema, BidSchema, CreateBidBody, UpdateBidBody } from './schemas.js';
import {
  acceptBid,
  bidJobOwner,
  bidOf,
  bidOwner,
  bidsForViewer,
  createBid,
  declineBid,
  updateBid,
  withdrawBid,
} from './service.js';

export interface BidsOptions extends ContextOptions {
  now?: () => Date;
  /** The jobs module's side of a bid (job-gate.ts). */
  jobs: JobGate;
}

const errorResponses = {
  401: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
  409: ErrorSchema,
  422: ErrorSchema,
};
const bearer = [{ bearerAuth: [] }];
const idOf = (request: { params: unknown }) => (request.params as { id: number }).id;

const bidsRoutes: FastifyPluginAsyncTypebox<BidsOptions> = async (app, options) => {
  const { ctx, jobs } = options;
  const now = options.now ?? (() => new Date());
  const mail = { siteOrigin: ctx.config.siteOrigins[0] ?? '' };

  app.get(
    '/api/jobs/:id/bids',
    {
      config: { access: access.signedIn() },
      schema: {
        tags: ['bids'],
        summary:
          "The job's bids compared, cheapest first, with contact details (the job's owner); a provider who bid sees only their own bid",
        security: bearer,
        params: IdParams,
        response: { 200: Type.Object({ data: Type.Array(BidComparisonSchema) }), ...errorResponses },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const job = await jobs.find(ctx.db, request.params.id, now());
      if (!job) throw notFound('Job not found.');
      const isOwner = job.customer_id === user.id;
      if (!isOwner && !(await bidOf(ctx.db, job.id, user.id))) {
        throw forbidden('Only the job owner can see its bids.');
      }
      return { data: await bidsForViewer(ctx.db, job, user.id, isOwner) };
    },
  );

  app.post(
    '/api/jobs/:id/bids',
    {
      config: { access: access.roles('provider') },
      schema: {
        tags: ['bids'],
        summary:
          "Bid on an open job (providers): one bid per job (409), within your plan's monthly bid limit (403) and the daily cap (429 with Retry-After)",
        security: bearer,
        params: IdParams,
        body: CreateBidBody,
        response: { 201: Type.Object({ data: BidSchema }), ...errorResponses, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const bid = await createBid(
        ctx.db,
        jobs,
        request.params.id,
        user.id,
        request.body,
        now(),
        {
          bidsPerDay: ctx.config.publishingLimits.bidsPerDay,
        },
        mail,
      );
      reply.code(201);
      return { data: bid };
    },
  );

  const ownerOfBid = access.owner((request) => bidOwner(ctx.db, idOf(request)));
  const ownerOfBidsJob = access.owner((request) => bidJobOwner(ctx.db, jobs, idOf(request)));

  app.patch(
    '/api/bids/:id',
    {
      config: { access: ownerOfBid },
      schema: {
        tags: ['bids'],
        summary: 'Change your pending bid (any of amount, message, duration)',
        security: bearer,
        params: IdParams,
        body: UpdateBidBody,
        response: { 200: Type.Object({ data: BidSchema }), ...errorResponses },
      },
    },
    async (request) => ({ data: await updateBid(ctx.db, jobs, request.params.id, request.body, now()) }),
  );

  for (const [action, run, policy, summary] of [
    ['withdraw', withdrawBid, ownerOfBid, 'Withdraw your pending bid'],
    [
      'accept',
      acceptBid,
      ownerOfBidsJob,
      'Hire this bid (job owner): the job becomes hired and every other pending bid is declined, in one transaction; a racing second accept gets 409',
    ],
    ['decline', declineBid, ownerOfBidsJob, 'Decline a pending bid on your job'],
  ] as const) {
    app.post(
      `/api/bids/:id/${action}`,
      {
        config: { access: policy },
        schema: {
          tags: ['bids'],
          summary,
          security: bearer,
          params: IdParams,
          response: { 200: Type.Object({ data: BidSchema }), ...errorResponses },
        },
      },
      async (request) => {
        const bid = await run(ctx.db, jobs, request.params.id, now(), mail);
        // An accepted bid takes its job off the open list.
        if (action === 'accept') jobs.hired();
        return { data: bid };
      },
    );
  }
};

export default bidsRoutes;
