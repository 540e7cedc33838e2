import { api, type DataEnvelope, type Schemas } from '@prohive/shared';

/** A US ZIP's place (city, state, centre) as GET /api/locations/zip/{zip} returns it. */
export type ZipPlace = Schemas['ZipPlace'];

/**
 * The ZIP lookup behind the post-a-job form's location step. mfe-marketing owns its own `zipLookup`; this
 * remote injects its own endpoint under its own name (docs/decisions/shell-and-federation.md §27).
 */
export const jobsZipLookupApi = api.injectEndpoints({
  endpoints: (build) => ({
    jobsZipLookup: build.query<ZipPlace, string>({
      query: (zip) => `/locations/zip/${encodeURIComponent(zip.trim())}`,
      transformResponse: (response: DataEnvelope<ZipPlace>) => response.data,
      providesTags: ['Location'],
    }),
  }),
});

export const { useJobsZipLookupQuery } = jobsZipLookupApi;
