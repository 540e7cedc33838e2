import { api, type DataEnvelope, type JsonBody, type JsonResponse, type Schemas } from '@prohive/shared';

/**
 * The free document tools' calls (api/src/modules/documents): the signed-in user's saved invoices, receipts
 * and work orders, and, for a provider, the business profile the forms start from. Injected into the one api
 * slice when a document tool loads.
 *
 * The `FreeToolDocument` tag is added here (enhanceEndpoints) rather than in the shared slice's list: only
 * this remote reads or changes documents. The list is `{ type, id: 'LIST' }`, each document its id; a save,
 * duplicate or delete refetches the list.
 */

export type SavedDocument = Schemas['SavedDocument'];
export type DocumentSummary = Schemas['DocumentSummary'];
export type DocumentPage = JsonResponse<'/api/documents', 'get'>;
export type CreateDocumentRequest = JsonBody<'/api/documents', 'post'>;
export type UpdateDocumentRequest = JsonBody<'/api/documents/{id}', 'put'>;
type ProviderProfile = NonNullable<JsonResponse<'/api/me/provider-profile', 'get'>['data']>;

export interface DocumentListArgs {
  kind: SavedDocument['kind'];
  page: number;
  perPage: number;
}

const TAG = 'FreeToolDocument' as const;

const documentsApi = api.enhanceEndpoints({ addTagTypes: [TAG] }).injectEndpoints({
  endpoints: (build) => ({
    freeToolDocuments: build.query<DocumentPage, DocumentListArgs>({
      query: ({ kind, page, perPage }) => `/documents?kind=${kind}&page=${page}&per_page=${perPage}`,
      providesTags: [{ type: TAG, id: 'LIST' }],
    }),
    freeToolDocument: build.query<SavedDocument, number>({
      query: (id) => `/documents/${id}`,
      transformResponse: (response: DataEnvelope<SavedDocument>) => response.data,
      providesTags: (_result, _error, id) => [{ type: TAG, id }],
    }),
    /** Not retried: a lost answer to a create would save the document twice. */
    createFreeToolDocument: build.mutation<SavedDocument, CreateDocumentRequest>({
      query: (body) => ({ url: '/documents', method: 'POST', body }),
      transformResponse: (response: DataEnvelope<SavedDocument>) => response.data,
      extraOptions: { maxRetries: 0 },
      invalidatesTags: (result) => (result ? [{ type: TAG, id: 'LIST' }] : []),
    }),
    updateFreeToolDocument: build.mutation<SavedDocument, { id: number; body: UpdateDocumentRequest }>({
      query: ({ id, body }) => ({ url: `/documents/${id}`, method: 'PUT', body }),
      transformResponse: (response: DataEnvelope<SavedDocument>) => response.data,
      invalidatesTags: (result, _error, { id }) =>
        result
          ? [
              { type: TAG, id: 'LIST' },
              { type: TAG, id },
            ]
          : [],
    }),
    /** Not retried: each attempt makes another copy. */
    duplicateFreeToolDocument: build.mutation<SavedDocument, number>({
      query: (id) => ({ url: `/documents/${id}/duplicate`, method: 'POST' }),
      transformResponse: (response: DataEnvelope<SavedDocument>) => response.data,
      extraOptions: { maxRetries: 0 },
      invalidatesTags: (result) => (result ? [{ type: TAG, id: 'LIST' }] : []),
    }),
    deleteFreeToolDocument: build.mutation<null, number>({
      query: (id) => ({ url: `/documents/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, id) =>
        error
          ? []
          : [
              { type: TAG, id: 'LIST' },
              { type: TAG, id },
            ],
    }),
    /** The provider's business profile, to start a document from (this remote's own copy of the call). */
    freeToolsProviderProfile: build.query<ProviderProfile | null, void>({
      query: () => '/me/provider-profile',
      transformResponse: (response: DataEnvelope<ProviderProfile | null>) => response.data,
      providesTags: [{ type: 'Provider', id: 'ME' }],
    }),
  }),
});

export const {
  useFreeToolDocumentsQuery,
  useLazyFreeToolDocumentQuery,
  useCreateFreeToolDocumentMutation,
  useUpdateFreeToolDocumentMutation,
  useDuplicateFreeToolDocumentMutation,
  useDeleteFreeToolDocumentMutation,
  useFreeToolsProviderProfileQuery,
} = documentsApi;
