import { useLocationDetection, useRolesLoader } from '@prohive/shared';

/**
 * Start-up work that belongs to no screen (spec §4): roles load at start and again on sign-in, and the
 * visitor's postal code is detected for the search forms. Renders nothing.
 */
export function StartupEffects() {
  useRolesLoader();
  useLocationDetection();
  return null;
}
