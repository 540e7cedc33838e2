export { AUTH_MESSAGES, AuthError, LOGOUT_REDIRECT_PATH, LOGOUT_SUCCESS_MESSAGE } from './messages';
export {
  DEFAULT_SESSION_POLICY,
  SIGNED_OUT,
  systemClock,
  type Clock,
  type SessionAuth,
  type SessionPolicy,
  type SessionRefresh,
  type SessionState,
  type SessionUser,
  type StoredSession,
} from './types';
export { decodeJwtPayload, readTokenExpiry, type JwtPayloadDecoder } from './jwt';
export {
  evaluateSignIn,
  isSessionActive,
  restoreSession,
  type RestoreOutcome,
  type SessionRules,
  type SignInInput,
  type SignInOutcome,
  type StorageRemoval,
} from './model';
export {
  createDocumentCookieJar,
  createMemoryCookieJar,
  parseCookieString,
  serializeCookie,
  type CookieAttributes,
  type CookieJar,
  type MemoryCookie,
  type MemoryCookieJar,
} from './cookies';
export {
  PREVIOUS_PAGE_COOKIE,
  clearPreviousPage,
  isSafeLocalPath,
  readPreviousPage,
  setPreviousPage,
} from './previousPage';
export { safeRedirectPath } from './safeRedirect';
export {
  MAX_COOKIE_VALUE_BYTES,
  REFRESH_HINT_COOKIE,
  SESSION_COOKIE_NAMES,
  storableUserState,
  cookieScopeFor,
  createBrowserSessionStore,
  createCookieSessionStore,
  type CookieSessionStoreOptions,
  type SessionStore,
} from './storage';
export { sessionSlice, sessionReplaced, sessionUserUpdated, signOut } from './sessionSlice';
export {
  selectAuthToken,
  selectAuthorizationHeader,
  selectCurrentUser,
  selectIsSignedIn,
  selectSessionExpiresAt,
  type WithSession,
} from './selectors';
export { LOGOUT_LOCAL_STORAGE_KEYS, logout, signIn, type LogoutOutcome } from './thunks';
export { useCurrentUser, useIsSignedIn } from './hooks';
export {
  REFRESH_PATH,
  SESSION_CALL_HEADERS,
  SESSION_LOGOUT_PATH,
  browserCrossTabLock,
  createSingleFlight,
  needsRenewal,
  renewSession,
  resumeSession,
  type CrossTabLock,
  type RenewalOutcome,
  type SingleFlight,
} from './renewal';
