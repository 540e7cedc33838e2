/** One dispatched Server-Sent Event. */
export interface SseEvent {
  /** The stream's last event id after this event (the spec keeps it across events until a new `id:`). */
  id: string | null;
  /** `event:` field, `message` when absent. */
  event: string;
  /** The `data:` lines joined with `\n`. */
  data: string;
}

export interface SseParserHandlers {
  onEvent(event: SseEvent): void;
  /** The server's `retry:` advice, in milliseconds. */
  onRetry?(ms: number): void;
}

export interface SseParser {
  /** Feeds decoded text; chunks may split lines, fields and even a `\r\n` pair anywhere. */
  push(chunk: string): void;
  /** The last event id seen (for `Last-Event-ID` on reconnect). */
  readonly lastEventId: string | null;
}

/**
 * An incremental parser for the `text/event-stream` format, following the WHATWG HTML "event stream
 * interpretation" rules: lines end in CR, LF or CRLF; `:` starts a comment (the api's `: ping` heartbeat); a
 * blank line dispatches; `data` lines accumulate; an event without data is not dispatched; `id` containing NUL
 * is ignored; `retry` must be all digits. Written by hand because EventSource cannot send an Authorization
 * header (the token would have to go in the URL, where logs and proxies keep it).
 */
export function createSseParser(
  handlers: SseParserHandlers,
  initialLastEventId: string | null = null,
): SseParser {
  let buffer = '';
  // A chunk ending in CR may be the first half of CRLF: the LF at the start of the next chunk is then skipped.
  let skipLeadingLf = false;
  let lastEventId = initialLastEventId;
  let eventType = '';
  let data: string[] = [];

  const dispatch = () => {
    if (data.length === 0) {
      eventType = '';
      return;
    }
    const event: SseEvent = { id: lastEventId, event: eventType || 'message', data: data.join('\n') };
    eventType = '';
    data = [];
    handlers.onEvent(event);
  };

  const processField = (field: string, value: string) => {
    switch (field) {
      case 'event':
        eventType = value;
        break;
      case 'data':
        data.push(value);
        break;
      case 'id':
        if (!value.includes('\u0000')) lastEventId = value;
        break;
      case 'retry':
        if (/^\d+$/.test(value)) handlers.onRetry?.(Number(value));
        break;
      default:
        // Unknown fields are ignored, as the format requires.
        break;
    }
  };

  const processLine = (line: string) => {
    if (line === '') {
      dispatch();
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    if (colon === -1) {
      processField(line, '');
      return;
    }
    let value = line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    processField(line.slice(0, colon), value);
  };

  return {
    push(chunk) {
      let text = chunk;
      if (skipLeadingLf && text.startsWith('\n')) text = text.slice(1);
      skipLeadingLf = false;
      buffer += text;
      let start = 0;
      for (let i = 0; i < buffer.length; i += 1) {
        const char = buffer[i];
        if (char !== '\n' && char !== '\r') continue;
        processLine(buffer.slice(start, i));
        if (char === '\r') {
          if (i + 1 === buffer.length) skipLeadingLf = true;
          else if (buffer[i + 1] === '\n') i += 1;
        }
        start = i + 1;
      }
      buffer = buffer.slice(start);
    },
    get lastEventId() {
      return lastEventId;
    },
  };
}
