/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { RenderTimeContext, useRenderNow } from '../renderTime';

function Stamp() {
  return <time>{new Date(useRenderNow()).toISOString()}</time>;
}

describe('useRenderNow on the server', () => {
  afterEach(() => jest.useRealTimers());

  it("draws each request against its own render time, and never keeps one request's time for the next", () => {
    const at = Date.parse('2026-11-27T12:00:00Z');
    jest.useFakeTimers({ now: at });
    expect(renderToString(<Stamp />)).toContain('2026-11-27T12:00:00.000Z');
    jest.setSystemTime(at + 3_600_000);
    expect(renderToString(<Stamp />)).toContain('2026-11-27T13:00:00.000Z');
    expect(
      renderToString(
        <RenderTimeContext.Provider value={at}>
          <Stamp />
        </RenderTimeContext.Provider>,
      ),
    ).toContain('2026-11-27T12:00:00.000Z');
  });
});
