/** @jest-environment node */
// Node's own environment: its fetch Request understands its own FormData and Blob, so the multipart body the
// endpoint builds can be read back exactly as the server would receive it (jsdom's FormData is foreign to it).
import { resetRuntimeConfig, setRuntimeConfig } from '@prohive/shared';
import { answerWith, createTestStore, json } from '@prohive/shared/testing';
import { JOB_PHOTO_ACCEPT, jobPhotoProblem, photoUploadApi } from '../photoUploadEndpoint';

describe('jobPhotoProblem', () => {
  it('accepts JPEG, PNG and WebP images up to 8 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp'])
      expect(jobPhotoProblem({ type, size: 8 * 1024 * 1024 })).toBeNull();
    expect(JOB_PHOTO_ACCEPT).toBe('image/jpeg,image/png,image/webp');
  });

  it('refuses other types, empty files and images over 8 MB with a clear message', () => {
    expect(jobPhotoProblem({ type: 'application/pdf', size: 10 })).toBe('Choose a JPEG, PNG or WebP image.');
    expect(jobPhotoProblem({ type: 'image/png', size: 0 })).toBe('The file is empty.');
    expect(jobPhotoProblem({ type: 'image/png', size: 8 * 1024 * 1024 + 1 })).toBe(
      'The file is too large (maximum 8 MB).',
    );
  });
});

describe('the jobs remote’s photo upload', () => {
  beforeEach(() => setRuntimeConfig({ apiBaseUrl: 'http://api.test/api' }));
  afterEach(() => resetRuntimeConfig());

  it('posts purpose job_photo and the file as multipart and returns data', async () => {
    const stored = { id: 'u1', url: '/api/uploads/u1', purpose: 'job_photo' };
    const { requests } = answerWith(() => json({ data: stored }, 201));
    const store = createTestStore();
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    const result = await store.dispatch(
      photoUploadApi.endpoints.jobPhotoUpload.initiate({
        file: new Blob([bytes], { type: 'image/png' }),
        filename: 'sink.png',
      }),
    );
    expect(result).toEqual({ data: stored });
    const request = requests[0]!;
    expect(request.url).toBe('http://api.test/api/uploads');
    expect(request.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await request.formData();
    expect([...form.keys()]).toEqual(['purpose', 'file']);
    expect(form.get('purpose')).toBe('job_photo');
    const file = form.get('file') as File;
    expect(file.name).toBe('sink.png');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
  });
});
