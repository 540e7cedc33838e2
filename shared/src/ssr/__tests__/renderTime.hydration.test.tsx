// A file of its own: the page clock is module state, and this test needs it never read before (a fresh page).
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { CLOCK_TICK_MS, RenderTimeContext, useRenderNow } from '../renderTime';

const RENDERED_AT = Date.parse('2026-11-27T12:00:00Z');

it("keeps the server's time after hydrating a fresh page, so nothing is drawn again until the next tick", async () => {
  let renders = 0;
  function Stamp() {
    renders += 1;
    return <time>{new Date(useRenderNow()).toISOString()}</time>;
  }
  const page = (
    <RenderTimeContext.Provider value={RENDERED_AT}>
      <Stamp />
    </RenderTimeContext.Provider>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  renders = 0;

  // The browser hydrates five seconds after the server rendered.
  jest.useFakeTimers({ now: RENDERED_AT + 5_000 });
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, page);
  });
  expect(container.textContent).toBe('2026-11-27T12:00:00.000Z');
  // One render to hydrate and none after it: every relative time on a page would otherwise be drawn again.
  expect(renders).toBe(1);

  await act(async () => {
    jest.advanceTimersByTime(CLOCK_TICK_MS);
  });
  expect(container.textContent).toBe('2026-11-27T12:01:05.000Z');
  await act(async () => root?.unmount());
  jest.useRealTimers();
});
