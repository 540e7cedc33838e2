import Type, { type Static, type TSchema } from 'typebox';
// One provider card for the whole api: the comparison shows the same card the search and saved lists do.
import { ProviderCardFields } from '../providers/index.js';

/** Request and response shapes of the bids routes. */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** The ceiling of a job's budget and of a bid's amount ($1,000,000). */
export const MAX_BUDGET_CENTS = 100_000_000;

const BidStatusSchema = Type.Enum(['pending', 'accepted', 'declined', 'withdrawn']);

export const BidSchema = Type.Object(
  {
    id: Type.Integer(),
    job_id: Type.Integer(),
    provider_id: Type.Integer(),
    amount_cents: Type.Integer(),
    message: Type.String(),
    estimated_duration_minutes: Nullable(Type.Integer()),
    status: BidStatusSchema,
    created_at: Type.String({ format: 'date-time' }),
    updated_at: Type.String({ format: 'date-time' }),
  },
  { $id: 'Bid' },
);
export type Bid = Static<typeof BidSchema>;

/** A placed bid, with the conversation it opened between the job's owner and the bidder. */
export const PlacedBidSchema = Type.Object(
  {
    ...BidSchema.properties,
    conversation_id: Type.Integer({
      description: 'The conversation the bid opened (its message is the first)',
    }),
  },
  { $id: 'PlacedBid' },
);

export const BidComparisonSchema = Type.Object(
  {
    ...BidSchema.properties,
    conversation_id: Nullable(
      Type.Integer({ description: 'The conversation between the job owner and this bidder' }),
    ),
    provider: Type.Object({
      ...ProviderCardFields,
      contact: Type.Optional(
        Type.Object(
          { email: Type.String(), phone: Nullable(Type.String()) },
          { description: "The job's owner only, on the accepted bid only" },
        ),
      ),
    }),
    budget_position: Type.Enum(['below', 'within', 'above', 'no_budget']),
    price_rank: Type.Integer({ description: '1 = cheapest among bids not withdrawn' }),
    vs_median_percent: Nullable(
      Type.Integer({ description: 'e.g. -12: 12% under the median of the other bids' }),
    ),
  },
  { $id: 'BidComparison' },
);

const bidFields = {
  amount_cents: Type.Integer({ minimum: 100, maximum: MAX_BUDGET_CENTS }),
  message: Type.String({ maxLength: 2000 }),
  estimated_duration_minutes: Nullable(Type.Integer({ minimum: 15, maximum: 525_600 })),
};

export const CreateBidBody = Type.Object(
  {
    amount_cents: bidFields.amount_cents,
    message: Type.Optional(bidFields.message),
    estimated_duration_minutes: Type.Optional(bidFields.estimated_duration_minutes),
  },
  { additionalProperties: false },
);

export const UpdateBidBody = Type.Object(
  {
    amount_cents: Type.Optional(bidFields.amount_cents),
    message: Type.Optional(bidFields.message),
    estimated_duration_minutes: Type.Optional(bidFields.estimated_duration_minutes),
  },
  { additionalProperties: false },
);

/** `GET /api/bids/mine` meta.usage: this month's bids against the applying plan's limit (null = unlimited). */
export const BidUsageSchema = Type.Object({
  bids_this_month: Type.Integer(),
  bids_per_month_limit: Type.Union([Type.Integer(), Type.Null()]),
  plan_slug: Type.String(),
});
