import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { identityApi } from '../api/identityEndpoints';
import type { Role } from '../api/types';
import type { AppServices } from '../store/services';
import { ROLES_FETCH_ERROR } from './constants';

/** Spec §4 roles state. */
export interface RolesState {
  loading: boolean;
  error: string | null;
  list: Role[];
}

export const initialRolesState: RolesState = { loading: false, error: null, list: [] };

/**
 * Loads the role list from the public roles call, always fresh. Spec §8: a failed call is logged and the
 * fallback roles are used; if even that fails, the load fails with 'Failed to fetch user roles'.
 */
export const loadRoles = createAsyncThunk<Role[], void, { extra: AppServices; rejectValue: string }>(
  'roles/load',
  async (_, { dispatch, extra, rejectWithValue }) => {
    try {
      return await dispatch(
        identityApi.endpoints.rolesPublic.initiate(undefined, { forceRefetch: true, subscribe: false }),
      ).unwrap();
    } catch (error) {
      console.error('[roles] Fetching roles failed; using the fallback roles.', error);
    }
    try {
      return [...extra.rolesFallback()];
    } catch (error) {
      console.error('[roles] The fallback roles failed too.', error);
      return rejectWithValue(ROLES_FETCH_ERROR);
    }
  },
);

export const rolesSlice = createSlice({
  name: 'roles',
  initialState: initialRolesState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadRoles.pending, (state) => {
        state.loading = true;
        state.error = null;
      })
      .addCase(loadRoles.fulfilled, (_state, action) => ({
        loading: false,
        error: null,
        list: action.payload,
      }))
      .addCase(loadRoles.rejected, (state, action) => {
        state.loading = false;
        state.error = action.payload ?? ROLES_FETCH_ERROR;
      });
  },
});

export interface WithRoles {
  roles: RolesState;
}

export const selectRolesState = (state: WithRoles): RolesState => state.roles;
export const selectRoleList = (state: WithRoles): Role[] => state.roles.list;
