import type { BlogFetch, BlogLogger, BlogRequestInit, BlogResponse } from '../wpRequest';

/** How the fake site answers one request: a JSON body, a body that is not JSON, or a dropped connection. */
export type FakeReply =
  | { status?: number; body: unknown; headers?: Record<string, string> }
  | { status?: number; notJson: string }
  | { networkError: string }
  | { never: true };

export type FakeRoute = (url: URL, init: BlogRequestInit) => FakeReply;

function headerBag(headers: Record<string, string> = {}): BlogResponse['headers'] {
  const lower = new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  return { get: (name) => lower.get(name.toLowerCase()) ?? null };
}

/** A stand-in for `fetch` that answers like a WordPress site and remembers every URL asked for. */
export function fakeWordPress(route: FakeRoute): BlogFetch & { urls: URL[]; inits: BlogRequestInit[] } {
  const urls: URL[] = [];
  const inits: BlogRequestInit[] = [];
  const fetchImpl = async (url: string, init: BlogRequestInit): Promise<BlogResponse> => {
    const parsed = new URL(url);
    urls.push(parsed);
    inits.push(init);
    const reply = route(parsed, init);
    if ('never' in reply) return new Promise<BlogResponse>(() => undefined);
    if ('networkError' in reply) throw new TypeError(reply.networkError);
    const status = reply.status ?? 200;
    return {
      ok: status >= 200 && status < 300,
      status,
      headers: headerBag('headers' in reply ? reply.headers : undefined),
      json: async () => {
        if ('notJson' in reply) return JSON.parse(reply.notJson) as unknown;
        // A copy, so a test cannot see mutations the client might make.
        return JSON.parse(JSON.stringify(reply.body)) as unknown;
      },
    };
  };
  return Object.assign(fetchImpl, { urls, inits });
}

/** A logger whose calls the test can read. */
export function recordingLogger(): BlogLogger & { warn: jest.Mock; error: jest.Mock } {
  return { warn: jest.fn(), error: jest.fn() };
}

/** The path of a request below the REST root, e.g. `/wp/v2/posts`. */
export function routeOf(url: URL, restRootPath = '/wp-json'): string {
  return url.pathname.startsWith(restRootPath) ? url.pathname.slice(restRootPath.length) : url.pathname;
}
