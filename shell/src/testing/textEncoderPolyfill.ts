// jsdom lacks TextEncoder/TextDecoder, which react-router 7 reads at import time. Test files import this
// first (until the shared Jest setup provides them).
import { TextDecoder, TextEncoder } from 'node:util';

if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}
