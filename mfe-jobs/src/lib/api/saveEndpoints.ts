import {
  api,
  type DataEnvelope,
  type JobSummary,
  type ProviderCard,
  type SavedItems,
  type SavedKind,
} from '@prohive/shared';
import { jobsApi } from './jobsEndpoints';
import { providersApi } from './providersEndpoints';

/**
 * The save buttons' calls (the session's api contract, "Saved"). mfe-account owns the /saved page and its own
 * `saved` list and `setSaved` mutation; remotes never import each other and the same endpoint name injected
 * twice would leave the first remote to load in charge, so this remote injects its own under its own names,
 * on the same `'Saved'`, `Provider` and `Job` tags (docs/decisions/shell-and-federation.md §27).
 *
 * A save or unsave is applied at once (optimistically) to what this remote shows — its saved list, the provider
 * profile's `saved` and the job's `viewer.saved` — and rolled back if the api refuses. Only after a success are
 * the tags invalidated, which also refetches the account remote's list if it is cached.
 */

export interface SaveArgs {
  kind: SavedKind;
  id: number;
  /** The state wanted: true saves, false removes. */
  saved: boolean;
  /** The card being saved, so the saved list holds it before the refetch lands. */
  item?: ProviderCard | JobSummary;
}

/** Whether an item is in the saved list. */
export function isSavedIn(items: SavedItems | undefined, kind: SavedKind, id: number): boolean {
  if (!items) return false;
  return kind === 'provider' ? items.providers.some((p) => p.id === id) : items.jobs.some((j) => j.id === id);
}

/** Sets one item's state in a saved list draft (adds `item` when saving and it is missing). */
function patchSavedList(draft: SavedItems, { kind, id, saved, item }: SaveArgs): void {
  const list: { id: number }[] = kind === 'provider' ? draft.providers : draft.jobs;
  const at = list.findIndex((entry) => entry.id === id);
  if (!saved && at >= 0) list.splice(at, 1);
  if (saved && at < 0 && item) list.unshift(item);
}

export const saveApi = api.injectEndpoints({
  endpoints: (build) => ({
    jobsSavedItems: build.query<SavedItems, void>({
      query: () => '/saved',
      transformResponse: (response: DataEnvelope<SavedItems>) => response.data,
      providesTags: ['Saved'],
    }),
    jobsSetSaved: build.mutation<null, SaveArgs>({
      query: ({ kind, id, saved }) => ({
        url: `/saved/${kind === 'provider' ? 'providers' : 'jobs'}/${id}`,
        method: saved ? 'PUT' : 'DELETE',
      }),
      // Idempotent on the server, so the default mutation retries are safe.
      async onQueryStarted(args, { dispatch, queryFulfilled }) {
        const patches = [
          dispatch(
            saveApi.util.updateQueryData('jobsSavedItems', undefined, (draft) => patchSavedList(draft, args)),
          ),
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

export const { useJobsSavedItemsQuery, useJobsSetSavedMutation } = saveApi;
