import {
  api,
  sessionUserUpdated,
  type AuthUser,
  type DataEnvelope,
  type JsonBody,
  type ResponseData,
} from '@prohive/shared';

/**
 * The signed-in person's own account (the session's api contract, "Me"): details and avatar, password, account
 * deletion, and for providers the business profile and certificates. Every call needs a session.
 *
 * Owned by this remote and injected into the shell's one api slice when the remote loads (a change here ships
 * with the remote, not with a new shell). The tag types it uses are declared by the slice in @prohive/shared.
 *
 * Cache: the user is the `User` tag (so `useMeQuery` refetches after a change), the business profile
 * `{ type: 'Provider', id: 'ME' }`, the certificates `Certificate`.
 */

/** GET /api/me answers the same `User` as login (with the phone the profile edits). */
export type MeUser = AuthUser;
export type UpdateMeRequest = JsonBody<'/api/me', 'patch'>;
export type ChangePasswordRequest = JsonBody<'/api/me/password', 'post'>;
export type DeleteAccountRequest = JsonBody<'/api/me', 'delete'>;

/** The provider's own business profile as GET /api/me/provider-profile returns it. */
type ApiProviderProfile = NonNullable<ResponseData<'/api/me/provider-profile', 'get'>>;
/** Place and plan are optional: `readProviderProfile` also reads an answer that leaves them out. */
export type MyProviderProfile = Omit<ApiProviderProfile, 'city' | 'state' | 'plan'> &
  Partial<Pick<ApiProviderProfile, 'city' | 'state' | 'plan'>>;
export type ProviderServiceRef = MyProviderProfile['services'][number];
export type ProviderProfileRequest = JsonBody<'/api/me/provider-profile', 'put'>;

export type Certificate = ResponseData<'/api/me/certificates', 'get'>[number];
export type CertificateKind = Certificate['kind'];
export type CertificateRequest = JsonBody<'/api/me/certificates', 'post'>;

function readPlan(value: unknown): MyProviderProfile['plan'] {
  if (typeof value !== 'object' || value === null) return undefined;
  const plan = value as NonNullable<MyProviderProfile['plan']>;
  if (typeof plan.slug !== 'string' || typeof plan.limits !== 'object' || plan.limits === null)
    return undefined;
  return {
    slug: plan.slug,
    name: typeof plan.name === 'string' ? plan.name : plan.slug,
    limits: plan.limits,
  };
}

function readService(value: unknown): ProviderServiceRef | null {
  if (typeof value === 'string') return { slug: value, title: value };
  if (typeof value === 'object' && value !== null && typeof (value as ProviderServiceRef).slug === 'string') {
    const ref = value as ProviderServiceRef;
    return { slug: ref.slug, title: typeof ref.title === 'string' ? ref.title : ref.slug };
  }
  return null;
}

/**
 * The profile with defaults for anything missing, services as `{ slug, title }` whether the api sends slugs or
 * references; `null` (a provider who has not created one yet) stays `null`.
 */
export function readProviderProfile(raw: unknown): MyProviderProfile | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const value = raw as Partial<Record<keyof MyProviderProfile, unknown>>;
  const services = Array.isArray(value.services)
    ? value.services.map(readService).filter((s): s is ProviderServiceRef => s !== null)
    : [];
  return {
    business_name: typeof value.business_name === 'string' ? value.business_name : '',
    bio: typeof value.bio === 'string' ? value.bio : '',
    services,
    zip: typeof value.zip === 'string' ? value.zip : '',
    city: typeof value.city === 'string' ? value.city : undefined,
    state: typeof value.state === 'string' ? value.state : undefined,
    radius_miles: typeof value.radius_miles === 'number' ? value.radius_miles : 25,
    years_in_business: typeof value.years_in_business === 'number' ? value.years_in_business : 0,
    photos: Array.isArray(value.photos) ? (value.photos as MyProviderProfile['photos']) : [],
    plan: readPlan(value.plan),
  };
}

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateMe: build.mutation<MeUser, UpdateMeRequest>({
      query: (body) => ({ url: '/me', method: 'PATCH', body }),
      transformResponse: (response: DataEnvelope<MeUser>) => response.data,
      // The session keeps its own copy of the user (the header's avatar and name read it): refresh it too.
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(sessionUserUpdated(data));
        } catch {
          // The caller shows the failure; the session keeps the old details.
        }
      },
      invalidatesTags: (result) => (result ? ['User'] : []),
    }),
    /** Not retried: a second try after a lost answer would fail on the already-changed current password. */
    changePassword: build.mutation<void, ChangePasswordRequest>({
      query: (body) => ({ url: '/me/password', method: 'POST', body }),
      extraOptions: { maxRetries: 0 },
    }),
    /** Not retried: the first attempt may have succeeded, and the token is gone with the account. */
    deleteAccount: build.mutation<void, DeleteAccountRequest>({
      query: (body) => ({ url: '/me', method: 'DELETE', body }),
      extraOptions: { maxRetries: 0 },
    }),
    myProviderProfile: build.query<MyProviderProfile | null, void>({
      query: () => '/me/provider-profile',
      transformResponse: (response: DataEnvelope<unknown>) => readProviderProfile(response.data),
      providesTags: [{ type: 'Provider', id: 'ME' }],
    }),
    saveProviderProfile: build.mutation<MyProviderProfile | null, ProviderProfileRequest>({
      query: (body) => ({ url: '/me/provider-profile', method: 'PUT', body }),
      transformResponse: (response: DataEnvelope<unknown>) => readProviderProfile(response.data),
      // Public cards and lists show the profile too; `Job` MATCHING depends on services, ZIP and radius.
      invalidatesTags: (result) =>
        result ? [{ type: 'Provider', id: 'ME' }, 'Provider', { type: 'Job', id: 'MATCHING' }] : [],
    }),
    myCertificates: build.query<Certificate[], void>({
      query: () => '/me/certificates',
      transformResponse: (response: DataEnvelope<Certificate[]>) => response.data,
      providesTags: ['Certificate'],
    }),
    submitCertificate: build.mutation<Certificate, CertificateRequest>({
      query: (body) => ({ url: '/me/certificates', method: 'POST', body }),
      transformResponse: (response: DataEnvelope<Certificate>) => response.data,
      extraOptions: { maxRetries: 0 },
      // certificates_status on the user changes with it.
      invalidatesTags: (result) => (result ? ['Certificate', 'User'] : []),
    }),
  }),
});

export const {
  useUpdateMeMutation,
  useChangePasswordMutation,
  useDeleteAccountMutation,
  useMyProviderProfileQuery,
  useSaveProviderProfileMutation,
  useMyCertificatesQuery,
  useSubmitCertificateMutation,
} = profileApi;
