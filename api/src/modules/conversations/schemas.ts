import Type, { type Static, type TSchema } from 'typebox';
import { ListMetaSchema } from '../../lib/schemas.js';

/** Request and response shapes of the conversations routes (the messaging contract of issue #12). */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const DateTime = Type.String({ format: 'date-time' });
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const MessagePhotoSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  url: Type.String(),
  thumb_url: Type.String(),
});

export const MessageSchema = Type.Object(
  {
    id: Type.Integer(),
    conversation_id: Type.Integer(),
    sender_id: Type.Integer(),
    body: Type.String({ description: 'Plain text: render it as text, never as HTML' }),
    photos: Type.Array(MessagePhotoSchema),
    created_at: DateTime,
  },
  { $id: 'Message' },
);
export type Message = Static<typeof MessageSchema>;

const conversationSummaryFields = {
  id: Type.Integer(),
  job: Type.Object({ id: Type.Integer(), title: Type.String() }),
  other_party: Type.Object({
    id: Type.Integer(),
    name: Type.String({ description: "A provider's business name, else the person's name" }),
    avatar_url: Nullable(Type.String()),
    role: Type.Enum(['customer', 'provider']),
  }),
  last_message: Nullable(
    Type.Object({
      id: Type.Integer(),
      body: Type.String({ description: 'The first 240 characters (… when cut)' }),
      sender_id: Type.Integer(),
      created_at: DateTime,
    }),
  ),
  unread_count: Type.Integer({
    description: "Messages from the other party after the caller's read position",
  }),
  blocked_by_me: Type.Boolean(),
  blocked_by_them: Type.Boolean(),
  hidden_by_moderator: Type.Boolean({
    description:
      'A moderator hid the conversation: its messages are withheld from both sides and nobody can post',
  }),
  updated_at: Type.String({ format: 'date-time', description: 'Last activity: opened or last message' }),
};

export const ConversationSummarySchema = Type.Object(conversationSummaryFields, {
  $id: 'ConversationSummary',
});
export type ConversationSummary = Static<typeof ConversationSummarySchema>;

export const ConversationSchema = Type.Object(
  {
    ...conversationSummaryFields,
    other_last_read_message_id: Nullable(
      Type.Integer({ description: "The other party's read position (read receipts)" }),
    ),
  },
  { $id: 'Conversation' },
);
export type Conversation = Static<typeof ConversationSchema>;

export const ConversationReportSchema = Type.Object(
  {
    id: Type.Integer(),
    conversation_id: Type.Integer(),
    reason: Type.String(),
    status: Type.Enum(['open', 'reviewed', 'dismissed']),
    created_at: DateTime,
  },
  { $id: 'ConversationReport' },
);

// The 5,000-character limit applies after trimming and cleaning (text.ts), so the schema only bounds what is
// read. Characters are code points, as Ajv and PostgreSQL count them: 5,000 emoji fit, 5,001 do not.
const MessageText = Type.String({
  maxLength: 10_000,
  description: 'Plain text, 1 to 5,000 characters after trimming',
});
const PHOTO_ID = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
export const MAX_MESSAGE_PHOTOS = 6;

export const OpenConversationBody = Type.Object(
  {
    job_id: Id,
    provider_id: Id,
    body: Type.Optional(MessageText),
  },
  { additionalProperties: false },
);
export type OpenConversationInput = Static<typeof OpenConversationBody>;

export const SendMessageBody = Type.Object(
  {
    body: MessageText,
    photo_ids: Type.Optional(
      Type.Array(Type.String({ pattern: PHOTO_ID, errorMessage: 'Each photo must be an upload id.' }), {
        maxItems: MAX_MESSAGE_PHOTOS,
        uniqueItems: true,
        errorMessage: `Attach at most ${MAX_MESSAGE_PHOTOS} different photos.`,
      }),
    ),
  },
  { additionalProperties: false },
);
export type SendMessageInput = Static<typeof SendMessageBody>;

export const MarkReadBody = Type.Object(
  { last_read_message_id: Type.Optional(Id) },
  { additionalProperties: false },
);

export const ReportBody = Type.Object(
  {
    reason: Type.String({
      minLength: 3,
      maxLength: 500,
      errorMessage: 'Tell us in 3 to 500 characters what is wrong.',
    }),
  },
  { additionalProperties: false },
);

export const ConversationListSchema = Type.Object({
  data: Type.Array(ConversationSummarySchema),
  meta: ListMetaSchema,
});

export const MessageListSchema = Type.Object({ data: Type.Array(MessageSchema), meta: ListMetaSchema });
