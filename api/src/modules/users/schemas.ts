import Type from 'typebox';
import { RoleSchema } from '../roles/index.js';

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
            job_alerts: Type.Optional(
              Type.Boolean({
                description: 'Providers on the plan hear about new jobs near them (always sent)',
              }),
            ),
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
