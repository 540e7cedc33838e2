import { api, type Schemas } from '@prohive/shared';
import { ADMIN_PAGE_SIZE, queryString, type Page } from './listArgs';

export type AdminCertificate = Schemas['AdminCertificate'];
export type CertificateStatus = AdminCertificate['status'];

/** What the viewer may show inline; anything else is relabelled so the browser can only offer to download it. */
const VIEWABLE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'application/pdf'];

/**
 * The blob to make an object URL of. A blob URL shares the admin page's origin, so a file that claimed to be HTML
 * must never be framed as such: only image and PDF types keep their type.
 */
export function viewableBlob(blob: Blob): Blob {
  const type = blob.type.split(';')[0]?.trim().toLowerCase() ?? '';
  return VIEWABLE_TYPES.includes(type) ? blob : new Blob([blob], { type: 'application/octet-stream' });
}

const reviewed = (id: number) => [
  { type: 'Certificate' as const, id },
  { type: 'Certificate' as const, id: 'ADMIN_LIST' },
  { type: 'Certificate' as const, id: 'STATS' },
  // The provider's badge and profile change with the review.
  { type: 'Provider' as const },
];

export const certificatesApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminCertificates: build.query<Page<AdminCertificate>, { status?: CertificateStatus; page: number }>({
      query: ({ status, page }) =>
        `/admin/certificates${queryString({ status, page, per_page: ADMIN_PAGE_SIZE })}`,
      providesTags: [{ type: 'Certificate', id: 'ADMIN_LIST' }],
    }),
    /**
     * The uploaded file, fetched with the session's Bearer token (an <img src> or <iframe src> could not send
     * it) and handed back as an object URL the viewer revokes when it unmounts. Never cached: each viewer owns
     * its URL.
     */
    certificateFileUrl: build.query<string, number>({
      query: (id) => ({
        url: `/admin/certificates/${id}/file`,
        responseHandler: async (response) =>
          response.ok ? URL.createObjectURL(viewableBlob(await response.blob())) : response.json(),
      }),
      keepUnusedDataFor: 0,
      extraOptions: { maxRetries: 0 },
    }),
    approveCertificate: build.mutation<unknown, number>({
      query: (id) => ({ url: `/admin/certificates/${id}/approve`, method: 'POST' }),
      invalidatesTags: (_result, error, id) => (error ? [] : reviewed(id)),
    }),
    rejectCertificate: build.mutation<unknown, { id: number; reason: string }>({
      query: ({ id, reason }) => ({
        url: `/admin/certificates/${id}/reject`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : reviewed(id)),
    }),
  }),
});

export const {
  useAdminCertificatesQuery,
  useCertificateFileUrlQuery,
  useApproveCertificateMutation,
  useRejectCertificateMutation,
} = certificatesApi;
