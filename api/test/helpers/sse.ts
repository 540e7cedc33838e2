/** A minimal Server-Sent Events client over fetch streaming, as the web app reads GET /api/events. */
export interface SseFrame {
  id: string | null;
  event: string;
  data: unknown;
}

export interface SseStream {
  status: number;
  headers: Headers;
  frames: SseFrame[];
  comments: string[];
  retry: number | null;
  /** Resolves with the first frame (from `from` on) the predicate accepts; rejects after timeoutMs. */
  waitFor(predicate: (frame: SseFrame) => boolean, timeoutMs?: number, from?: number): Promise<SseFrame>;
  /** Resolves once `count` comments (heartbeats) arrived. */
  waitForComments(count: number, timeoutMs?: number): Promise<void>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openEventStream(
  baseUrl: string,
  headers: Record<string, string>,
  path = '/api/events',
): Promise<SseStream> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}${path}`, { headers, signal: controller.signal });
  const frames: SseFrame[] = [];
  const comments: string[] = [];
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  const stream: SseStream = {
    status: response.status,
    headers: response.headers,
    frames,
    comments,
    retry: null,
    ended: Promise.resolve(),
    close: () => controller.abort(),
    waitFor: (predicate, timeoutMs = 5000, from = 0) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = frames.slice(from).find(predicate);
          if (found) {
            cleanup();
            resolve(found);
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(frames)}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          listeners.delete(check);
        };
        listeners.add(check);
        check();
      }),
    waitForComments: (count, timeoutMs = 5000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (comments.length >= count) {
            cleanup();
            resolve();
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`only ${comments.length} comments within ${timeoutMs} ms`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          listeners.delete(check);
        };
        listeners.add(check);
        check();
      }),
  };
  if (!response.body || !response.headers.get('content-type')?.startsWith('text/event-stream')) {
    stream.ended = response.text().then(() => undefined);
    return stream;
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  stream.ended = (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let id: string | null = null;
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.startsWith('id: ')) id = line.slice(4);
            else if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data.push(line.slice(6));
            else if (line.startsWith('retry: ')) stream.retry = Number(line.slice(7));
          }
          if (data.length > 0) frames.push({ id, event, data: JSON.parse(data.join('\n')) });
        }
        notify();
      }
    } catch {
      // Aborted by close().
    }
    notify();
  })();
  return stream;
}
