import type { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { createServerHead, getRuntimeConfig, setRuntimeConfig } from '@prohive/shared';
import type { RemoteName, RemoteRoutesModule, RuntimeConfig } from '@prohive/shared';
import { SiteRoot } from '../SiteRoot';
import { CLIENT_RENDERED_AREA_DIGEST, serializeSsrState, SSR_STATE_ELEMENT_ID } from '../ssrState';
import type { SsrState } from '../ssrState';
import { headHtml } from './headHtml';
import type { PageRender, PageRequest } from './pageRequest';
import { ClientRenderedArea, serverAreas } from './serverAreas';
import { loadServerArea } from './serverContainers';
import { createRequestStore } from './serverStore';
import { serverRenderedArea } from './ssrRoutes';

/** A render that has not finished by then is abandoned (the server answers with the client-rendered page). */
const RENDER_TIMEOUT_MS = 5_000;

/**
 * The server fetches with absolute URLs: the api and blog URLs the browser uses relative to the site resolve
 * against the api's origin here. The same for every request (it comes from the deployment), so setting the
 * process-wide config holds nothing of any request.
 */
function applyServerConfig(config: RuntimeConfig, apiOrigin: string, siteOrigin: string): void {
  const absolute = (url: string) => (url.startsWith('/') ? new URL(url, apiOrigin).href : url);
  const wanted = {
    ...config,
    apiBaseUrl: absolute(config.apiBaseUrl),
    blogApiUrl: absolute(config.blogApiUrl),
    siteOrigin,
  };
  if (JSON.stringify(getRuntimeConfig()) !== JSON.stringify(wanted)) setRuntimeConfig(wanted);
}

async function loadArea(
  request: PageRequest,
  area: RemoteName,
): Promise<Partial<Record<RemoteName, RemoteRoutesModule>>> {
  const manifestUrl = request.remotes[area];
  if (!manifestUrl) return {};
  try {
    return { [area]: await loadServerArea(area, manifestUrl, request.remoteTimeoutMs) };
  } catch (error) {
    // The browser loads it as it always did (and shows the fallback panel if it cannot either).
    console.warn(`[ssr] the "${area}" area is left to the browser: ${(error as Error).message}`);
    return {};
  }
}

/**
 * Renders one page: the remote owning the URL is loaded from its server container first (bounded), a fresh
 * anonymous store serves the render, styled-components' styles are collected, and the HTML streams once every
 * boundary is ready, so the head (styles, title) can precede it.
 */
export async function renderPage(request: PageRequest): Promise<PageRender> {
  applyServerConfig(request.config, request.apiOrigin, request.origin);
  const pathname = new URL(request.url, 'http://site.invalid').pathname;
  const area = serverRenderedArea(pathname);
  const ready = area ? await loadArea(request, area) : {};
  const store = createRequestStore();
  const sheet = new ServerStyleSheet();
  const head = createServerHead();
  const element = sheet.collectStyles(
    <SiteRoot
      store={store}
      areas={serverAreas(ready)}
      location={request.url}
      origin={request.origin}
      head={head}
    />,
  );

  return new Promise<PageRender>((resolve, reject) => {
    const stream = renderToPipeableStream(element, {
      onError(error) {
        if (error instanceof ClientRenderedArea) return CLIENT_RENDERED_AREA_DIGEST;
        console.error('[ssr] render error', error);
        return undefined;
      },
      onShellError(error) {
        sheet.seal();
        reject(error);
      },
      onAllReady() {
        const rendered = area !== null && ready[area] !== undefined;
        const state: SsrState = {
          hydrate: true,
          area: rendered ? area : null,
          config: request.config,
          remotes: request.remotes,
          api: store.getState().api,
        };
        const styles = sheet.getStyleTags();
        sheet.seal();
        resolve({
          status: 200,
          head: headHtml(head) + styles,
          stateScript: `<script type="application/json" id="${SSR_STATE_ELEMENT_ID}">${serializeSsrState(state)}</script>`,
          pipe: (destination: Writable) => {
            stream.pipe(destination);
          },
          abort: () => stream.abort(),
        });
      },
    });
    setTimeout(() => stream.abort(new Error(`render timed out after ${RENDER_TIMEOUT_MS} ms`)), RENDER_TIMEOUT_MS).unref();
  });
}
