import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { api, createServerHead, getRuntimeConfig, setRuntimeConfig } from '@prohive/shared';
import type { AppStore, RemoteName, RemoteRoutesModule, RuntimeConfig } from '@prohive/shared';
import type { AreaLoader } from '../federation/remoteRegistry';
import { SiteRoot } from '../SiteRoot';
import { CLIENT_RENDERED_AREA_DIGEST, serializeSsrState, SSR_STATE_ELEMENT_ID } from '../ssrState';
import type { SsrState } from '../ssrState';
import { headHtml } from './headHtml';
import { areaPreloads } from './preloads';
import type { PageRender, PageRequest } from './pageRequest';
import { ClientRenderedArea, serverAreas } from './serverAreas';
import { loadServerArea } from './serverContainers';
import { createRequestStore, serializableApiState } from './serverStore';
import type { RequestStore } from './serverStore';
import { serverRenderedArea } from './ssrRoutes';

/** One render pass that has not finished by then is abandoned (the page is then served for the browser). */
const RENDER_TIMEOUT_MS = 5_000;
const DEFAULT_DATA_TIMEOUT_MS = 1_500;
/** Render passes at most: queries that depend on other queries' data need one pass per level. */
const MAX_PASSES = 3;
/** React's marker of a boundary whose content follows later in the stream. */
const STREAMED_BOUNDARY = /<!--\$\?-->/;

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

interface Pass {
  html: string;
  head: string;
  /** A `<Navigate>` rendered: where to redirect instead of sending the page. */
  redirect?: string;
}

/** One complete render into memory: the HTML of #root and the head it produced (title, meta, styles). */
function renderPass(
  store: AppStore,
  areas: AreaLoader,
  request: PageRequest,
  renderedAt: number,
): Promise<Pass> {
  const sheet = new ServerStyleSheet();
  const head = createServerHead();
  const element = sheet.collectStyles(
    <SiteRoot
      store={store}
      areas={areas}
      location={request.url}
      origin={request.origin}
      head={head}
      viewport={request.viewport ?? 'desktop'}
      renderedAt={renderedAt}
    />,
  );
  return new Promise<Pass>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Never outline a large boundary to the end of the stream: that takes an inline script to put it back,
      // which the site's CSP forbids. Everything is ready before the first byte anyway (onAllReady).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
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
        sink.on('finish', () => {
          const styles = sheet.getStyleTags();
          sheet.seal();
          resolve({
            html: Buffer.concat(chunks).toString('utf8'),
            head: headHtml(head) + styles,
            redirect: head.redirect,
          });
        });
        stream.pipe(sink);
      },
    });
    setTimeout(
      () => stream.abort(new Error(`render timed out after ${RENDER_TIMEOUT_MS} ms`)),
      RENDER_TIMEOUT_MS,
    ).unref();
  });
}

/** Waits for the requests the last pass started, within what is left of the data budget; true if any ran. */
async function settleQueries({ store, failed }: RequestStore, deadline: number): Promise<boolean> {
  const all = store.dispatch(api.util.getRunningQueriesThunk());
  // A query that already failed in this request is asked again by each pass; its answer would be ignored.
  for (const query of all) if (failed.has(query.queryCacheKey)) query.abort();
  const running = all.filter((query) => !failed.has(query.queryCacheKey));
  if (running.length === 0) return false;
  const left = Math.max(0, deadline - Date.now());
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.allSettled(running),
    new Promise((resolve) => {
      timer = setTimeout(resolve, left);
    }),
  ]);
  clearTimeout(timer);
  return true;
}

/**
 * Renders one page. The remote owning the URL is loaded from its server container first (bounded); a fresh,
 * anonymous store serves the request. A pass renders the page (the query hooks start their requests during
 * render on the server); if it started requests, they are awaited (bounded) and the page is rendered again
 * with the data, up to MAX_PASSES. The last pass's HTML, styles and head are sent, and the data it used is
 * serialised for the browser's store, so hydrating makes no second request for it.
 */
export async function renderPage(request: PageRequest): Promise<PageRender> {
  applyServerConfig(request.config, request.apiOrigin, request.origin);
  const pathname = new URL(request.url, 'http://site.invalid').pathname;
  const area = serverRenderedArea(pathname);
  const manifestUrl = area ? request.remotes[area] : undefined;
  // The browser's downloads for the area, named in the head, while the server container loads.
  const [ready, preloads] = await Promise.all([
    area ? loadArea(request, area) : Promise.resolve<Partial<Record<RemoteName, RemoteRoutesModule>>>({}),
    manifestUrl ? areaPreloads(manifestUrl, request.remoteTimeoutMs ?? 1_000) : Promise.resolve(''),
  ]);
  const areas = serverAreas(ready);
  const requestStore = createRequestStore();
  const { store } = requestStore;
  const deadline = Date.now() + (request.dataTimeoutMs ?? DEFAULT_DATA_TIMEOUT_MS);

  // Every pass and the browser's hydration draw relative times against this one moment.
  const renderedAt = Date.now();
  let pass = await renderPass(store, areas, request, renderedAt);
  for (let passes = 1; passes < MAX_PASSES; passes += 1) {
    const fetched = Date.now() < deadline && (await settleQueries(requestStore, deadline));
    // A boundary that suspended (a lazy page loading its chunk) was streamed out of order, which needs an inline
    // script the site's CSP forbids; it has loaded by now, so the next pass renders it in place.
    if (!fetched && !STREAMED_BOUNDARY.test(pass.html)) break;
    pass = await renderPass(store, areas, request, renderedAt);
  }
  // The last pass asked the failed queries again too; nobody waits for those answers.
  for (const query of store.dispatch(api.util.getRunningQueriesThunk())) {
    if (requestStore.failed.has(query.queryCacheKey)) query.abort();
  }

  const state: SsrState = {
    hydrate: true,
    area: area !== null && ready[area] !== undefined ? area : null,
    config: request.config,
    remotes: request.remotes,
    viewport: request.viewport ?? 'desktop',
    renderedAt,
    api: serializableApiState(store),
  };
  const { html, head, redirect } = pass;
  return {
    status: 200,
    ...(redirect ? { redirect } : {}),
    head: preloads + head,
    stateScript: `<script type="application/json" id="${SSR_STATE_ELEMENT_ID}">${serializeSsrState(state)}</script>`,
    pipe: (destination) => {
      destination.end(html);
    },
    abort: () => undefined,
  };
}
