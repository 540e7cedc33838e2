import { buildCreateApi, coreModule } from '@reduxjs/toolkit/query';
import { reactHooksModule } from '@reduxjs/toolkit/query/react';
import { createAppBaseQuery } from './baseQuery';
import {
  API_TAG_TYPES,
  KEEP_UNUSED_DATA_SECONDS,
  QUERY_FRESH_SECONDS,
  REFETCH_ON_RECONNECT,
  REFETCH_ON_WINDOW_FOCUS,
} from './constants';

/**
 * The one RTK Query api of the whole site (architecture §1). Domain files add endpoints with
 * `api.injectEndpoints`; nothing else may call `createApi`. Shared as a federation singleton, so every remote's
 * hooks read and write this one cache.
 */
/**
 * On the server (no window) the query hooks start their requests during render instead of in effects, which
 * never run there: the shell's server renders a page, waits for the requests the page started, and renders it
 * again with the data (shell/src/server/renderPage.tsx). In the browser the hooks behave as usual.
 */
const createApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ unstable__sideEffectsInRender: typeof window === 'undefined' }),
);

export const api = createApi({
  reducerPath: 'api',
  baseQuery: createAppBaseQuery(),
  tagTypes: API_TAG_TYPES,
  keepUnusedDataFor: KEEP_UNUSED_DATA_SECONDS,
  refetchOnMountOrArgChange: QUERY_FRESH_SECONDS,
  refetchOnFocus: REFETCH_ON_WINDOW_FOCUS,
  refetchOnReconnect: REFETCH_ON_RECONNECT,
  endpoints: () => ({}),
});

export type AppApi = typeof api;
