export { api, type AppApi } from './apiSlice';
export { identityApi, readRoleList } from './identityEndpoints';
export * from './plans';
export type * from './marketplace';
export type * from './messaging';
export {
  useGoogleLoginMutation,
  useLazyMeQuery,
  useLoginMutation,
  useLogoutMutation,
  useMeQuery,
  useRegisterMutation,
  useRolesPublicQuery,
} from './identityEndpoints';
export * from './constants';
export {
  UNAUTHORIZED_STATUS,
  UNKNOWN_ERROR_MESSAGE,
  apiErrorMessage,
  errorStatus,
  toApiResult,
  type ApiOutcome,
  type ApiResult,
} from './apiResult';
export {
  API_REQUEST_TIMEOUT_MS,
  createAppBaseQuery,
  createRawBaseQuery,
  type AppBaseQuery,
  type AppBaseQueryOptions,
} from './baseQuery';
export {
  MUTATION_RETRY_POLICY,
  QUERY_RETRY_POLICY,
  isTransientError,
  withRetryPolicy,
  type RetryExtraOptions,
  type RetryPolicy,
  type Sleep,
} from './retryPolicy';
export type * from './types';
export {
  REQUEST_LIMITS,
  type ApiPath,
  type JsonBody,
  type JsonResponse,
  type QueryParams,
  type ResponseData,
  type Schemas,
  type components,
  type paths,
} from './contract';
