import type { RenewalOutcome } from '../../session/renewal';
import {
  REALTIME_IDLE_TIMEOUT_MS,
  REALTIME_MAX_DELAY_MS,
  createRealtimeConnection,
  reconnectDelay,
  type RealtimeTimers,
} from '../realtimeConnection';
import type { SseEvent } from '../sseParser';

interface OpenStream {
  send(text: string): void;
  close(): void;
}

/** A fetch whose answers the test scripts: an open stream it can write to, or a plain status, or a failure. */
function scriptedFetch() {
  const calls: Array<{ url: string; headers: Record<string, string>; signal: AbortSignal }> = [];
  const answers: Array<(signal: AbortSignal) => Response | Error> = [];
  const streams: OpenStream[] = [];
  const encoder = new TextEncoder();
  const fetchFn = jest.fn(async (input: RequestInfo, init?: RequestInit) => {
    const signal = init?.signal as AbortSignal;
    calls.push({ url: String(input), headers: { ...(init?.headers as Record<string, string>) }, signal });
    const next = answers.shift();
    if (!next) return new Promise<Response>(() => undefined);
    const answer = next(signal);
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return {
    fetchFn,
    calls,
    streams,
    answerStream() {
      answers.push((signal) => {
        let controller!: ReadableStreamDefaultController<Uint8Array>;
        const body = new ReadableStream<Uint8Array>({
          start(c) {
            controller = c;
          },
        });
        signal.addEventListener('abort', () => {
          try {
            controller.error(new DOMException('aborted', 'AbortError'));
          } catch {
            // already closed
          }
        });
        streams.push({
          send: (text) => controller.enqueue(encoder.encode(text)),
          close: () => controller.close(),
        });
        return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
      });
    },
    answerStatus(status: number) {
      answers.push(() => new Response(JSON.stringify({ message: 'no' }), { status }));
    },
    answerNetworkError() {
      answers.push(() => new TypeError('network down'));
    },
  };
}

/** Waits resolve at once (recording the delay); the idle timer is fired by hand. */
function fakeTimers() {
  const waits: number[] = [];
  let idle: (() => void) | null = null;
  const timers: RealtimeTimers = {
    wait: async (ms) => {
      waits.push(ms);
    },
    setTimeout: (callback, ms) => {
      if (ms === REALTIME_IDLE_TIMEOUT_MS) idle = callback;
      return callback;
    },
    clearTimeout: (handle) => {
      if (handle === idle) idle = null;
    },
  };
  return { timers, waits, fireIdle: () => idle?.() };
}

const flush = async () => {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
};

function setup(options: { token?: () => string | null; renew?: () => Promise<RenewalOutcome> } = {}) {
  const net = scriptedFetch();
  const clock = fakeTimers();
  const events: SseEvent[] = [];
  const renew = jest.fn(options.renew ?? (async (): Promise<RenewalOutcome> => 'renewed'));
  const connection = createRealtimeConnection({
    url: () => 'http://api.test/api/events',
    authorization: options.token ?? (() => 'Bearer t1'),
    renew,
    fetchFn: net.fetchFn,
    onEvent: (event) => events.push(event),
    timers: clock.timers,
    random: () => 0.5,
  });
  return { ...net, ...clock, events, renew, connection };
}

describe('createRealtimeConnection', () => {
  it('sends the token in the Authorization header (never the URL) and delivers events', async () => {
    const t = setup();
    t.answerStream();
    t.connection.start();
    await flush();
    expect(t.calls[0]!.url).toBe('http://api.test/api/events');
    expect(t.calls[0]!.headers).toMatchObject({ Authorization: 'Bearer t1', Accept: 'text/event-stream' });
    expect(t.calls[0]!.headers['Last-Event-ID']).toBeUndefined();
    t.streams[0]!.send('retry: 3000\n\nid: 5\nevent: unread\ndata: {"messages":0,');
    t.streams[0]!.send('"notifications":1}\n\n');
    await flush();
    expect(t.events).toEqual([{ id: '5', event: 'unread', data: '{"messages":0,"notifications":1}' }]);
    t.connection.stop();
  });

  it('reconnects after the stream ends, resuming with Last-Event-ID and the current token', async () => {
    let token = 'Bearer t1';
    const t = setup({ token: () => token });
    t.answerStream();
    t.answerStream();
    t.connection.start();
    await flush();
    t.streams[0]!.send('retry: 3000\nid: 12\nevent: notification\ndata: {}\n\n');
    await flush();
    token = 'Bearer t2';
    t.streams[0]!.close();
    await flush();
    expect(t.waits).toEqual([3000]);
    expect(t.calls[1]!.headers).toMatchObject({ Authorization: 'Bearer t2', 'Last-Event-ID': '12' });
    t.connection.stop();
  });

  it('backs off exponentially on failures up to the ceiling, and resets after a good connection', async () => {
    const t = setup();
    for (let i = 0; i < 7; i += 1) {
      if (i % 2) t.answerNetworkError();
      else t.answerStatus(503);
    }
    t.answerStream();
    t.connection.start();
    await flush();
    expect(t.waits).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(t.calls).toHaveLength(8);
    t.answerStream();
    t.streams[0]!.close();
    await flush();
    expect(t.waits.at(-1)).toBe(1000);
    t.connection.stop();
  });

  it('renews the session on a 401 and reconnects at once with the fresh token', async () => {
    let token = 'Bearer old';
    const t = setup({
      token: () => token,
      renew: async () => {
        token = 'Bearer fresh';
        return 'renewed';
      },
    });
    t.answerStatus(401);
    t.answerStream();
    t.connection.start();
    await flush();
    expect(t.renew).toHaveBeenCalledTimes(1);
    expect(t.waits).toEqual([]);
    expect(t.calls.map((call) => call.headers.Authorization)).toEqual(['Bearer old', 'Bearer fresh']);
    t.connection.stop();
  });

  it('renews only once per streak: a second 401 backs off instead of hammering the refresh call', async () => {
    const t = setup();
    t.answerStatus(401);
    t.answerStatus(401);
    t.answerStatus(401);
    t.connection.start();
    await flush();
    expect(t.renew).toHaveBeenCalledTimes(1);
    expect(t.waits).toEqual([1000, 2000]);
    t.connection.stop();
  });

  it('stops for good when the renewal signs the user out', async () => {
    const t = setup({ renew: async () => 'signed-out' });
    t.answerStatus(401);
    t.connection.start();
    await flush();
    expect(t.calls).toHaveLength(1);
    expect(t.connection.running).toBe(false);
  });

  it('does not connect without a session', async () => {
    const t = setup({ token: () => null });
    t.connection.start();
    await flush();
    expect(t.fetchFn).not.toHaveBeenCalled();
    expect(t.connection.running).toBe(false);
  });

  it('stop() aborts the open stream and nothing reconnects', async () => {
    const t = setup();
    t.answerStream();
    t.connection.start();
    await flush();
    t.connection.stop();
    await flush();
    expect(t.calls[0]!.signal.aborted).toBe(true);
    expect(t.calls).toHaveLength(1);
    expect(t.waits).toEqual([]);
  });

  it('drops a silent stream after the idle timeout and reconnects', async () => {
    const t = setup();
    t.answerStream();
    t.answerStream();
    t.connection.start();
    await flush();
    t.fireIdle();
    await flush();
    expect(t.calls[0]!.signal.aborted).toBe(true);
    expect(t.calls).toHaveLength(2);
    t.connection.stop();
  });

  it('computes jittered delays within ±25 %', () => {
    expect(reconnectDelay(1, 1000, () => 0)).toBe(750);
    expect(reconnectDelay(1, 1000, () => 1)).toBe(1250);
    expect(reconnectDelay(20, 1000, () => 0.5)).toBe(REALTIME_MAX_DELAY_MS);
  });
});
