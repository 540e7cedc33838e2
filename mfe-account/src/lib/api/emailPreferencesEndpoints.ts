import { api, type DataEnvelope, type EmailPreferences } from '@prohive/shared';

/**
 * Which emails the signed-in user receives (issue #12): bid updates, new messages, job alerts. Account emails
 * (password, security) are always sent. Owned by this remote: only /profile edits them. Cache: the `User` tag
 * with id `EMAIL_PREFERENCES`.
 */
export const emailPreferencesApi = api.injectEndpoints({
  endpoints: (build) => ({
    emailPreferences: build.query<EmailPreferences, void>({
      query: () => '/me/email-preferences',
      transformResponse: (response: DataEnvelope<EmailPreferences>) => response.data,
      providesTags: [{ type: 'User', id: 'EMAIL_PREFERENCES' }],
    }),
    saveEmailPreferences: build.mutation<EmailPreferences, EmailPreferences>({
      query: (body) => ({ url: '/me/email-preferences', method: 'PUT', body }),
      transformResponse: (response: DataEnvelope<EmailPreferences>) => response.data,
      // The answer is the stored state: written straight into the query, nothing to refetch.
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(emailPreferencesApi.util.upsertQueryData('emailPreferences', undefined, data));
        } catch {
          // The form shows the error and puts the switch back.
        }
      },
    }),
  }),
});

export const { useEmailPreferencesQuery, useSaveEmailPreferencesMutation } = emailPreferencesApi;
