import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { CLOCK_TICK_MS, RenderTimeContext, useRenderNow } from '../renderTime';

const RENDERED_AT = Date.parse('2026-11-27T12:00:00Z');

function Stamp() {
  return <time data-testid="stamp">{new Date(useRenderNow()).toISOString()}</time>;
}

const page = (renderedAt: number | null) => (
  <RenderTimeContext.Provider value={renderedAt}>
    <Stamp />
  </RenderTimeContext.Provider>
);

describe('useRenderNow', () => {
  afterEach(() => jest.useRealTimers());

  it("hydrates with the server's render time, then moves on to the browser's clock", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(RENDERED_AT));
    expect(container.textContent).toBe('2026-11-27T12:00:00.000Z');

    // The browser hydrates seven minutes later.
    jest.useFakeTimers({ now: RENDERED_AT + 7 * 60_000 });
    const onRecoverableError = jest.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, page(RENDERED_AT), { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.textContent).toBe('2026-11-27T12:07:00.000Z');

    // And keeps moving while the page stays open.
    await act(async () => {
      jest.advanceTimersByTime(CLOCK_TICK_MS);
    });
    expect(container.textContent).toBe('2026-11-27T12:08:00.000Z');
    await act(async () => root?.unmount());
  });

  it("uses the browser's clock in a page the browser renders itself", async () => {
    jest.useFakeTimers({ now: RENDERED_AT + 60 * 60_000 });
    const container = document.createElement('div');
    const { createRoot } = await import('react-dom/client');
    const root = createRoot(container);
    await act(async () => root.render(page(null)));
    expect(container.textContent).toBe('2026-11-27T13:00:00.000Z');
    await act(async () => root.unmount());
  });
});
