import { api, type JsonBody, type JsonResponse, type Schemas } from '@prohive/shared';
import { ADMIN_PAGE_SIZE, queryString, type Page } from './listArgs';

export type AdminUserRow = JsonResponse<'/api/admin/users', 'get'>['data'][number];
export type AdminUserDetail = Schemas['AdminUserDetail'];
export type AssignableRole = JsonBody<'/api/admin/users/{id}/role', 'put'>['role'];

/** Spec §3 role ids, as the users list filters by them. */
export const ROLE_FILTERS = [
  { id: 1, label: 'Admin' },
  { id: 2, label: 'Supreme Admin' },
  { id: 3, label: 'Customer' },
  { id: 4, label: 'Provider' },
] as const;

export interface UserListArgs {
  search?: string;
  role?: 1 | 2 | 3 | 4;
  status?: 'active' | 'suspended';
  page: number;
}

const changed = (id: number) => [
  { type: 'User' as const, id },
  { type: 'User' as const, id: 'ADMIN_LIST' },
];

export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminUsers: build.query<Page<AdminUserRow>, UserListArgs>({
      query: ({ search, role, status, page }) =>
        `/admin/users${queryString({ search, role, status, page, per_page: ADMIN_PAGE_SIZE })}`,
      providesTags: [{ type: 'User', id: 'ADMIN_LIST' }],
    }),
    adminUser: build.query<AdminUserDetail, number>({
      query: (id) => `/admin/users/${id}`,
      transformResponse: (response: JsonResponse<'/api/admin/users/{id}', 'get'>) => response.data,
      providesTags: (_result, _error, id) => [{ type: 'User', id }],
    }),
    suspendUser: build.mutation<unknown, { id: number; reason: string }>({
      query: ({ id, reason }) => ({ url: `/admin/users/${id}/suspend`, method: 'POST', body: { reason } }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : changed(id)),
    }),
    unsuspendUser: build.mutation<unknown, { id: number; reason: string }>({
      query: ({ id, reason }) => ({ url: `/admin/users/${id}/unsuspend`, method: 'POST', body: { reason } }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : changed(id)),
    }),
    setUserRole: build.mutation<unknown, { id: number; role: AssignableRole }>({
      query: ({ id, role }) => ({ url: `/admin/users/${id}/role`, method: 'PUT', body: { role } }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : changed(id)),
    }),
  }),
});

export const {
  useAdminUsersQuery,
  useAdminUserQuery,
  useSuspendUserMutation,
  useUnsuspendUserMutation,
  useSetUserRoleMutation,
} = usersApi;
