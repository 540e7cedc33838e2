import { isWpError } from './mapping';

/** The part of a fetch Response the client reads, so tests and other runtimes can supply their own. */
export interface BlogResponse {
  ok: boolean;
  status: number;
  headers: { get(name: string): string | null };
  json(): Promise<unknown>;
}

export interface BlogRequestInit {
  signal: AbortSignal;
  headers: Record<string, string>;
  credentials: 'omit';
  /** GET when absent. */
  method?: 'GET' | 'POST';
  body?: string;
}

export type BlogFetch = (url: string, init: BlogRequestInit) => Promise<BlogResponse>;

export interface BlogLogger {
  /** Expected refusals the client works around (a page past the end, a missing plugin). */
  warn(message: string, detail?: unknown): void;
  /** Anything that leaves the reader without content. */
  error(message: string, detail?: unknown): void;
}

export type WpQuery = Record<string, string | number | undefined>;

export type WpResult =
  | { ok: true; body: unknown; headers: BlogResponse['headers'] }
  | {
      ok: false;
      /** HTTP status, or null when no answer came (network failure, timeout, cancellation). */
      status: number | null;
      /** WordPress's error code (`rest_no_route`, `rest_invalid_param`…), or timeout / network / aborted / bad_json. */
      code: string;
      message: string;
    };

/**
 * A URL under a WordPress REST root. Handles both forms WordPress advertises: the pretty `…/wp-json` and, on
 * sites without pretty permalinks, `…/?rest_route=`.
 */
export function wpUrl(restRoot: string, route: string, query: WpQuery = {}): string {
  const url = new URL(restRoot);
  if (url.searchParams.has('rest_route')) {
    const prefix = (url.searchParams.get('rest_route') ?? '').replace(/\/+$/, '');
    url.searchParams.set('rest_route', `${prefix}${route}`);
  } else {
    url.pathname = `${url.pathname.replace(/\/+$/, '')}${route}`;
  }
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
  }
  return url.toString();
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function read(
  fetchImpl: BlogFetch,
  url: string,
  signal: AbortSignal,
  form: Record<string, string> | undefined,
): Promise<WpResult> {
  const init: BlogRequestInit = { signal, headers: { Accept: 'application/json' }, credentials: 'omit' };
  if (form) {
    // Form-encoded, as WordPress plugins' loggers expect (and a "simple" request: no CORS preflight).
    init.method = 'POST';
    init.headers['Content-Type'] = 'application/x-www-form-urlencoded';
    init.body = new URLSearchParams(form).toString();
  }
  const response = await fetchImpl(url, init);
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    if (response.ok)
      return { ok: false, status: response.status, code: 'bad_json', message: describe(error) };
    body = undefined;
  }
  if (response.ok) return { ok: true, body, headers: response.headers };
  return {
    ok: false,
    status: response.status,
    code: isWpError(body) ? body.code : `http_${response.status}`,
    message: isWpError(body) && body.message ? body.message : `HTTP ${response.status}`,
  };
}

/**
 * One GET (or, with `form`, one form POST) with a deadline. Never rejects: every outcome, including a timeout, a dropped connection, the
 * caller cancelling and a body that is not JSON, comes back as a {@link WpResult}.
 */
export async function requestWp(
  fetchImpl: BlogFetch,
  url: string,
  options: { timeoutMs: number; signal?: AbortSignal; form?: Record<string, string> },
): Promise<WpResult> {
  if (options.signal?.aborted)
    return { ok: false, status: null, code: 'aborted', message: 'Request cancelled' };
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs);
  const cancel = () => controller.abort();
  options.signal?.addEventListener('abort', cancel, { once: true });
  // Settles on abort even when a fetch implementation ignores its signal or a body never finishes.
  const abandoned = new Promise<never>((_, reject) => {
    controller.signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true });
  });
  abandoned.catch(() => undefined);

  try {
    return await Promise.race([read(fetchImpl, url, controller.signal, options.form), abandoned]);
  } catch (error) {
    if (timedOut)
      return {
        ok: false,
        status: null,
        code: 'timeout',
        message: `No answer within ${options.timeoutMs} ms`,
      };
    if (controller.signal.aborted)
      return { ok: false, status: null, code: 'aborted', message: 'Request cancelled' };
    return { ok: false, status: null, code: 'network', message: describe(error) };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', cancel);
  }
}
