import { api, type DataEnvelope, type ResponseData } from '@prohive/shared';

/**
 * Uploads (contract: `POST /api/uploads`, multipart) for this remote's forms: avatars, provider photos and
 * certificates. The jobs remote injects its own `jobPhotoUpload` for the post-a-job photos
 * (docs/decisions/shell-and-federation.md §27). The api sniffs the bytes, re-encodes and resizes images; these
 * client-side checks only spare the user a round trip for an obviously wrong file.
 */

/** What POST /api/uploads answers. A PDF certificate has no thumbnail, so `thumb_url` is null for it. */
export type Upload = ResponseData<'/api/uploads', 'post', 201>;
/** The multipart `purpose` field: the OpenAPI document does not describe multipart bodies, so it is named here. */
export type UploadPurpose = 'job_photo' | 'avatar' | 'provider_photo' | 'certificate';

export interface UploadRequest {
  purpose: UploadPurpose;
  file: Blob;
  /** The name sent with the file part; defaults to the File's own name. */
  filename?: string;
}

export const IMAGE_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const CERTIFICATE_UPLOAD_TYPES = [...IMAGE_UPLOAD_TYPES, 'application/pdf'] as const;
export const MAX_IMAGE_UPLOAD_BYTES = 8 * 1024 * 1024;
export const MAX_CERTIFICATE_UPLOAD_BYTES = 10 * 1024 * 1024;

/** The `accept` attribute of a file input for this purpose. */
export function uploadAccept(purpose: UploadPurpose): string {
  return (purpose === 'certificate' ? CERTIFICATE_UPLOAD_TYPES : IMAGE_UPLOAD_TYPES).join(',');
}

function megabytes(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}

/**
 * Why this file cannot be uploaded for this purpose, or null when it may be sent. The type comes from the
 * browser (from the name's extension), so it is only a first filter; the server decides from the bytes.
 */
export function uploadProblem(file: Pick<Blob, 'size' | 'type'>, purpose: UploadPurpose): string | null {
  const certificate = purpose === 'certificate';
  const types: readonly string[] = certificate ? CERTIFICATE_UPLOAD_TYPES : IMAGE_UPLOAD_TYPES;
  const maxBytes = certificate ? MAX_CERTIFICATE_UPLOAD_BYTES : MAX_IMAGE_UPLOAD_BYTES;
  if (!types.includes(file.type))
    return certificate ? 'Choose a JPEG, PNG, WebP or PDF file.' : 'Choose a JPEG, PNG or WebP image.';
  if (file.size === 0) return 'The file is empty.';
  if (file.size > maxBytes) return `The file is too large (maximum ${megabytes(maxBytes)}).`;
  return null;
}

/** The multipart body: `purpose` first so the server knows the rules before the bytes arrive. */
function uploadFormData({ purpose, file, filename }: UploadRequest): FormData {
  const form = new FormData();
  form.append('purpose', purpose);
  const name = filename ?? (typeof File !== 'undefined' && file instanceof File ? file.name : 'upload');
  form.append('file', file, name);
  return form;
}

export const uploadsApi = api.injectEndpoints({
  endpoints: (build) => ({
    upload: build.mutation<Upload, UploadRequest>({
      // FormData: fetchBaseQuery leaves Content-Type to the browser, which adds the multipart boundary.
      query: (request) => ({ url: '/uploads', method: 'POST', body: uploadFormData(request) }),
      transformResponse: (response: DataEnvelope<Upload>) => response.data,
    }),
  }),
});

export const { useUploadMutation } = uploadsApi;
