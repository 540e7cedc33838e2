import { combineSlices } from '@reduxjs/toolkit';
import { api } from '../api/apiSlice';
import { locationSlice } from '../location/locationSlice';
import { rolesSlice } from '../roles/rolesSlice';
import { sessionSlice } from '../session/sessionSlice';

/**
 * Slices a remote adds later. A remote declares its slice here by module augmentation:
 *
 * ```ts
 * declare module '@prohive/shared' {
 *   interface LazyLoadedSlices extends WithSlice<typeof jobsDraftSlice> {}
 * }
 * const injected = rootReducer.inject(jobsDraftSlice);
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/**
 * The one root reducer. Module-level on purpose: @prohive/shared is a federation singleton, so a remote's
 * `rootReducer.inject(slice)` reaches the shell's store without any store reference being passed around.
 */
export const rootReducer = combineSlices(
  api,
  sessionSlice,
  rolesSlice,
  locationSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
