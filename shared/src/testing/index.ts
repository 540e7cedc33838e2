// Test helpers, imported as `@prohive/shared/testing` (never from runtime code).
export {
  renderWithProviders,
  type RenderWithProvidersOptions,
  type RenderWithProvidersResult,
} from './renderWithProviders';
export { createTestStore, type TestStore, type TestStoreOptions } from './testStore';
export { makeExpiredTestJwt, makeTestJwt, makeTestJwtWithoutExp, type TestTokenOptions } from './tokens';
export {
  createMemoryStorage,
  createStubLocationServices,
  makeSignedInSession,
  makeTestUser,
} from './fixtures';
export { resetFederationRuntimeMock } from './federationRuntimeMock';
export { describeRemoteRoutes } from './describeRemoteRoutes';
export { answerInOrder, answerWith, http, HttpResponse, json, recordRequests, server } from './http';
export { pretendViewerTimeZone } from './viewerTimeZone';
export { fakeApi, ok, page, renderScreen, type Call, type Reply, type Respond } from './renderScreen';
