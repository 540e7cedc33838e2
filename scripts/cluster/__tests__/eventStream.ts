// A minimal Server-Sent Events reader over fetch streaming, as the web app reads GET /api/events.

export interface Frame {
  id: string | null;
  event: string;
  data: string;
}

export interface EventStream {
  status: number;
  servedBy: string | null;
  frames: Frame[];
  /** The last `retry:` the server sent. */
  retry: number | null;
  /** Resolves when the server ends the stream (or it is closed). */
  ended: Promise<void>;
  waitFor(predicate: (frame: Frame) => boolean, timeoutMs: number): Promise<Frame>;
  close(): void;
}

export async function openEventStream(url: string, token: string): Promise<EventStream> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const listeners = new Set<() => void>();
  const stream: EventStream = {
    status: response.status,
    servedBy: response.headers.get('x-served-by'),
    frames: [],
    retry: null,
    ended: Promise.resolve(),
    close: () => controller.abort(),
    waitFor: (predicate, timeoutMs) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = stream.frames.find(predicate);
          if (!found) return;
          cleanup();
          resolve(found);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(stream.frames)}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          listeners.delete(check);
        };
        listeners.add(check);
        check();
      }),
  };
  if (!response.ok || !response.body) {
    await response.arrayBuffer().catch(() => undefined);
    return stream;
  }
  const parse = (block: string) => {
    const frame: Frame = { id: null, event: 'message', data: '' };
    let isFrame = false;
    for (const line of block.split('\n')) {
      const colon = line.indexOf(':');
      if (colon === 0) continue;
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'retry') stream.retry = Number(value);
      else if (field === 'id') frame.id = value;
      else if (field === 'event') frame.event = value;
      else if (field === 'data') {
        frame.data = frame.data ? `${frame.data}\n${value}` : value;
        isFrame = true;
      }
    }
    if (isFrame) stream.frames.push(frame);
  };
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  stream.ended = (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          parse(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
        for (const listener of [...listeners]) listener();
      }
    } catch {
      // aborted by close()
    }
  })();
  return stream;
}
