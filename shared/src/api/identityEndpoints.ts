import { api } from './apiSlice';
import type {
  AuthUser,
  DataEnvelope,
  GoogleLoginRequest,
  LoginRequest,
  MessageResponse,
  LoginResponse,
  RegisterRequest,
  Role,
} from './types';

function isRole(value: unknown): value is Role {
  if (typeof value !== 'object' || value === null) return false;
  const role = value as Partial<Role>;
  return typeof role.id === 'number' && typeof role.name === 'string' && typeof role.guard_name === 'string';
}

/** Spec §7: the roles are read from `data.data`; anything else is a failed call, not an empty list. */
export function readRoleList(response: unknown): Role[] {
  const list = (response as Partial<DataEnvelope<unknown>> | null)?.data;
  if (!Array.isArray(list) || !list.every(isRole))
    throw new TypeError('roles-public: expected data.data to be a list of roles');
  return list;
}

/** Identity calls (spec §7): public roles, login, registration, Google sign-in, the current user, logout. */
export const identityApi = api.injectEndpoints({
  endpoints: (build) => ({
    rolesPublic: build.query<Role[], void>({
      // A queryFn (not transformResponse) so a malformed answer becomes an ordinary error result.
      async queryFn(_arg, _api, _extraOptions, baseQuery) {
        const result = await baseQuery('/roles-public');
        if (result.error) return { error: result.error };
        try {
          return { data: readRoleList(result.data) };
        } catch (error) {
          return { error: { status: 'CUSTOM_ERROR', error: (error as Error).message, data: result.data } };
        }
      },
      providesTags: ['Role'],
    }),
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: '/login', method: 'POST', body }),
      invalidatesTags: ['User'],
    }),
    register: build.mutation<LoginResponse, RegisterRequest>({
      query: (body) => ({ url: '/register', method: 'POST', body }),
      invalidatesTags: ['User'],
    }),
    /** The spec does not show this response; the api returns the same shape as login. */
    googleLogin: build.mutation<LoginResponse, GoogleLoginRequest>({
      query: (body) => ({ url: '/auth/google', method: 'POST', body }),
      invalidatesTags: ['User'],
    }),
    me: build.query<AuthUser, void>({
      query: () => '/me',
      transformResponse: (response: DataEnvelope<AuthUser>) => response.data,
      providesTags: ['User'],
    }),
    /** Best effort: the session is dropped locally whatever happens, so a failure is not worth retrying. */
    logout: build.mutation<MessageResponse, void>({
      query: () => ({ url: '/logout', method: 'POST' }),
      extraOptions: { maxRetries: 0 },
    }),
  }),
});

export const {
  useRolesPublicQuery,
  useLoginMutation,
  useRegisterMutation,
  useGoogleLoginMutation,
  useMeQuery,
  useLazyMeQuery,
  useLogoutMutation,
} = identityApi;
