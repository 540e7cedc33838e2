// The one HTTP fake for front-end tests: Mock Service Worker's Node server intercepts the global `fetch`, so the
// app's real transport (RTK Query's fetchBaseQuery through the store) runs and tests describe answers per
// method and path. jestSetup.ts starts it for every test file and drops a test's handlers after the test; a
// request no handler answers fails the test (`onUnhandledRequest: 'error'`).
import { HttpResponse, http, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';

export { HttpResponse, http };

export const server = setupServer();

/** A JSON answer, as the api sends it. */
export const json = (body: JsonBodyType, status = 200): Response => HttpResponse.json(body, { status });

/**
 * The requests the app sends from now on (a clone of each, so a test can read bodies the app already sent), in
 * order, for asserting method, URL, headers and body.
 */
export function recordRequests(): Request[] {
  const requests: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    requests.push(request.clone());
  });
  return requests;
}

/** Answers every request with `respond(request)`, recording each request. */
export function answerWith(respond: (request: Request) => Response | Promise<Response>): {
  requests: Request[];
} {
  const requests = recordRequests();
  server.use(http.all('*', ({ request }) => respond(request)));
  return { requests };
}

/**
 * Answers requests in order with the given responses (an Error stands for a network failure), then with a 500
 * so a test that makes more calls than it planned fails loudly.
 */
export function answerInOrder(...responses: Array<Response | Error>): { requests: Request[] } {
  return answerWith(() => {
    const next = responses.shift();
    if (next instanceof Error) return HttpResponse.error();
    return next ?? json({ message: 'no more responses' }, 500);
  });
}
