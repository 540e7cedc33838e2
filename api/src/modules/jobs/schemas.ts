import Type, { type Static, type TSchema } from 'typebox';
import { BidSchema, MAX_BUDGET_CENTS } from '../bids/index.js';
import { ReviewSchema } from '../reviews/index.js';

/** Request and response shapes of the jobs routes and the two dashboards (the session's api contract). */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

const ZIP_MESSAGE = 'Enter a valid US ZIP code';

export const CategoryRefSchema = Type.Object({ slug: Type.String(), title: Type.String() });

export const ApproxLocationSchema = Type.Object(
  {
    zip: Type.String(),
    city: Type.String(),
    state: Type.String(),
    latitude: Type.Number({ description: 'ZIP centroid rounded to 2 decimals: an area, never the address' }),
    longitude: Type.Number(),
    radius_miles: Type.Number({ description: 'The circle to draw around the approximate centre' }),
  },
  { $id: 'ApproxLocation' },
);

const JobStatusSchema = Type.Enum(['open', 'hired', 'completed', 'cancelled', 'expired']);
const TimingSchema = Type.Enum(['asap', 'within_week', 'within_month', 'flexible', 'specific_date']);

const jobSummaryFields = {
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String({ description: 'The first 280 characters in lists; the full text in JobDetail' }),
  category: CategoryRefSchema,
  service_type: Type.Union([Type.Literal('home'), Type.Literal('office'), Type.Literal('commercial')]),
  location: ApproxLocationSchema,
  budget: Type.Object({ min_cents: Nullable(Type.Integer()), max_cents: Nullable(Type.Integer()) }),
  timing: TimingSchema,
  preferred_date: Nullable(Type.String({ format: 'date' })),
  status: JobStatusSchema,
  created_at: Type.String({ format: 'date-time' }),
  expires_at: Type.String({ format: 'date-time' }),
  bid_count: Type.Integer({ description: 'Bids not withdrawn' }),
  distance_miles: Nullable(Type.Number({ description: 'From the query ZIP, one decimal' })),
  photo_count: Type.Integer(),
};

export const JobSummarySchema = Type.Object(jobSummaryFields, { $id: 'JobSummary' });
export type JobSummary = Static<typeof JobSummarySchema>;

const PhotoSchema = Type.Object({ id: Type.String(), url: Type.String(), thumb_url: Type.String() });

export const JobDetailSchema = Type.Object(
  {
    ...jobSummaryFields,
    answers: Type.Record(Type.String(), Type.Union([Type.String(), Type.Array(Type.String())])),
    photos: Type.Array(PhotoSchema),
    customer: Type.Object({
      id: Type.Integer(),
      first_name: Type.String(),
      avatar: Nullable(Type.String()),
    }),
    target_provider_id: Nullable(Type.Integer()),
    exact_location: Nullable(
      Type.Object(
        { address: Nullable(Type.String()), latitude: Type.Number(), longitude: Type.Number() },
        { description: "The job's owner and admins only" },
      ),
    ),
    hired_bid_id: Nullable(Type.Integer()),
    review: Nullable(ReviewSchema),
    viewer: Type.Object({
      is_owner: Type.Boolean(),
      my_bid: Nullable(BidSchema),
      can_bid: Type.Boolean(),
      can_review: Type.Boolean(),
      can_reopen: Type.Boolean({
        description:
          'The owner may reopen this cancelled or expired job (no pro was hired, closed within 30 days, not hidden)',
      }),
      saved: Type.Boolean(),
    }),
  },
  { $id: 'JobDetail' },
);
export type JobDetail = Static<typeof JobDetailSchema>;

export const MyJobSchema = Type.Object(
  {
    ...jobSummaryFields,
    hired_provider: Nullable(Type.Object({ id: Type.Integer(), business_name: Type.String() })),
    needs_review: Type.Boolean(),
    can_reopen: Type.Boolean({
      description:
        'Cancelled or expired, no pro was hired, closed within 30 days, not hidden: POST …/reopen may',
    }),
  },
  { $id: 'MyJob' },
);

export const MyBidSchema = Type.Object({ ...BidSchema.properties, job: JobSummarySchema });

// --- requests ------------------------------------------------------------------------------------------------

const Slug = Type.String({ minLength: 1, maxLength: 40, pattern: '^[a-z0-9-]+$' });
const Zip = Type.String({ pattern: '^[0-9]{5}$', errorMessage: ZIP_MESSAGE });

export const JobListQuery = Type.Object({
  category: Type.Optional(Slug),
  q: Type.Optional(Type.String({ maxLength: 100 })),
  zip: Type.Optional(Zip),
  radius: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
  budget_min: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  budget_max: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  posted_within: Type.Optional(Type.Integer({ enum: [1, 7, 30], errorMessage: 'Choose 1, 7 or 30 days.' })),
  sort: Type.Optional(
    Type.Enum(['newest', 'budget_high', 'budget_low', 'distance'], {
      errorMessage: 'Sort by newest, budget_high, budget_low or distance.',
    }),
  ),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});

export const PageOnlyQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});

// Checked in the service, not here: with Fastify's array coercion a string|string[] union would turn
// ['sink'] into 'sink' (or 'soon' into ['soon']).
const AnswerValue = Type.Unknown({ description: 'A string (≤ 500) or a list of strings (≤ 20 × 200)' });

export const CreateJobBody = Type.Object(
  {
    category: Slug,
    service_type: Type.Union([Type.Literal('home'), Type.Literal('office'), Type.Literal('commercial')], {
      errorMessage: 'Choose home, office or commercial.',
    }),
    title: Type.String({ minLength: 3, maxLength: 160 }),
    description: Type.String({ minLength: 20, maxLength: 5000 }),
    answers: Type.Optional(
      Type.Record(Type.String({ minLength: 1, maxLength: 60, pattern: '^[A-Za-z0-9_-]+$' }), AnswerValue, {
        maxProperties: 30,
      }),
    ),
    timing: Type.Enum(['asap', 'within_week', 'within_month', 'flexible', 'specific_date'], {
      errorMessage: 'Choose when you need the work done.',
    }),
    preferred_date: Type.Optional(Nullable(Type.String({ format: 'date' }))),
    budget_min_cents: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: MAX_BUDGET_CENTS }))),
    budget_max_cents: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: MAX_BUDGET_CENTS }))),
    zip: Zip,
    address: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
    photo_ids: Type.Optional(
      Type.Array(
        Type.String({
          pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
          errorMessage: 'Each photo must be an upload id.',
        }),
        { maxItems: 8, uniqueItems: true },
      ),
    ),
    target_provider_id: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }))),
  },
  { additionalProperties: false },
);
export type CreateJobInput = Static<typeof CreateJobBody>;

/** `GET /api/jobs/mine` meta.counts: the caller's jobs by status, exact (dashboard tabs). */
export const MyJobCountsSchema = Type.Object({
  open: Type.Integer(),
  hired: Type.Integer(),
  completed: Type.Integer(),
  cancelled: Type.Integer(),
  expired: Type.Integer(),
  needs_review: Type.Integer(),
});
