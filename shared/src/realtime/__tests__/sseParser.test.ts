import { createSseParser, type SseEvent } from '../sseParser';

function parse(chunks: string[], initialId: string | null = null) {
  const events: SseEvent[] = [];
  const retries: number[] = [];
  const parser = createSseParser(
    { onEvent: (event) => events.push(event), onRetry: (ms) => retries.push(ms) },
    initialId,
  );
  for (const chunk of chunks) parser.push(chunk);
  return { events, retries, parser };
}

const FRAME = 'id: 7\nevent: unread\ndata: {"messages":1,"notifications":2}\n\n';

describe('createSseParser', () => {
  it('reads a whole frame: id, event type and data', () => {
    const { events, parser } = parse([FRAME]);
    expect(events).toEqual([{ id: '7', event: 'unread', data: '{"messages":1,"notifications":2}' }]);
    expect(parser.lastEventId).toBe('7');
  });

  it('gives the same events whatever the chunk boundaries, one character at a time included', () => {
    const stream = `${FRAME}: ping\n\nid: 8\nevent: message\ndata: {"a":1}\n\n`;
    const whole = parse([stream]).events;
    expect(whole).toHaveLength(2);
    expect(parse(stream.split('')).events).toEqual(whole);
    for (let cut = 1; cut < stream.length; cut += 1) {
      expect(parse([stream.slice(0, cut), stream.slice(cut)]).events).toEqual(whole);
    }
  });

  it('accepts CRLF and CR line ends, including a CRLF split across chunks', () => {
    const crlf = 'id: 1\r\nevent: unread\r\ndata: x\r\n\r\n';
    expect(parse([crlf]).events).toEqual([{ id: '1', event: 'unread', data: 'x' }]);
    expect(parse(['id: 1\r', '\nevent: unread\r', '\ndata: x\r', '\n\r', '\n']).events).toEqual([
      { id: '1', event: 'unread', data: 'x' },
    ]);
    expect(parse(['data: y\r\r']).events).toEqual([{ id: null, event: 'message', data: 'y' }]);
  });

  it('skips comments such as the heartbeat and dispatches nothing for them', () => {
    const { events } = parse([': ping\n\n', ':another\n', 'data: z\n', ': mid-event comment\n', '\n']);
    expect(events).toEqual([{ id: null, event: 'message', data: 'z' }]);
  });

  it('joins multi-line data with newlines and keeps the value after only one optional space', () => {
    const { events } = parse(['data: first\ndata:  indented\ndata\ndata:last\n\n']);
    expect(events[0]!.data).toBe('first\n indented\n\nlast');
  });

  it('keeps the last id across events until a new one, and ignores an id with NUL', () => {
    const { events, parser } = parse(['id: 3\ndata: a\n\n', 'data: b\n\n', 'id: bad\u0000id\ndata: c\n\n']);
    expect(events.map((event) => event.id)).toEqual(['3', '3', '3']);
    expect(parser.lastEventId).toBe('3');
  });

  it('starts from a resumed id and lets an empty id reset it', () => {
    const { events } = parse(['data: a\n\n', 'id\ndata: b\n\n'], '41');
    expect(events.map((event) => event.id)).toEqual(['41', '']);
  });

  it('does not dispatch an event without data, and the type does not leak into the next event', () => {
    const { events } = parse(['event: unread\n\n', 'data: plain\n\n']);
    expect(events).toEqual([{ id: null, event: 'message', data: 'plain' }]);
  });

  it('holds back an unfinished event until its blank line arrives', () => {
    const { events, parser } = parse(['id: 9\ndata: half']);
    expect(events).toEqual([]);
    parser.push('\n\n');
    expect(events).toEqual([{ id: '9', event: 'message', data: 'half' }]);
  });

  it('reports retry advice only when it is all digits', () => {
    expect(parse(['retry: 3000\n', 'retry: 2s\n', 'retry: -1\n\n']).retries).toEqual([3000]);
  });
});
