import Type from 'typebox';

export const MIN_AMOUNT_DOLLARS = 500;
export const MAX_AMOUNT_DOLLARS = 250_000;

export const WaitlistBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 120 }),
  email: Type.String({ format: 'email', minLength: 3, maxLength: 254 }),
  zip: Type.String({ pattern: '^[0-9]{5}$', errorMessage: 'The zip must be a 5-digit US ZIP code.' }),
  project_type: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 40,
      description: "A service category slug (plumbing, roofing, …) or 'other'",
    }),
  ),
  amount: Type.Optional(
    Type.Integer({
      minimum: MIN_AMOUNT_DOLLARS,
      maximum: MAX_AMOUNT_DOLLARS,
      description: 'Roughly how much the project needs, in whole US dollars',
      errorMessage: `The amount must be a whole number of dollars between ${MIN_AMOUNT_DOLLARS} and ${MAX_AMOUNT_DOLLARS}.`,
    }),
  ),
});

export const WaitlistResponse = Type.Object({
  message: Type.String(),
  data: Type.Object({
    email: Type.String(),
    already_on_list: Type.Boolean(),
  }),
});
