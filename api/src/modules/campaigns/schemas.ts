import Type, { type TSchema } from 'typebox';
import { JobSummarySchema } from '../jobs/index.js';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const DateTime = Type.String({ format: 'date-time' });

export const CampaignStatusSchema = Type.Enum(['pending', 'approved', 'sending', 'sent', 'rejected']);

export const CampaignMessageSchema = Type.Object({
  title: Type.String(),
  body: Type.String(),
  link: Type.String({ description: 'Site path of the job' }),
});

export const CampaignSchema = Type.Object(
  {
    id: Type.Integer(),
    job_id: Type.Integer(),
    job_title: Type.String(),
    status: CampaignStatusSchema,
    recipient_count: Type.Integer(),
    sent_count: Type.Integer(),
    skipped_count: Type.Integer({ description: 'Recipients suspended or deleted before their turn' }),
    rejection_reason: Nullable(Type.String()),
    decided_via: Nullable(Type.Enum(['token', 'admin'])),
    decided_by: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
    decided_at: Nullable(DateTime),
    finished_at: Nullable(DateTime),
    token_expires_at: DateTime,
    created_at: DateTime,
  },
  { $id: 'Campaign' },
);

export const CampaignDetailSchema = Type.Object(
  {
    campaign: CampaignSchema,
    job: JobSummarySchema,
    recipient_count: Type.Integer(),
    sample_message: CampaignMessageSchema,
  },
  { $id: 'CampaignDetail' },
);

export const RejectionBody = Type.Object({
  rejection_reason: Type.String({
    minLength: 3,
    maxLength: 500,
    errorMessage: 'The rejection reason must be between 3 and 500 characters.',
  }),
});

export const TokenParams = Type.Object({
  campaignId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  token: Type.String(),
});

export const CampaignListQuery = Type.Object(
  {
    status: Type.Optional(
      Type.String({
        enum: ['pending', 'approved', 'sending', 'sent', 'rejected'],
        errorMessage: 'The selected status is invalid.',
      }),
    ),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
    per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  },
  { additionalProperties: false },
);

export const BulkApproveBody = Type.Object({
  ids: Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), {
    minItems: 1,
    maxItems: 100,
    errorMessage: 'Give 1 to 100 campaign ids.',
  }),
});

export const BulkOutcomeSchema = Type.Object(
  {
    id: Type.Integer(),
    outcome: Type.Enum(['approved', 'unchanged', 'conflict', 'not_found']),
    status: Nullable(CampaignStatusSchema),
    message: Type.String(),
  },
  { $id: 'CampaignBulkOutcome' },
);
