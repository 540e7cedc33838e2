/** @jest-environment node */
// Node's own environment: its fetch Request understands its own FormData and Blob, so the multipart body the
// endpoint builds can be read back exactly as the server would receive it (jsdom's FormData is foreign to it).
import { resetRuntimeConfig, setRuntimeConfig } from '@prohive/shared';
import { answerWith, createTestStore, json } from '@prohive/shared/testing';
import {
  MAX_CERTIFICATE_UPLOAD_BYTES,
  MAX_IMAGE_UPLOAD_BYTES,
  uploadAccept,
  uploadProblem,
  uploadsApi,
  type Upload,
} from '../uploadsEndpoints';

describe('uploadProblem', () => {
  it('accepts JPEG, PNG and WebP images up to 8 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp'])
      expect(uploadProblem({ type, size: MAX_IMAGE_UPLOAD_BYTES }, 'avatar')).toBeNull();
  });

  it('refuses other types, empty files and images over 8 MB with a clear message', () => {
    expect(uploadProblem({ type: 'image/gif', size: 10 }, 'avatar')).toBe(
      'Choose a JPEG, PNG or WebP image.',
    );
    expect(uploadProblem({ type: 'application/pdf', size: 10 }, 'job_photo')).toBe(
      'Choose a JPEG, PNG or WebP image.',
    );
    expect(uploadProblem({ type: 'image/png', size: 0 }, 'avatar')).toBe('The file is empty.');
    expect(uploadProblem({ type: 'image/png', size: MAX_IMAGE_UPLOAD_BYTES + 1 }, 'provider_photo')).toBe(
      'The file is too large (maximum 8 MB).',
    );
  });

  it('lets certificates be PDFs up to 10 MB', () => {
    expect(
      uploadProblem({ type: 'application/pdf', size: MAX_CERTIFICATE_UPLOAD_BYTES }, 'certificate'),
    ).toBeNull();
    expect(
      uploadProblem({ type: 'application/pdf', size: MAX_CERTIFICATE_UPLOAD_BYTES + 1 }, 'certificate'),
    ).toBe('The file is too large (maximum 10 MB).');
    expect(uploadProblem({ type: 'text/plain', size: 3 }, 'certificate')).toBe(
      'Choose a JPEG, PNG, WebP or PDF file.',
    );
    expect(uploadAccept('certificate')).toContain('application/pdf');
    expect(uploadAccept('avatar')).toBe('image/jpeg,image/png,image/webp');
  });
});

describe('upload endpoint', () => {
  beforeEach(() => setRuntimeConfig({ apiBaseUrl: 'http://api.test/api' }));
  afterEach(() => resetRuntimeConfig());

  it('posts purpose and file as multipart and returns data', async () => {
    const stored: Upload = {
      id: 'u1',
      url: '/api/uploads/u1',
      thumb_url: '/api/uploads/u1/thumb',
      purpose: 'avatar',
      content_type: 'image/webp',
      byte_size: 2048,
      width: 640,
      height: 480,
    };
    const { requests } = answerWith(() => json({ data: stored }, 201));
    const store = createTestStore();
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    const result = await store.dispatch(
      uploadsApi.endpoints.upload.initiate({
        purpose: 'avatar',
        file: new Blob([bytes], { type: 'image/png' }),
        filename: 'me.png',
      }),
    );
    expect(result).toEqual({ data: stored });
    expect(requests).toHaveLength(1);
    const request = requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('http://api.test/api/uploads');
    expect(request.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await request.formData();
    expect(form.get('purpose')).toBe('avatar');
    const file = form.get('file') as File;
    expect(file.name).toBe('me.png');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
  });

  it('passes a 415 through as an error result with the server message, without retrying', async () => {
    const { requests } = answerWith(() =>
      json({ message: 'Only JPEG, PNG or WebP images are accepted.' }, 415),
    );
    const store = createTestStore();
    const result = await store.dispatch(
      uploadsApi.endpoints.upload.initiate({
        purpose: 'avatar',
        file: new Blob(['x'], { type: 'image/png' }),
      }),
    );
    expect(result.error).toMatchObject({
      status: 415,
      data: { message: 'Only JPEG, PNG or WebP images are accepted.' },
    });
    expect(requests).toHaveLength(1);
  });
});
