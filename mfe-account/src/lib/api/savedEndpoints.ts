import {
  api,
  type DataEnvelope,
  type JobSummary,
  type ProviderCard,
  type SavedItems,
  type SavedKind,
} from '@prohive/shared';

/**
 * Saved providers and jobs of the signed-in user (the session's api contract, "Saved"), owned by this remote
 * for the /saved page. `GET /api/saved` is the one list (`'Saved'` tag); `PUT`/`DELETE
 * /api/saved/{providers|jobs}/:id` answer 204 and are idempotent.
 *
 * A save or unsave is applied to this list at once (optimistically) and rolled back if the api refuses. The
 * jobs remote's save buttons inject their own list and mutation (`jobsSavedItems`, `jobsSetSaved`): each remote
 * patches only its own cache entries, and after a success both invalidate `'Saved'` and the item's `Provider`
 * or `Job` tag, so the other remote's entries refetch (docs/decisions/shell-and-federation.md §27).
 */

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
        const patch = dispatch(
          savedApi.util.updateQueryData('saved', undefined, (draft) => applySaved(draft, args)),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      // Only after success: a refused change was rolled back above and the server state did not move.
      invalidatesTags: (_result, error, { kind, id }) =>
        error ? [] : ['Saved', kind === 'provider' ? { type: 'Provider', id } : { type: 'Job', id }],
    }),
  }),
});

export const { useSavedQuery, useSetSavedMutation } = savedApi;
