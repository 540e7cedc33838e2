import Type, { type Static } from 'typebox';
import type { NotificationKind } from '../../db/schema.js';

export const NOTIFICATION_KINDS: readonly NotificationKind[] = [
  'bid_received',
  'bid_updated',
  'bid_withdrawn',
  'bid_accepted',
  'bid_declined',
  'job_completed',
  'message_received',
  'certificate_reviewed',
  'job_alert',
];

export const NotificationSchema = Type.Object(
  {
    id: Type.Integer(),
    kind: Type.Enum([...NOTIFICATION_KINDS]),
    title: Type.String(),
    body: Type.String(),
    link: Type.String({ description: 'A path inside the site, such as /jobs/12' }),
    read_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    created_at: Type.String({ format: 'date-time' }),
  },
  { $id: 'Notification' },
);
export type Notification = Static<typeof NotificationSchema>;

export const UnreadTotalsSchema = Type.Object(
  { messages: Type.Integer({ minimum: 0 }), notifications: Type.Integer({ minimum: 0 }) },
  { $id: 'UnreadTotals' },
);
export type UnreadTotals = Static<typeof UnreadTotalsSchema>;

export interface NotificationRow {
  id: number;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
  read_at: Date | null;
  created_at: Date;
}

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    read_at: row.read_at ? row.read_at.toISOString() : null,
    created_at: row.created_at.toISOString(),
  };
}
