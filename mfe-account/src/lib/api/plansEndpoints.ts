import { api, type DataEnvelope, type Plan } from '@prohive/shared';

/**
 * The plans list for provider signup and the provider dashboard's limits. mfe-marketing owns the plans page
 * and its own `plans` endpoint; remotes never import each other, and re-injecting the same endpoint name would
 * leave the first remote to load in charge, so this remote injects its own, typed from the same generated
 * `Plan` and tagged `Plan` like the other (docs/decisions/shell-and-federation.md §27).
 */
export const accountPlansApi = api.injectEndpoints({
  endpoints: (build) => ({
    accountPlans: build.query<Plan[], void>({
      query: () => '/plans',
      transformResponse: (response: DataEnvelope<Plan[]>) => response.data,
      providesTags: ['Plan'],
    }),
  }),
});

export const { useAccountPlansQuery } = accountPlansApi;
