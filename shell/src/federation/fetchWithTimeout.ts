import { RemoteLoadError } from './RemoteLoadError';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * fetch with a deadline (AbortController) that treats a non-2xx answer as a failure. Errors are
 * RemoteLoadErrors: `timeout`, `http` (with status) or `unreachable`.
 */
export async function fetchWithTimeout(
  url: string,
  init: RequestInit = {},
  timeoutMs: number,
  fetchImpl: FetchLike = (input, options) => fetch(input, options),
): Promise<Response> {
  const controller = new AbortController();
  const onOuterAbort = () => controller.abort(init.signal?.reason);
  init.signal?.addEventListener('abort', onOuterAbort, { once: true });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);

  try {
    const response = await fetchImpl(url, { ...init, signal: controller.signal });
    if (!response.ok) {
      throw new RemoteLoadError('http', `GET ${url} failed: HTTP ${response.status}`, {
        status: response.status,
      });
    }
    return response;
  } catch (error) {
    if (error instanceof RemoteLoadError) throw error;
    if (timedOut) {
      throw new RemoteLoadError('timeout', `GET ${url} timed out after ${timeoutMs} ms`, { cause: error });
    }
    throw new RemoteLoadError(
      'unreachable',
      `GET ${url} failed: ${error instanceof Error ? error.message : String(error)}`,
      {
        cause: error,
      },
    );
  } finally {
    clearTimeout(timer);
    init.signal?.removeEventListener('abort', onOuterAbort);
  }
}

/** Retries only what can heal by itself in a moment: network errors and 5xx answers. */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof RemoteLoadError)) return false;
  return error.kind === 'unreachable' || (error.kind === 'http' && (error.status ?? 0) >= 500);
}

export async function fetchWithRetry(
  url: string,
  init: RequestInit,
  { timeoutMs, retries, delayMs }: { timeoutMs: number; retries: number; delayMs: number },
  fetchImpl?: FetchLike,
): Promise<Response> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await fetchWithTimeout(url, init, timeoutMs, fetchImpl);
    } catch (error) {
      if (attempt >= retries || !isTransient(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, delayMs * (attempt + 1)));
    }
  }
}

/** Rejects with a `timeout` RemoteLoadError if `promise` has not settled within `ms`. */
export function withDeadline<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteLoadError('timeout', `${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}
