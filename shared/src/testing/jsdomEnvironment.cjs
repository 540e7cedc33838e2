// Jest's jsdom environment plus the web platform pieces jsdom lacks but Node has: fetch, Request, Response,
// Headers (RTK Query's fetchBaseQuery needs them), TextEncoder/TextDecoder and the streams MSW uses. Relative URLs resolve against
// the jsdom page, as they do in a browser. AbortController/AbortSignal come from Node too, because Node's
// Request only accepts its own signals.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const page = this.global;
    const absolute = (input) => (typeof input === 'string' ? new URL(input, page.location.href).href : input);

    class PageRequest extends Request {
      constructor(input, init) {
        super(absolute(input), init);
      }
    }

    Object.assign(page, {
      fetch: (input, init) => fetch(absolute(input), init),
      Request: PageRequest,
      Response,
      Headers,
      AbortController,
      AbortSignal,
      TextEncoder,
      TextDecoder,
      // What MSW (./http.ts) needs on top: streams for response bodies, BroadcastChannel for its WebSocket API.
      ReadableStream,
      WritableStream,
      TransformStream,
      BroadcastChannel,
    });
  }
}

module.exports = JsdomWithFetchEnvironment;
