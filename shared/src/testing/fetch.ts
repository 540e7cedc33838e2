// Fetch doubles for tests of the api slice: each records the Request objects RTK Query sends, so a test can
// assert the method, URL, headers and body the app really produced.

export const jsonResponse = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Answers every request with `respond(request)`. */
export function recordingFetch(respond: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = [];
  const fetchFn = jest.fn(async (input: RequestInfo) => {
    const request = input as Request;
    requests.push(request);
    return respond(request);
  });
  return { fetchFn, requests };
}

/**
 * Answers requests in order with the given responses (an Error is thrown, as a network failure would be), then
 * with a 500 so a test that makes more calls than it planned fails loudly.
 */
export function queuedFetch(...responses: Array<Response | Error>) {
  return recordingFetch(() => {
    const next = responses.shift() ?? jsonResponse({ message: 'no more responses' }, 500);
    if (next instanceof Error) throw next;
    return next;
  });
}
