import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ContextOptions } from '../../context.js';
import { tooManyAttempts, validationFailed, type FieldErrors } from '../../http-errors.js';
import { access } from '../../plugins/access.js';
import { AttemptLimiter, type LimitRule } from '../../lib/attempt-limiter.js';
import { placeDirectory } from '../locations/index.js';
import { ErrorSchema } from '../../lib/schemas.js';
import { isProjectType, joinWaitlist } from './repository.js';
import { WaitlistBody, WaitlistResponse } from './schemas.js';

/** Enough for a household sharing one address to sign up several people, not enough to fill the table. */
export const DEFAULT_WAITLIST_LIMIT: LimitRule = { max: 10, windowSeconds: 60 * 60 };

export const JOINED_MESSAGE =
  "You're on the list! We'll email you as soon as Prohive financing opens in your area.";
export const ALREADY_JOINED_MESSAGE =
  "Good news: you're already on the list. We'll email you as soon as Prohive financing opens in your area.";

export interface FinancingOptions extends ContextOptions {
  rateLimit?: LimitRule;
}

const financingRoutes: FastifyPluginAsyncTypebox<FinancingOptions> = async (app, { ctx, rateLimit }) => {
  const perIp = new AttemptLimiter(rateLimit ?? DEFAULT_WAITLIST_LIMIT, {
    store: ctx.counters,
    name: 'waitlist',
  });

  app.post(
    '/api/financing-waitlist',
    {
      config: { access: access.public() },
      // Every attempt counts, valid or not, before the body is even read.
      onRequest: async (request) => {
        const decision = await perIp.hit(request.ip);
        if (!decision.allowed) throw tooManyAttempts(decision.retryAfterSeconds);
      },
      schema: {
        tags: ['financing'],
        summary:
          'Join the financing waitlist. 201 when added; 200 with a friendly message when the email is already on the list (nothing stored twice). Limited per IP.',
        body: WaitlistBody,
        response: { 200: WaitlistResponse, 201: WaitlistResponse, 422: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const name = body.name.trim();
      const email = body.email.trim().toLowerCase();
      const projectType = body.project_type?.trim().toLowerCase() || null;
      const errors: FieldErrors = {};
      if (name === '') errors.name = ['The name field is required.'];
      if (!placeDirectory().isUsZip(body.zip))
        errors.zip = [`We could not find ZIP code ${body.zip}. Please check it.`];
      if (projectType !== null && !(await isProjectType(ctx.db, projectType))) {
        errors.project_type = ['The selected project type is invalid.'];
      }
      if (Object.keys(errors).length > 0) throw validationFailed(errors);

      const added = await joinWaitlist(ctx.db, {
        name,
        email,
        zip: body.zip,
        projectType,
        amountDollars: body.amount ?? null,
      });
      reply.code(added ? 201 : 200);
      return {
        message: added ? JOINED_MESSAGE : ALREADY_JOINED_MESSAGE,
        data: { email, already_on_list: !added },
      };
    },
  );
};

export default financingRoutes;
