export { api, type AppApi } from './apiSlice';
export { identityApi, readRoleList } from './identityEndpoints';
export * from './marketingEndpoints';
export {
  CERTIFICATE_UPLOAD_TYPES,
  IMAGE_UPLOAD_TYPES,
  MAX_CERTIFICATE_UPLOAD_BYTES,
  MAX_IMAGE_UPLOAD_BYTES,
  uploadAccept,
  uploadFormData,
  uploadProblem,
  uploadsApi,
  useUploadMutation,
  type Photo,
  type Upload,
  type UploadPurpose,
  type UploadRequest,
} from './uploadsEndpoints';
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
