import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { ContextOptions } from '../../context.js';
import { notFound, validationFailed } from '../../http-errors.js';
import { ErrorSchema, IdParams, listMeta, ListMetaSchema } from '../../lib/schemas.js';
import type { TotalsCache } from '../../lib/totals-cache.js';
import { runPeriodically } from '../../periodic-task.js';
import { access, currentUser } from '../../plugins/access.js';
import { optionalViewer } from '../../plugins/optional-viewer.js';
import { recordAudit } from '../audit/index.js';
import { BidUsageSchema } from '../bids/index.js';
import { categoryCatalogue } from '../categories/index.js';
import { placeDirectory } from '../locations/index.js';
import { listOpenJobs, type JobListFilters, type JobSort } from './listing.js';
import { jobOwner, providerArea } from './repository.js';
import {
  CreateJobBody,
  JobDetailSchema,
  JobListQuery,
  JobSummarySchema,
  MyBidSchema,
  MyJobCountsSchema,
  MyJobSchema,
  PageOnlyQuery,
} from './schemas.js';
import {
  cancelJob,
  completeJob,
  createJob,
  customerJobs,
  expireOverdueJobs,
  jobDetail,
  type JobPostedHook,
  providerBidsWithJobs,
  reopenJob,
  toSummary,
} from './service.js';

export interface JobsOptions extends ContextOptions {
  now?: () => Date;
  /** The open-jobs list's cached totals, shared with the bids module's hires (app.ts). */
  totals: TotalsCache;
  /** How often open jobs past expiry are marked expired; 0 turns the timer off (reads stay consistent). */
  expirySweepMs?: number;
  /** Runs in the transaction that posts a job (the campaigns module's job-notification campaign). */
  onJobPosted?: JobPostedHook;
}

const DEFAULT_RADIUS_MILES = 25;
const DEFAULT_PER_PAGE = 12;
const DEFAULT_SWEEP_MS = 10 * 60_000;

const errorResponses = {
  401: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
  409: ErrorSchema,
  422: ErrorSchema,
};
const bearer = [{ bearerAuth: [] }];
const idOf = (request: { params: unknown }) => (request.params as { id: number }).id;

const jobsRoutes: FastifyPluginAsyncTypebox<JobsOptions> = async (app, options) => {
  const { ctx } = options;
  const now = options.now ?? (() => new Date());
  const { totals } = options;
  const directory = placeDirectory();

  // Expiry is enforced on every read (an overdue open job is never listed or biddable); the sweep only
  // persists the status, so a stopped timer never shows a stale job.
  runPeriodically(app, {
    name: 'job expiry sweep',
    exclusiveOn: ctx,
    everyMs: options.expirySweepMs ?? DEFAULT_SWEEP_MS,
    run: async () => {
      if ((await expireOverdueJobs(ctx.db, now())) > 0) totals.clear();
    },
  });

  function pageOf(query: { page?: number; per_page?: number }) {
    const page = query.page ?? 1;
    const perPage = query.per_page ?? DEFAULT_PER_PAGE;
    return { page, perPage, offset: (page - 1) * perPage };
  }

  app.get(
    '/api/jobs',
    {
      config: { access: access.public() },
      schema: {
        tags: ['jobs'],
        summary:
          'Open jobs: filter by category, text, ZIP + radius (miles), budget (whole dollars) and age; sort newest, by budget or by distance. Locations are approximate.',
        querystring: JobListQuery,
        response: {
          200: Type.Object({ data: Type.Array(JobSummarySchema), meta: ListMetaSchema }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const query = request.query;
      const { page, perPage, offset } = pageOf(query);
      const place = query.zip === undefined ? undefined : directory.zip(query.zip);
      if (query.zip !== undefined && !place) throw validationFailed({ zip: ['Enter a valid US ZIP code'] });
      // A radius without a ZIP has no centre: it is ignored (the web app drops it too), not an error.
      if (query.sort === 'distance' && !place) {
        throw validationFailed({ sort: ['Enter a ZIP code to sort by distance.'] });
      }
      if (
        query.budget_min !== undefined &&
        query.budget_max !== undefined &&
        query.budget_min > query.budget_max
      ) {
        throw validationFailed({ budget_max: ['The maximum budget must be at least the minimum.'] });
      }
      let categoryIds: number[] | null = null;
      if (query.category !== undefined) {
        const id = (await categoryCatalogue(ctx.db)).bySlug(query.category)?.id ?? null;
        if (id === null) throw validationFailed({ category: ['The selected category is invalid.'] });
        categoryIds = [id];
      }
      const centre = place ? { latitude: place.latitude, longitude: place.longitude } : null;
      const filters: JobListFilters = {
        categoryIds,
        q: query.q?.trim() || null,
        near: centre ? { centre, radiusMiles: query.radius ?? DEFAULT_RADIUS_MILES } : null,
        budgetMinCents: query.budget_min === undefined ? null : query.budget_min * 100,
        budgetMaxCents: query.budget_max === undefined ? null : query.budget_max * 100,
        postedWithinDays: query.posted_within ?? null,
        sort: (query.sort ?? 'newest') as JobSort,
      };
      const at = now();
      const result = await listOpenJobs(
        ctx.db,
        filters,
        { offset, limit: perPage },
        at,
        await categoryCatalogue(ctx.db),
        totals,
      );
      return {
        data: result.rows.map((row) => toSummary(row, centre, at)),
        meta: listMeta(page, perPage, result.total),
      };
    },
  );

  app.get(
    '/api/jobs/matching',
    {
      config: { access: access.roles('provider') },
      schema: {
        tags: ['jobs'],
        summary:
          "Open jobs in the provider's categories within their service radius of their profile ZIP, newest first",
        security: bearer,
        querystring: PageOnlyQuery,
        response: {
          200: Type.Object({ data: Type.Array(JobSummarySchema), meta: ListMetaSchema }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { page, perPage, offset } = pageOf(request.query);
      const area = await providerArea(ctx.db, user.id);
      // No profile or no services yet: nothing matches (the dashboard prompts to finish the profile).
      if (!area || area.categoryIds.length === 0) return { data: [], meta: listMeta(page, perPage, 0) };
      const centre = { latitude: area.latitude, longitude: area.longitude };
      const at = now();
      const result = await listOpenJobs(
        ctx.db,
        {
          categoryIds: area.categoryIds,
          q: null,
          near: { centre, radiusMiles: area.radius_miles },
          budgetMinCents: null,
          budgetMaxCents: null,
          postedWithinDays: null,
          sort: 'newest',
        },
        { offset, limit: perPage },
        at,
        await categoryCatalogue(ctx.db),
      );
      return {
        data: result.rows.map((row) => toSummary(row, centre, at)),
        meta: listMeta(page, perPage, result.total),
      };
    },
  );

  app.get(
    '/api/jobs/mine',
    {
      config: { access: access.signedIn() },
      schema: {
        tags: ['jobs'],
        summary:
          "The caller's own jobs in every status, newest first, with the hired pro and whether a review is due",
        security: bearer,
        querystring: PageOnlyQuery,
        response: {
          200: Type.Object({
            data: Type.Array(MyJobSchema),
            meta: Type.Object({ ...ListMetaSchema.properties, counts: MyJobCountsSchema }),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { page, perPage, offset } = pageOf(request.query);
      const { jobs, total, counts } = await customerJobs(ctx.db, user.id, { offset, limit: perPage }, now());
      return { data: jobs, meta: { ...listMeta(page, perPage, total), counts } };
    },
  );

  app.post(
    '/api/jobs',
    {
      config: { access: access.roles('user') },
      schema: {
        tags: ['jobs'],
        summary:
          'Post a job (customers). City, state and coordinates come from the ZIP; open for 30 days. photo_ids: your job_photo uploads. 429 (with Retry-After) past the daily cap or, for a new account, the cap on open jobs.',
        security: bearer,
        body: CreateJobBody,
        response: { 201: Type.Object({ data: JobDetailSchema }), ...errorResponses, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const at = now();
      const id = await createJob(
        ctx.db,
        user.id,
        request.body,
        at,
        ctx.config.publishingLimits,
        options.onJobPosted,
      );
      totals.clear();
      const detail = await jobDetail(ctx.db, id, { id: user.id, roleName: user.roleName }, at);
      reply.code(201);
      return { data: detail! };
    },
  );

  app.get(
    '/api/jobs/:id',
    {
      config: { access: access.public() },
      schema: {
        tags: ['jobs'],
        summary:
          'A job. With a token, `viewer` says what the caller may do; the exact address only to the owner and admins.',
        params: IdParams,
        response: { 200: Type.Object({ data: JobDetailSchema }), ...errorResponses },
      },
    },
    async (request) => {
      const viewer = await optionalViewer(request, ctx);
      const detail = await jobDetail(ctx.db, request.params.id, viewer, now());
      if (!detail) throw notFound('Job not found.');
      return { data: detail };
    },
  );

  const ownerOfJob = access.owner((request) => jobOwner(ctx.db, idOf(request)));

  for (const [action, run, summary] of [
    ['cancel', cancelJob, 'Cancel your job (open or hired); pending bids are declined'],
    ['complete', completeJob, "Mark your hired job completed; the pro's hires go up by one"],
  ] as const) {
    app.post(
      `/api/jobs/:id/${action}`,
      {
        config: { access: ownerOfJob },
        schema: {
          tags: ['jobs'],
          summary: `${summary}. 409 when the job's state does not allow it.`,
          security: bearer,
          params: IdParams,
          response: { 200: Type.Object({ data: JobDetailSchema }), ...errorResponses },
        },
      },
      async (request) => {
        const user = currentUser(request);
        const at = now();
        await run(ctx.db, request.params.id, at);
        totals.clear();
        const detail = await jobDetail(
          ctx.db,
          request.params.id,
          { id: user.id, roleName: user.roleName },
          at,
        );
        return { data: detail! };
      },
    );
  }

  app.post(
    '/api/jobs/:id/reopen',
    {
      config: { access: ownerOfJob },
      schema: {
        tags: ['jobs'],
        summary:
          "Reopen your cancelled or expired job for another 30 days; a new job-notification campaign awaits approval (pros who already got its alert are not alerted again). 409 when a pro was hired, it closed more than 30 days ago, or a moderator hid it; 429 past a new account's cap on open jobs.",
        security: bearer,
        params: IdParams,
        response: { 200: Type.Object({ data: JobDetailSchema }), ...errorResponses, 429: ErrorSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const at = now();
      // The audit entry commits with the reopening (and its campaign) or not at all.
      await reopenJob(
        ctx.db,
        request.params.id,
        at,
        ctx.config.publishingLimits,
        async (trx, jobId, when) => {
          await options.onJobPosted?.(trx, jobId, when);
          await recordAudit(trx, {
            actorId: user.id,
            action: 'job.reopen',
            subjectType: 'job',
            subjectId: jobId,
            ip: request.ip,
          });
        },
      );
      totals.clear();
      const detail = await jobDetail(ctx.db, request.params.id, { id: user.id, roleName: user.roleName }, at);
      return { data: detail! };
    },
  );

  // The provider's dashboard shows each bid with its job: a view across both modules, so it lives at the top
  // (jobs builds on bids; bids cannot import jobs).
  app.get(
    '/api/bids/mine',
    {
      config: { access: access.roles('provider') },
      schema: {
        tags: ['bids'],
        summary: 'Your bids, newest first, each with its job',
        security: bearer,
        querystring: PageOnlyQuery,
        response: {
          200: Type.Object({
            data: Type.Array(MyBidSchema),
            meta: Type.Object({ ...ListMetaSchema.properties, usage: BidUsageSchema }),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { page, perPage, offset } = pageOf(request.query);
      const { bids, total, usage } = await providerBidsWithJobs(
        ctx.db,
        user.id,
        { offset, limit: perPage },
        now(),
      );
      return { data: bids, meta: { ...listMeta(page, perPage, total), usage } };
    },
  );
};

export default jobsRoutes;
