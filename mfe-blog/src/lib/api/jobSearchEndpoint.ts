import { api, type JsonResponse } from '@prohive/shared';

/**
 * Site search's open jobs: `GET /api/jobs?q=…&per_page=…`. The jobs remote owns the job list (`jobs`); remotes
 * never import each other and the same endpoint name injected twice would leave the first remote to load in
 * charge, so this remote injects its own under its own name, on the same `{ type: 'Job', id: 'LIST' }` tag
 * (docs/decisions/shell-and-federation.md §27): posting or closing a job refreshes it too.
 */

interface JobSearchArgs {
  q: string;
  per_page: number;
}

type JobSearchPage = JsonResponse<'/api/jobs', 'get'>;

export const jobSearchApi = api.injectEndpoints({
  endpoints: (build) => ({
    blogJobSearch: build.query<JobSearchPage, JobSearchArgs>({
      query: ({ q, per_page }) => {
        // A blank term is left out, as the jobs remote's list does, so the api answers the plain list.
        const query = new URLSearchParams(q.trim() ? { q: q.trim() } : {});
        query.set('per_page', String(per_page));
        return `/jobs?${query.toString()}`;
      },
      providesTags: [{ type: 'Job', id: 'LIST' }],
    }),
  }),
});

export const { useBlogJobSearchQuery } = jobSearchApi;
