import { api } from '@prohive/shared';
import type { AppStore } from '@prohive/shared';

/** A query endpoint as any app injects it; only its `initiate` is needed here. */
interface InitiatableEndpoint {
  initiate?: (arg: unknown, options: { subscribe: false; forceRefetch: true }) => unknown;
}

/**
 * The server fetched the page's data signed out. Once a signed-in visitor's session is in the store, asks again
 * only those of the server's queries whose answer depends on who is looking (the `User` tag: a job's viewer
 * block, saved hearts). Invalidating the tag instead would also refetch what the browser fetched itself after
 * hydrating (the visitor's profile), which can land under a form the visitor has started filling in.
 * Returns how many queries were asked again.
 */
export function refetchViewerQueries(store: AppStore, serverQueryKeys: ReadonlySet<string>): number {
  const endpoints = api.endpoints as unknown as Record<string, InitiatableEndpoint | undefined>;
  let asked = 0;
  for (const entry of api.util.selectInvalidatedBy(store.getState(), ['User'])) {
    if (!serverQueryKeys.has(entry.queryCacheKey)) continue;
    const initiate = endpoints[entry.endpointName]?.initiate;
    if (!initiate) continue;
    // Not a subscription of its own: the components showing the query keep it alive and get the new answer.
    store.dispatch(initiate(entry.originalArgs, { subscribe: false, forceRefetch: true }) as never);
    asked += 1;
  }
  return asked;
}

/** The cache keys of the queries in the state the server sent (`ssr.api`). */
export function serverQueryKeysOf(serverApi: unknown): Set<string> {
  const queries = (serverApi as { queries?: Record<string, unknown> } | null | undefined)?.queries;
  return new Set(queries ? Object.keys(queries) : []);
}
