import Type, { type TSchema } from 'typebox';
import { PageQuery } from '../../lib/schemas.js';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const ZIP_MESSAGE = 'Enter a valid US ZIP code';
export const Zip = Type.String({ pattern: '^[0-9]{5}$', errorMessage: ZIP_MESSAGE });
export const CategorySlug = Type.String({
  minLength: 1,
  maxLength: 40,
  pattern: '^[a-z0-9-]+$',
  errorMessage: 'The selected category is invalid.',
});

export const CategoryRef = Type.Object({ slug: Type.String(), title: Type.String() });
export const PhotoSchema = Type.Object({ id: Type.String(), url: Type.String(), thumb_url: Type.String() });

export const ProviderCardFields = {
  id: Type.Integer({ description: 'The provider user id (links use /professionals/<id>)' }),
  business_name: Type.String(),
  avatar: Nullable(Type.String()),
  city: Type.String(),
  state: Type.String(),
  zip: Type.String(),
  rating_average: Type.Number({ description: '0..5, one decimal' }),
  review_count: Type.Integer(),
  hires: Type.Integer(),
  years_in_business: Type.Integer(),
  response_time_minutes: Nullable(Type.Integer()),
  badges: Type.Object({
    license_verified: Type.Boolean(),
    insurance_verified: Type.Boolean(),
    background_checked: Type.Boolean(),
  }),
  services: Type.Array(CategoryRef),
  latitude: Type.Number({ description: "The base ZIP's centre, rounded to 2 decimals" }),
  longitude: Type.Number(),
  distance_miles: Nullable(Type.Number({ description: 'From the searched ZIP, one decimal' })),
};
export const ProviderCardSchema = Type.Object(ProviderCardFields, { $id: 'ProviderCard' });

export const ListMeta = Type.Object({
  page: Type.Integer(),
  per_page: Type.Integer(),
  total: Type.Integer(),
  last_page: Type.Integer(),
});

export const ReviewItem = Type.Object({
  id: Type.Integer(),
  job_id: Type.Integer(),
  provider_id: Type.Integer(),
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  body: Type.String(),
  customer_first_name: Type.String({
    description: '"Former customer" once the customer deleted their account',
  }),
  job_title: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
});

export const ProviderProfileSchema = Type.Object({
  ...ProviderCardFields,
  bio: Type.String(),
  radius_miles: Type.Integer(),
  photos: Type.Array(PhotoSchema),
  member_since: Type.String({ format: 'date-time' }),
  reviews: Type.Object({ data: Type.Array(ReviewItem), meta: ListMeta }),
  saved: Type.Boolean({ description: 'Whether the signed-in viewer saved this provider' }),
});

export const ProvidersQuery = Type.Object(
  {
    search: Type.Optional(Type.String({ maxLength: 100 })),
    category: Type.Optional(CategorySlug),
    zip: Type.Optional(Zip),
    radius: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 200,
        default: 25,
        errorMessage: 'The radius must be 1 to 200 miles.',
      }),
    ),
    page: PageQuery.page,
    per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 12 })),
  },
  { additionalProperties: false },
);

export const ReviewsQuery = Type.Object(
  { page: PageQuery.page, per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })) },
  { additionalProperties: false },
);

// --- the provider's own business profile ---------------------------------------------------------------------

export const MyProviderProfileSchema = Type.Object({
  business_name: Type.String(),
  bio: Type.String(),
  services: Type.Array(CategoryRef),
  zip: Type.String(),
  city: Type.String(),
  state: Type.String(),
  radius_miles: Type.Integer(),
  years_in_business: Type.Integer(),
  photos: Type.Array(PhotoSchema),
  plan: Type.Object(
    {
      slug: Type.String(),
      name: Type.String(),
      limits: Type.Object({
        bids_per_month: Nullable(Type.Integer()),
        service_categories: Type.Integer(),
        service_radius_miles: Type.Integer(),
        job_alerts: Type.Optional(
          Type.Boolean({ description: 'Providers on the plan hear about new jobs near them (always sent)' }),
        ),
      }),
    },
    { description: 'The plan whose limits apply (the live subscription, else Starter)' },
  ),
});

export const ProviderProfileBody = Type.Object(
  {
    business_name: Type.String({ minLength: 2, maxLength: 120 }),
    bio: Type.String({ maxLength: 2000 }),
    services: Type.Array(CategorySlug, { minItems: 1, maxItems: 10, uniqueItems: true }),
    zip: Zip,
    radius_miles: Type.Integer({ minimum: 1, maximum: 500 }),
    years_in_business: Type.Integer({ minimum: 0, maximum: 150 }),
    photo_ids: Type.Optional(
      Type.Array(Type.String({ format: 'uuid' }), { maxItems: 12, uniqueItems: true }),
    ),
  },
  { additionalProperties: false },
);

export const CertificateSchema = Type.Object({
  id: Type.Integer(),
  kind: Type.Union([Type.Literal('license'), Type.Literal('insurance'), Type.Literal('background')]),
  status: Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')]),
  upload_id: Nullable(Type.String()),
  url: Nullable(Type.String({ description: 'The document (owner and administrators only)' })),
  created_at: Type.String({ format: 'date-time' }),
  reviewed_at: Nullable(Type.String({ format: 'date-time' })),
  note: Nullable(Type.String({ description: 'Why an administrator rejected it' })),
});

export const CertificateBody = Type.Object(
  {
    kind: Type.String({
      enum: ['license', 'insurance', 'background'],
      errorMessage: 'The kind must be license, insurance or background.',
    }),
    upload_id: Type.String({ format: 'uuid', errorMessage: 'The upload id is invalid.' }),
  },
  { additionalProperties: false },
);
