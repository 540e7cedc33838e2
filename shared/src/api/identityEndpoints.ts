import { SESSION_CALL_HEADERS, SESSION_LOGOUT_PATH } from '../session/renewal';
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

/**
 * Sign-in answers set the api's HttpOnly refresh cookie, which the browser keeps only from a request made with
 * credentials; nothing the site stores is sent along with these (the refresh cookie's path is /api/auth).
 */
const ACCEPT_SESSION_COOKIE = { credentials: 'same-origin' } as const;

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
      query: (body) => ({ url: '/login', method: 'POST', body, ...ACCEPT_SESSION_COOKIE }),
      extraOptions: { skipSessionRenewal: true },
      invalidatesTags: ['User'],
    }),
    register: build.mutation<LoginResponse, RegisterRequest>({
      query: (body) => ({ url: '/register', method: 'POST', body, ...ACCEPT_SESSION_COOKIE }),
      extraOptions: { skipSessionRenewal: true },
      invalidatesTags: ['User'],
    }),
    /** The spec does not show this response; the api returns the same shape as login. */
    googleLogin: build.mutation<LoginResponse, GoogleLoginRequest>({
      query: (body) => ({ url: '/auth/google', method: 'POST', body, ...ACCEPT_SESSION_COOKIE }),
      extraOptions: { skipSessionRenewal: true },
      invalidatesTags: ['User'],
    }),
    me: build.query<AuthUser, void>({
      query: () => '/me',
      transformResponse: (response: DataEnvelope<AuthUser>) => response.data,
      providesTags: ['User'],
    }),
    /**
     * Best effort: the session is dropped locally whatever happens, so a failure is not worth retrying. It goes
     * to the cookie endpoint, which revokes the session (refresh and access tokens) even when the access token
     * has already expired, and clears the HttpOnly cookie no script could remove.
     */
    logout: build.mutation<MessageResponse, void>({
      query: () => ({
        url: SESSION_LOGOUT_PATH,
        method: 'POST',
        headers: SESSION_CALL_HEADERS,
        ...ACCEPT_SESSION_COOKIE,
      }),
      extraOptions: { maxRetries: 0, skipSessionRenewal: true },
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
