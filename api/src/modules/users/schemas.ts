import Type from 'typebox';

export const RoleSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    guard_name: Type.String(),
    permissions: Type.Array(Type.String()),
  },
  { $id: 'Role' },
);

const CertificateState = Type.Union([
  Type.Literal('none'),
  Type.Literal('pending'),
  Type.Literal('approved'),
  Type.Literal('rejected'),
]);

export const UserSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    email: Type.String(),
    role: RoleSchema,
    current_subscription: Type.Union([
      Type.Object({
        plan: Type.Object({
          id: Type.Integer(),
          slug: Type.String(),
          name: Type.String(),
          limits: Type.Object({
            bids_per_month: Type.Union([Type.Integer(), Type.Null()], { description: 'null is unlimited' }),
            service_categories: Type.Integer(),
            service_radius_miles: Type.Integer(),
          }),
        }),
        status: Type.String(),
        current_period_end: Type.String({ format: 'date-time' }),
        cancel_at_period_end: Type.Boolean(),
      }),
      Type.Null(),
    ]),
    certificates_status: Type.Object({
      license: CertificateState,
      insurance: CertificateState,
      background: CertificateState,
    }),
    avatar: Type.Union([Type.String(), Type.Null()]),
    zip: Type.Union([Type.String(), Type.Null()]),
    phone: Type.Union([Type.String(), Type.Null()], { description: 'E.164, e.g. +15125550123' }),
  },
  { $id: 'User' },
);

export const ErrorSchema = Type.Object(
  {
    message: Type.String(),
    errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
  },
  { $id: 'Error' },
);

export const IdParams = Type.Object(
  { id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) },
  { additionalProperties: false },
);

export const PageQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
};

export function listMeta(page: number, perPage: number, total: number) {
  return { page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) };
}

export const ListMetaSchema = Type.Object({
  page: Type.Integer(),
  per_page: Type.Integer(),
  total: Type.Integer(),
  last_page: Type.Integer(),
});
