import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { ContextOptions } from '../../context.js';
import { forbidden, notFound, validationFailed } from '../../http-errors.js';
import { runPeriodically } from '../../periodic-task.js';
import { access, currentUser } from '../../plugins/access.js';
import { categoryCatalogue } from '../categories/catalogue.js';
import { placeDirectory } from '../locations/places.js';
import { ErrorSchema, IdParams, listMeta, ListMetaSchema } from '../users/schemas.js';
import { listOpenJobs, TotalsCache, type JobListFilters, type JobSort } from './listing.js';
import {
  BidComparisonSchema,
  BidSchema,
  BidUsageSchema,
  CreateBidBody,
  CreateJobBody,
  JobDetailSchema,
  JobListQuery,
  JobSummarySchema,
  MyBidSchema,
  MyJobCountsSchema,
  MyJobSchema,
  PageOnlyQuery,
  ReviewBody,
  ReviewSchema,
  UpdateBidBody,
} from './schemas.js';
import {
  acceptBid,
  bidUsage,
  myJobCounts,
  bidJobOwner,
  bidOwner,
  bidsForViewer,
  cancelJob,
  completeJob,
  createBid,
  createJob,
  createReview,
  declineBid,
  expireOverdueJobs,
  jobDetail,
  jobOwner,
  loadJobRows,
  toSummary,
  updateBid,
  withdrawBid,
} from './service.js';
import { toBid } from './presenter.js';
import { optionalViewer } from './viewer.js';

export interface JobsOptions extends ContextOptions {
  now?: () => Date;
  /** How often open jobs past expiry are marked expired; 0 turns the timer off (reads stay consistent). */
  expirySweepMs?: number;
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
  const totals = new TotalsCache();
  const directory = placeDirectory();

  // Expiry is enforced on every read (an overdue open job is never listed or biddable); the sweep only
  // persists the status, so a stopped timer never shows a stale job.
  runPeriodically(app, {
    name: 'job expiry sweep',
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
      const profile = await ctx.db
        .selectFrom('provider_profiles')
        .select(['latitude', 'longitude', 'radius_miles'])
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      const services = profile
        ? await ctx.db
            .selectFrom('provider_services')
            .select('category_id')
            .where('provider_id', '=', user.id)
            .execute()
        : [];
      // No profile or no services yet: nothing matches (the dashboard prompts to finish the profile).
      if (!profile || services.length === 0) return { data: [], meta: listMeta(page, perPage, 0) };
      const centre = { latitude: profile.latitude, longitude: profile.longitude };
      const at = now();
      const result = await listOpenJobs(
        ctx.db,
        {
          categoryIds: services.map((row) => row.category_id),
          q: null,
          near: { centre, radiusMiles: profile.radius_miles },
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
      const [idRows, count, counts] = await Promise.all([
        ctx.db
          .selectFrom('jobs')
          .select('id')
          .where('customer_id', '=', user.id)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(perPage)
          .offset(offset)
          .execute(),
        ctx.db
          .selectFrom('jobs')
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .where('customer_id', '=', user.id)
          .executeTakeFirstOrThrow(),
        myJobCounts(ctx.db, user.id, now()),
      ]);
      const ids = idRows.map((row) => row.id);
      const [rows, hired, reviewed] = await Promise.all([
        loadJobRows(ctx.db, ids),
        ids.length === 0
          ? Promise.resolve([])
          : ctx.db
              .selectFrom('bids')
              .innerJoin('provider_profiles', 'provider_profiles.user_id', 'bids.provider_id')
              .select(['bids.job_id', 'bids.provider_id', 'provider_profiles.business_name'])
              .where('bids.job_id', 'in', ids)
              .where('bids.status', '=', 'accepted')
              .execute(),
        ids.length === 0
          ? Promise.resolve([])
          : ctx.db.selectFrom('reviews').select('job_id').where('job_id', 'in', ids).execute(),
      ]);
      const at = now();
      const reviewedIds = new Set(reviewed.map((row) => row.job_id));
      return {
        data: rows.map((row) => {
          const summary = toSummary(row, null, at);
          const pro = hired.find((entry) => entry.job_id === row.id);
          return {
            ...summary,
            hired_provider: pro ? { id: pro.provider_id, business_name: pro.business_name } : null,
            needs_review: summary.status === 'completed' && pro !== undefined && !reviewedIds.has(row.id),
          };
        }),
        meta: { ...listMeta(page, perPage, Number(count.total)), counts },
      };
    },
  );

  app.post(
    '/api/jobs',
    {
      config: { access: access.roles('user') },
      schema: {
        tags: ['jobs'],
        summary:
          'Post a job (customers). City, state and coordinates come from the ZIP; open for 30 days. photo_ids: your job_photo uploads.',
        security: bearer,
        body: CreateJobBody,
        response: { 201: Type.Object({ data: JobDetailSchema }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const at = now();
      const id = await createJob(ctx.db, user.id, request.body, at);
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
      const [job] = await loadJobRows(ctx.db, [request.params.id]);
      if (!job) throw notFound('Job not found.');
      const isOwner = job.customer_id === user.id;
      if (!isOwner) {
        const own = await bidOwnerOnJob(job.id, user.id);
        if (!own) throw forbidden('Only the job owner can see its bids.');
      }
      return { data: await bidsForViewer(ctx.db, job, user.id, isOwner) };
    },
  );

  async function bidOwnerOnJob(jobId: number, userId: number): Promise<boolean> {
    const row = await ctx.db
      .selectFrom('bids')
      .select('id')
      .where('job_id', '=', jobId)
      .where('provider_id', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }

  app.post(
    '/api/jobs/:id/bids',
    {
      config: { access: access.roles('provider') },
      schema: {
        tags: ['bids'],
        summary:
          "Bid on an open job (providers): one bid per job (409), within your plan's monthly bid limit (403)",
        security: bearer,
        params: IdParams,
        body: CreateBidBody,
        response: { 201: Type.Object({ data: BidSchema }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const bid = await createBid(ctx.db, request.params.id, user.id, request.body, now());
      reply.code(201);
      return { data: bid };
    },
  );

  const ownerOfBid = access.owner((request) => bidOwner(ctx.db, idOf(request)));
  const ownerOfBidsJob = access.owner((request) => bidJobOwner(ctx.db, idOf(request)));

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
    async (request) => ({ data: await updateBid(ctx.db, request.params.id, request.body, now()) }),
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
        const bid = await run(ctx.db, request.params.id, now());
        // An accepted bid takes its job off the open list.
        if (action === 'accept') totals.clear();
        return { data: bid };
      },
    );
  }

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
      const [bids, count, usage] = await Promise.all([
        ctx.db
          .selectFrom('bids')
          .selectAll()
          .where('provider_id', '=', user.id)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(perPage)
          .offset(offset)
          .execute(),
        ctx.db
          .selectFrom('bids')
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .where('provider_id', '=', user.id)
          .executeTakeFirstOrThrow(),
        bidUsage(ctx.db, user.id, now()),
      ]);
      const jobs = await loadJobRows(
        ctx.db,
        bids.map((bid) => bid.job_id),
      );
      const at = now();
      const byId = new Map(jobs.map((job) => [job.id, toSummary(job, null, at)]));
      return {
        data: bids.flatMap((bid) => {
          const job = byId.get(bid.job_id);
          return job ? [{ ...toBid(bid), job }] : [];
        }),
        meta: { ...listMeta(page, perPage, Number(count.total)), usage },
      };
    },
  );

  app.post(
    '/api/jobs/:id/review',
    {
      config: { access: ownerOfJob },
      schema: {
        tags: ['reviews'],
        summary: 'Review the pro you hired, once the job is completed (once per job); updates their rating',
        security: bearer,
        params: IdParams,
        body: ReviewBody,
        response: { 201: Type.Object({ data: ReviewSchema }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const review = await createReview(ctx.db, request.params.id, user.id, request.body, now());
      reply.code(201);
      return { data: review };
    },
  );
};

export default jobsRoutes;
