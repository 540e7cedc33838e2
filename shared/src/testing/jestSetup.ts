import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { server } from './http';

// jsdom has no TextEncoder/TextDecoder, and react-router needs them at import time. Node's are the same API.
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

// The HTTP fake (./http.ts) for every test file: a test adds its handlers with server.use, dropped after it;
// listeners on server.events are removed too, so one test's recorded requests never include another's.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());
