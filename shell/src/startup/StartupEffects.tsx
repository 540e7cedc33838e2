import { useLocationDetection, useRealtimeEvents, useRolesLoader } from '@prohive/shared';

/**
 * Start-up work that belongs to no screen (spec §4): roles load at start and again on sign-in, the visitor's
 * postal code is detected for the search forms, and a signed-in tab keeps its one realtime stream open
 * (notifications, messages, unread totals). Renders nothing.
 */
export function StartupEffects() {
  useRolesLoader();
  useLocationDetection();
  useRealtimeEvents();
  return null;
}
