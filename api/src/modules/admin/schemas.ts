import Type, { type TSchema } from 'typebox';
import { PageQuery } from '../../lib/schemas.js';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const DateTime = Type.String({ format: 'date-time' });

const reasonText = (what: string) =>
  Type.String({
    minLength: 3,
    maxLength: 500,
    errorMessage: `The ${what} must be between 3 and 500 characters.`,
  });

/** Every moderation and account change says why: the reason goes to the audit log. */
export const ReasonBody = Type.Object({ reason: reasonText('reason') });

export const RoleBody = Type.Object({
  role: Type.String({
    enum: ['user', 'provider', 'admin', 'Supreme Admin'],
    errorMessage: 'The role must be user, provider, admin or Supreme Admin.',
  }),
});

export const AdminStatsSchema = Type.Object(
  {
    users_by_role: Type.Array(Type.Object({ role: Type.String(), count: Type.Integer() })),
    signups_per_day: Type.Array(
      Type.Object({ date: Type.String({ format: 'date' }), count: Type.Integer() }),
      { description: 'The last 30 days (UTC), oldest first, days without sign-ups included as 0' },
    ),
    jobs_by_status: Type.Object({
      open: Type.Integer(),
      hired: Type.Integer(),
      completed: Type.Integer(),
    }),
    average_bids_per_job: Type.Number(),
    active_subscriptions_by_plan: Type.Array(
      Type.Object({ plan: Type.String(), name: Type.String(), count: Type.Integer() }),
    ),
    pending_campaigns: Type.Integer(),
    pending_certificates: Type.Integer(),
  },
  { $id: 'AdminStats' },
);

const Summary = (fields: Record<string, TSchema>) => Type.Object(fields);

export const AdminUserDetailSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    email: Type.String(),
    role: Type.Object({ id: Type.Integer(), name: Type.String() }),
    status: Type.String(),
    zip: Nullable(Type.String()),
    phone: Nullable(Type.String()),
    email_verified_at: Nullable(DateTime),
    deleted_at: Nullable(DateTime),
    created_at: DateTime,
    jobs: Type.Object({
      total: Type.Integer(),
      recent: Type.Array(
        Summary({ id: Type.Integer(), title: Type.String(), status: Type.String(), created_at: DateTime }),
      ),
    }),
    bids: Type.Object({
      total: Type.Integer(),
      recent: Type.Array(
        Summary({
          id: Type.Integer(),
          job_id: Type.Integer(),
          amount_cents: Type.Integer(),
          status: Type.String(),
          created_at: DateTime,
        }),
      ),
    }),
    reviews: Type.Object({
      written: Type.Integer(),
      received: Type.Integer(),
      recent: Type.Array(
        Summary({
          id: Type.Integer(),
          job_id: Type.Integer(),
          rating: Type.Integer(),
          hidden: Type.Boolean(),
          created_at: DateTime,
        }),
      ),
    }),
    subscription: Nullable(
      Type.Object({
        plan: Type.String(),
        status: Type.String(),
        current_period_end: DateTime,
        cancel_at_period_end: Type.Boolean(),
      }),
    ),
    audit: Type.Array(
      Summary({
        id: Type.Integer(),
        action: Type.String(),
        actor_id: Nullable(Type.Integer()),
        created_at: DateTime,
      }),
      { description: 'The latest 20 entries by or about this user' },
    ),
  },
  { $id: 'AdminUserDetail' },
);

export const AdminCertificateSchema = Type.Object(
  {
    id: Type.Integer(),
    kind: Type.Enum(['license', 'insurance', 'background']),
    status: Type.Enum(['pending', 'approved', 'rejected']),
    provider: Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      business_name: Nullable(Type.String()),
    }),
    file_url: Nullable(Type.String({ description: 'The admin file route; null when no upload is attached' })),
    content_type: Nullable(Type.String()),
    rejection_reason: Nullable(Type.String()),
    reviewed_by: Nullable(Type.Integer()),
    reviewed_at: Nullable(DateTime),
    created_at: DateTime,
  },
  { $id: 'AdminCertificate' },
);

export const CertificateListQuery = Type.Object(
  {
    ...PageQuery,
    status: Type.Optional(
      Type.String({
        enum: ['pending', 'approved', 'rejected'],
        errorMessage: 'The selected status is invalid.',
      }),
    ),
  },
  { additionalProperties: false },
);

export const ModerationResultSchema = Type.Object(
  {
    id: Type.Integer(),
    hidden: Type.Boolean(),
    hidden_at: Nullable(DateTime),
    hidden_reason: Nullable(Type.String()),
  },
  { $id: 'ModerationResult' },
);

const ReportStatus = Type.Enum(['open', 'reviewed', 'dismissed']);

export const ReportSchema = Type.Object(
  {
    id: Type.Integer(),
    kind: Type.Enum(['conversation']),
    subject_id: Type.Integer(),
    subject_title: Type.String({ description: "The conversation's job title" }),
    subject_hidden: Type.Boolean({ description: 'Whether a moderator has hidden the conversation' }),
    status: ReportStatus,
    reporter: Type.Object({ id: Type.Integer(), name: Type.String() }),
    reason: Type.String(),
    created_at: DateTime,
  },
  { $id: 'AdminReport' },
);

export const ReportListQuery = Type.Object(
  {
    ...PageQuery,
    status: Type.Optional(
      Type.String({
        enum: ['open', 'reviewed', 'dismissed', 'all'],
        errorMessage: 'The status must be open, reviewed, dismissed or all.',
      }),
    ),
  },
  { additionalProperties: false },
);

const Person = Type.Object({ id: Type.Integer(), name: Type.String() });

export const AdminConversationSchema = Type.Object(
  {
    id: Type.Integer(),
    job: Type.Object({ id: Type.Integer(), title: Type.String() }),
    customer: Person,
    provider: Person,
    hidden: Type.Boolean(),
    hidden_at: Nullable(DateTime),
    hidden_reason: Nullable(Type.String()),
    created_at: DateTime,
    reports: Type.Array(
      Type.Object({
        id: Type.Integer(),
        reason: Type.String(),
        status: ReportStatus,
        reporter: Person,
        created_at: DateTime,
      }),
    ),
    messages: Type.Array(
      Type.Object({
        id: Type.Integer(),
        sender_id: Type.Integer(),
        body: Type.String({ description: 'Plain text: render it as text, never as HTML' }),
        created_at: DateTime,
      }),
      { description: 'The latest 100, oldest first' },
    ),
  },
  { $id: 'AdminConversation' },
);

export const AuditEntrySchema = Type.Object(
  {
    id: Type.Integer(),
    actor: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
    action: Type.String(),
    subject_type: Nullable(Type.String()),
    subject_id: Nullable(Type.Integer()),
    details: Type.Record(Type.String(), Type.Unknown()),
    ip: Nullable(Type.String()),
    created_at: DateTime,
  },
  { $id: 'AuditEntry' },
);

export const AuditQuery = Type.Object(
  {
    ...PageQuery,
    actor: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
    action: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    subject: Type.Optional(
      Type.String({
        pattern: '^[a-z_]{1,60}(:[0-9]{1,10})?$',
        errorMessage: 'The subject is a type, optionally with an id: user or user:42.',
      }),
    ),
    from: Type.Optional(Type.String({ format: 'date-time', errorMessage: 'Give an ISO date-time.' })),
    to: Type.Optional(Type.String({ format: 'date-time', errorMessage: 'Give an ISO date-time.' })),
  },
  { additionalProperties: false },
);
