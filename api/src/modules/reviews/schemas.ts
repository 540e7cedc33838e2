import Type, { type Static } from 'typebox';

/** Request and response shapes of reviews. */

export const ReviewSchema = Type.Object(
  {
    id: Type.Integer(),
    job_id: Type.Integer(),
    provider_id: Type.Integer(),
    rating: Type.Integer({ minimum: 1, maximum: 5 }),
    body: Type.String(),
    customer_first_name: Type.String(),
    job_title: Type.String(),
    created_at: Type.String({ format: 'date-time' }),
  },
  { $id: 'Review' },
);
export type Review = Static<typeof ReviewSchema>;

export const ReviewBody = Type.Object(
  {
    rating: Type.Integer({ minimum: 1, maximum: 5, errorMessage: 'Choose a rating from 1 to 5 stars.' }),
    body: Type.Optional(Type.String({ maxLength: 2000 })),
  },
  { additionalProperties: false },
);
