import Type from 'typebox';
import { UserSchema } from '../users/index.js';

export const CreateCheckoutBody = Type.Object({
  userId: Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'Must be the caller' }),
  planId: Type.String({
    minLength: 1,
    maxLength: 64,
    description: 'The plan slug (checkout.planId of /api/plans)',
  }),
  priceId: Type.String({ minLength: 1, maxLength: 255, description: 'checkout.priceId of the same plan' }),
  productId: Type.String({
    minLength: 1,
    maxLength: 255,
    description: 'checkout.productId of the same plan',
  }),
  successUrl: Type.String({
    minLength: 1,
    maxLength: 2048,
    description:
      'Absolute http(s) URL on a site origin (SITE_ORIGINS). {CHECKOUT_SESSION_ID} is replaced by the session id; without it, session_id=<id> is appended.',
  }),
  cancelUrl: Type.String({
    minLength: 1,
    maxLength: 2048,
    description: 'Absolute http(s) URL on a site origin',
  }),
});

export const CheckoutResponse = Type.Object({
  data: Type.Object({
    sessionId: Type.String(),
    session_id: Type.String({ description: 'The same id, for clients that read snake_case' }),
    url: Type.String({
      description: 'Where to send the browser: hosted checkout, or successUrl for a free plan',
    }),
  }),
});

export const SessionParams = Type.Object(
  { sessionId: Type.String({ minLength: 1, maxLength: 255, pattern: '^[A-Za-z0-9_]+$' }) },
  { additionalProperties: false },
);

/** The test-checkout page answers any id with a page (404 for unknown), so the path is not pattern-checked. */
export const PageParams = Type.Object(
  { sessionId: Type.String({ minLength: 1, maxLength: 255 }) },
  { additionalProperties: false },
);

export const VerifyResponse = Type.Object({
  data: Type.Object({
    status: Type.Literal('paid'),
    plan: Type.Object({ slug: Type.String(), name: Type.String() }),
    subscription: UserSchema.properties.current_subscription,
  }),
});

export const WebhookResponse = Type.Object({
  received: Type.Boolean(),
  duplicate: Type.Boolean({ description: 'true when this event id was already processed (nothing changed)' }),
  handled: Type.Boolean({ description: 'false for event types or objects Prohive does not act on' }),
});
