import { api } from './apiSlice';
import { jobsApi, type JobSummary, type ProviderCard } from './jobsEndpoints';
import { providersApi } from './providersEndpoints';
import type { ResponseData } from './contract';
import type { DataEnvelope } from './types';

/**
 * Saved providers and jobs of the signed-in user (the session's api contract, "Saved"). `GET /api/saved` is the
 * one list (`'Saved'` tag); `PUT`/`DELETE /api/saved/{providers|jobs}/:id` answer 204 and are idempotent.
 *
 * A save or unsave is applied to the cache at once (optimistically) — the saved list, the provider profile's
 * `saved` and the job's `viewer.saved` — and rolled back if the api refuses, so every button and the /saved page
 * agree without waiting for the network.
 */

export type SavedKind = 'provider' | 'job';

export type SavedItems = ResponseData<'/api/saved', 'get'>;

export interface SetSavedArgs {
  kind: SavedKind;
  id: number;
  /** The state wanted: true saves, false removes. */
  saved: boolean;
  /** The card being saved, so it shows in the saved list before the refetch lands. */
  item?: ProviderCard | JobSummary;
}

/** The api path of one saved item. */
export function savedItemUrl(kind: SavedKind, id: number): string {
  return `/saved/${kind === 'provider' ? 'providers' : 'jobs'}/${id}`;
}

/** The saved list with `id` set to `saved` (adding `item` when given and missing). Pure, for tests and patches. */
export function applySaved(items: SavedItems, { kind, id, saved, item }: SetSavedArgs): SavedItems {
  if (kind === 'provider') {
    const rest = items.providers.filter((p) => p.id !== id);
    const has = rest.length !== items.providers.length;
    if (!saved) return { ...items, providers: rest };
    if (has || !item) return items;
    return { ...items, providers: [item as ProviderCard, ...items.providers] };
  }
  const rest = items.jobs.filter((j) => j.id !== id);
  const has = rest.length !== items.jobs.length;
  if (!saved) return { ...items, jobs: rest };
  if (has || !item) return items;
  return { ...items, jobs: [item as JobSummary, ...items.jobs] };
}

/** Whether an item is in the saved list. */
export function isSavedIn(items: SavedItems | undefined, kind: SavedKind, id: number): boolean {
  if (!items) return false;
  return kind === 'provider' ? items.providers.some((p) => p.id === id) : items.jobs.some((j) => j.id === id);
}

export const savedApi = api.injectEndpoints({
  endpoints: (build) => ({
    saved: build.query<SavedItems, void>({
      query: () => '/saved',
      transformResponse: (response: DataEnvelope<SavedItems>) => response.data,
      providesTags: ['Saved'],
    }),
    setSaved: build.mutation<null, SetSavedArgs>({
      query: ({ kind, id, saved }) => ({ url: savedItemUrl(kind, id), method: saved ? 'PUT' : 'DELETE' }),
      // Idempotent on the server, so the default mutation retries are safe.
      async onQueryStarted(args, { dispatch, queryFulfilled }) {
        const patches = [
          dispatch(savedApi.util.updateQueryData('saved', undefined, (draft) => applySaved(draft, args))),
          args.kind === 'provider'
            ? dispatch(
                providersApi.util.updateQueryData('provider', args.id, (draft) => {
                  draft.saved = args.saved;
                }),
              )
            : dispatch(
                jobsApi.util.updateQueryData('job', args.id, (draft) => {
                  draft.viewer.saved = args.saved;
                }),
              ),
        ];
        try {
          await queryFulfilled;
        } catch {
          patches.forEach((patch) => patch.undo());
        }
      },
      // Only after success: a refused change was rolled back above and the server state did not move.
      invalidatesTags: (_result, error, { kind, id }) =>
        error ? [] : ['Saved', kind === 'provider' ? { type: 'Provider', id } : { type: 'Job', id }],
    }),
  }),
});

export const { useSavedQuery, useSetSavedMutation } = savedApi;
