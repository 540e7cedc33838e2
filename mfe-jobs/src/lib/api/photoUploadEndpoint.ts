import { api, type DataEnvelope, type ResponseData } from '@prohive/shared';

/**
 * The post-a-job form's and the message composer's photo upload (contract: `POST /api/uploads`, multipart,
 * purpose `job_photo` or `message_photo`, which the api keeps apart so a message cannot reuse a job's photo).
 * mfe-account owns the other uploads (avatars, provider photos, certificates) and its own `upload` endpoint;
 * this remote injects its own under its own name (docs/decisions/shell-and-federation.md §27). The api sniffs
 * the bytes, re-encodes and resizes the image; the check here only spares the user a round trip for an
 * obviously wrong file.
 */

/** What POST /api/uploads answers. */
type Upload = ResponseData<'/api/uploads', 'post', 201>;

interface JobPhotoUpload {
  file: Blob;
  /** `job_photo` (default) for the post-a-job form, `message_photo` for a message's attachment. */
  purpose?: 'job_photo' | 'message_photo';
  /** The name sent with the file part; defaults to the File's own name. */
  filename?: string;
}

const JOB_PHOTO_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_JOB_PHOTO_BYTES = 8 * 1024 * 1024;

/** The `accept` attribute of the photo input. */
export const JOB_PHOTO_ACCEPT = JOB_PHOTO_TYPES.join(',');

/**
 * Why this file cannot be a job photo, or null when it may be sent. The type comes from the browser (from the
 * name's extension), so it is only a first filter; the server decides from the bytes.
 */
export function jobPhotoProblem(file: Pick<Blob, 'size' | 'type'>): string | null {
  if (!JOB_PHOTO_TYPES.includes(file.type)) return 'Choose a JPEG, PNG or WebP image.';
  if (file.size === 0) return 'The file is empty.';
  if (file.size > MAX_JOB_PHOTO_BYTES) return 'The file is too large (maximum 8 MB).';
  return null;
}

export const photoUploadApi = api.injectEndpoints({
  endpoints: (build) => ({
    jobPhotoUpload: build.mutation<Upload, JobPhotoUpload>({
      query: ({ file, filename, purpose = 'job_photo' }) => {
        // `purpose` first so the server knows the rules before the bytes arrive. FormData: fetchBaseQuery leaves
        // Content-Type to the browser, which adds the multipart boundary.
        const body = new FormData();
        body.append('purpose', purpose);
        const name = filename ?? (typeof File !== 'undefined' && file instanceof File ? file.name : 'upload');
        body.append('file', file, name);
        return { url: '/uploads', method: 'POST', body };
      },
      transformResponse: (response: DataEnvelope<Upload>) => response.data,
    }),
  }),
});

export const { useJobPhotoUploadMutation } = photoUploadApi;
