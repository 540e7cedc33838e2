/**
 * The events module's public face: every module that wants a user's open tabs to hear about something calls
 * publishEvent inside its transaction; the SSE stream (routes.ts) replays and follows the log.
 */
export type { UserEventType } from '../../db/schema.js';
export { publishEvent, type Db } from './publish.js';
