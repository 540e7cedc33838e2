import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ContextOptions } from '../../context.js';
import { access } from '../../plugins/access.js';
import { listPlans } from './repository.js';

const PlanSchema = Type.Object(
  {
    id: Type.Integer(),
    slug: Type.String(),
    name: Type.String(),
    description: Type.String(),
    price: Type.Object({
      amount_cents: Type.Integer(),
      currency: Type.String({ description: 'ISO 4217, lower case (usd)' }),
      interval: Type.String({ enum: ['month', 'year'] }),
    }),
    limits: Type.Object({
      bids_per_month: Type.Union([Type.Integer(), Type.Null()], { description: 'null is unlimited' }),
      service_categories: Type.Integer(),
      service_radius_miles: Type.Integer(),
      // Optional in the contract only so clients written before it need no change; the api always sends it.
      job_alerts: Type.Optional(
        Type.Boolean({ description: 'Providers on the plan hear about new jobs near them (always sent)' }),
      ),
    }),
    features: Type.Array(Type.String()),
    checkout: Type.Object(
      {
        planId: Type.String(),
        priceId: Type.String(),
        productId: Type.String(),
        requires_payment: Type.Boolean(),
      },
      {
        description:
          'What /for-providers passes through registration (redirectToStripe=true&planId&priceId&productId) to POST /api/stripe/create-checkout-session. planId is the plan slug; priceId and productId are the Stripe ids stored on the plan, or stable Prohive ids (prohive_price_<slug>_<interval>, prohive_product_<slug>) while none is stored.',
      },
    ),
  },
  { $id: 'Plan' },
);

const plansRoutes: FastifyPluginAsyncTypebox<ContextOptions> = async (app, { ctx }) => {
  app.get(
    '/api/plans',
    {
      config: { access: access.public() },
      schema: {
        tags: ['plans'],
        summary: 'The provider plans on sale in display order, with the identifiers checkout needs',
        response: { 200: Type.Object({ data: Type.Array(PlanSchema) }) },
      },
    },
    async () => ({ data: await listPlans(ctx.db, ctx.config.stripePriceIds) }),
  );
};

export default plansRoutes;
