/**
 * The notifications module's public face: createNotification stores an in-app notification and publishes it to
 * the user's open tabs, in the caller's transaction. Routes (routes.ts) list them, mark them read and answer
 * the unread totals.
 */
export type { NotificationKind } from '../../db/schema.js';
export { NotificationSchema, UnreadTotalsSchema, type Notification, type UnreadTotals } from './presenter.js';
export {
  countUnreadMessagesWith,
  createNotification,
  publishUnreadTotals,
  unreadTotals,
  type NewNotification,
  type UnreadMessageCounter,
} from './service.js';
