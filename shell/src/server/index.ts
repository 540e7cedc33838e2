// The server build's entry (scripts/webpack/createAppConfig.ts, createServerConfig). Like src/index.ts in the
// browser, an async boundary: Module Federation settles the shared singletons before the renderer's code runs.
import type { PageRender, PageRequest } from './pageRequest';

export type { PageRender, PageRequest } from './pageRequest';

/** Renders one page request; called by the shell's static server (scripts/serve/serverRender.ts). */
export async function renderPage(request: PageRequest): Promise<PageRender> {
  const { renderPage: render } = await import('./renderPage');
  return render(request);
}
