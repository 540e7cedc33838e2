import type { RenewalOutcome } from '../session/renewal';
import type { FetchFn } from '../store/services';
import { createSseParser, type SseEvent } from './sseParser';

/** The first reconnect waits this long (the api also advises `retry: 3000`, which then wins). */
export const REALTIME_BASE_DELAY_MS = 1000;
/** Reconnect delays double per failed attempt up to this ceiling. */
export const REALTIME_MAX_DELAY_MS = 30_000;
/**
 * The api sends `: ping` every 15 s; a stream silent for three of those is dead (a proxy or a sleeping laptop
 * can leave a socket open that will never deliver again), so it is dropped and reopened.
 */
export const REALTIME_IDLE_TIMEOUT_MS = 45_000;

export interface RealtimeTimers {
  /** Resolves after `ms`, or early when `signal` aborts. */
  wait(ms: number, signal: AbortSignal): Promise<void>;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface RealtimeConnectionOptions {
  /** Full URL of `GET /api/events`, read at each connect. */
  url: () => string;
  /** `Bearer <token>` read at each connect (so a renewed token is used), or null once signed out. */
  authorization: () => string | null;
  /** Renews the session after a 401; `signed-out` stops the stream. */
  renew: () => Promise<RenewalOutcome>;
  fetchFn: FetchFn;
  onEvent: (event: SseEvent) => void;
  /** Called after each successful (re)connect; `resumed` when a Last-Event-ID was sent. */
  onOpen?: (info: { resumed: boolean }) => void;
  timers?: RealtimeTimers;
  /** 0..1, for jitter (tests pass a constant). */
  random?: () => number;
}

export interface RealtimeConnection {
  start(): void;
  stop(): void;
  readonly running: boolean;
}

const realTimers: RealtimeTimers = {
  wait: (ms, signal) =>
    new Promise((resolve) => {
      if (signal.aborted) {
        resolve();
        return;
      }
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        resolve();
      }
      signal.addEventListener('abort', done);
    }),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** The delay before reconnect attempt `attempt` (1-based): doubling from `base`, capped, with ±25 % jitter. */
export function reconnectDelay(attempt: number, baseMs: number, random: () => number): number {
  const exponential = Math.min(REALTIME_MAX_DELAY_MS, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exponential * (0.75 + random() / 2));
}

type ConnectOutcome = 'closed' | 'failed' | 'unauthorized' | 'stopped';

/**
 * One long-lived `GET /api/events` stream read with `fetch` (so the token travels in the Authorization header,
 * never in a URL). Resumes with `Last-Event-ID` so the api replays what was missed; reconnects with backoff;
 * renews the session on a 401 and reconnects with the fresh token; stops for good when signed out.
 */
export function createRealtimeConnection(options: RealtimeConnectionOptions): RealtimeConnection {
  const timers = options.timers ?? realTimers;
  const random = options.random ?? Math.random;
  let controller: AbortController | null = null;
  let lastEventId: string | null = null;
  let baseDelay = REALTIME_BASE_DELAY_MS;

  const readStream = async (response: Response, signal: AbortSignal, abort: () => void): Promise<void> => {
    const body = response.body;
    if (!body) return;
    const reader = body.getReader();
    const decoder = new TextDecoder();
    const parser = createSseParser(
      {
        onEvent: (event) => {
          lastEventId = event.id;
          options.onEvent(event);
        },
        onRetry: (ms) => {
          baseDelay = ms;
        },
      },
      lastEventId,
    );
    let idle: unknown = null;
    const armIdle = () => {
      if (idle !== null) timers.clearTimeout(idle);
      idle = timers.setTimeout(abort, REALTIME_IDLE_TIMEOUT_MS);
    };
    armIdle();
    try {
      while (!signal.aborted) {
        const { done, value } = await reader.read();
        if (done) break;
        armIdle();
        parser.push(decoder.decode(value, { stream: true }));
      }
    } finally {
      if (idle !== null) timers.clearTimeout(idle);
      reader.cancel().catch(() => undefined);
    }
  };

  const connectOnce = async (signal: AbortSignal): Promise<ConnectOutcome> => {
    const authorization = options.authorization();
    if (!authorization) return 'stopped';
    const attempt = new AbortController();
    const abortAttempt = () => attempt.abort();
    signal.addEventListener('abort', abortAttempt);
    const headers: Record<string, string> = { Accept: 'text/event-stream', Authorization: authorization };
    if (lastEventId !== null) headers['Last-Event-ID'] = lastEventId;
    try {
      const response = await options.fetchFn(options.url(), {
        method: 'GET',
        headers,
        credentials: 'omit',
        cache: 'no-store',
        signal: attempt.signal,
      });
      if (response.status === 401) return 'unauthorized';
      if (!response.ok || !response.body) return 'failed';
      options.onOpen?.({ resumed: headers['Last-Event-ID'] !== undefined });
      await readStream(response, attempt.signal, abortAttempt);
      return signal.aborted ? 'stopped' : 'closed';
    } catch {
      return signal.aborted ? 'stopped' : 'failed';
    } finally {
      signal.removeEventListener('abort', abortAttempt);
    }
  };

  const loop = async (signal: AbortSignal) => {
    let failures = 0;
    let renewedJustNow = false;
    while (!signal.aborted) {
      const outcome = await connectOnce(signal);
      if (outcome === 'stopped' || signal.aborted) return;
      if (outcome === 'unauthorized') {
        // One renewal per failure streak: a second 401 right after renewing means the api refuses this user
        // (suspended?), and hammering the refresh endpoint would not help; back off instead.
        if (!renewedJustNow) {
          renewedJustNow = true;
          const renewal = await options.renew();
          if (renewal === 'signed-out' || signal.aborted) return;
          if (renewal === 'renewed') continue;
        }
        failures += 1;
      } else if (outcome === 'closed') {
        // A stream that ran and ended (api restart, proxy timeout) reconnects after the advised delay.
        failures = 1;
        renewedJustNow = false;
      } else {
        failures += 1;
      }
      await timers.wait(reconnectDelay(failures, baseDelay, random), signal);
    }
  };

  return {
    start() {
      if (controller) return;
      const current = new AbortController();
      controller = current;
      void loop(current.signal).finally(() => {
        if (controller === current) controller = null;
      });
    },
    stop() {
      controller?.abort();
      controller = null;
    },
    get running() {
      return controller !== null;
    },
  };
}
