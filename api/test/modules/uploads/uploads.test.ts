import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import sharp from 'sharp';
import type { App } from '../../../src/app.js';
import { bearerFor, buildTestApp, createUser } from '../../helpers/app.js';
import { describeEachDatabase } from '../../helpers/databases.js';
import { deleteUnattachedUploads, UNATTACHED_GRACE_MS } from '../../../src/modules/uploads/repository.js';
import { makeImage, makePdf, makePixelBomb, multipartBody, upload } from './fixtures.js';

describeEachDatabase('uploads', (suite) => {
  let app: App;
  before(async () => {
    app = await buildTestApp(suite.handle);
  });
  after(async () => {
    await app.close();
  });

  const signedIn = async (roleId = 3) => {
    const user = await createUser(suite.handle.db, { roleId });
    return { user, headers: await bearerFor(app, user) };
  };

  test('a JPEG is re-encoded to WebP at most 1600 px with a 320 px thumbnail and no metadata', async () => {
    const { headers } = await signedIn();
    const jpeg = await makeImage(2400, 1200, 'jpeg', { exif: true });
    assert.ok((await sharp(jpeg).metadata()).exif, 'the fixture carries EXIF');

    const response = await upload(app, headers, 'job_photo', { data: jpeg, filename: 'kitchen.jpg' });
    assert.equal(response.statusCode, 201, response.body);
    const { data } = response.json();
    assert.match(data.id, /^[0-9a-f-]{36}$/);
    assert.equal(data.url, `/api/uploads/${data.id}`);
    assert.equal(data.thumb_url, `/api/uploads/${data.id}/thumb`);
    assert.equal(data.purpose, 'job_photo');
    assert.equal(data.content_type, 'image/webp');
    assert.equal(data.width, 1600);
    assert.equal(data.height, 800);

    const full = await app.inject({ url: data.url });
    assert.equal(full.statusCode, 200);
    assert.equal(full.headers['content-type'], 'image/webp');
    const fullMeta = await sharp(full.rawPayload).metadata();
    assert.equal(fullMeta.format, 'webp');
    assert.equal(fullMeta.width, 1600);
    assert.equal(fullMeta.height, 800);
    assert.equal(fullMeta.exif, undefined, 'EXIF is stripped');
    assert.ok(!full.rawPayload.includes(Buffer.from('Jane Private')));

    const thumb = await app.inject({ url: data.thumb_url });
    assert.equal(thumb.statusCode, 200);
    const thumbMeta = await sharp(thumb.rawPayload).metadata();
    assert.equal(thumbMeta.format, 'webp');
    assert.equal(thumbMeta.width, 320);
    assert.equal(thumbMeta.height, 160);
  });

  test('PNG and WebP are accepted; small images are not enlarged', async () => {
    const { headers } = await signedIn();
    for (const format of ['png', 'webp'] as const) {
      const response = await upload(app, headers, 'avatar', {
        data: await makeImage(300, 500, format),
        filename: `me.${format}`,
        contentType: `image/${format}`,
      });
      assert.equal(response.statusCode, 201, response.body);
      assert.deepEqual([response.json().data.width, response.json().data.height], [300, 500]);
    }
  });

  test('public files are cached for a year with an ETag, and a matching If-None-Match is a 304', async () => {
    const { headers } = await signedIn();
    const { data } = (await upload(app, headers, 'provider_photo', { data: await makeImage(50, 50) })).json();
    const first = await app.inject({ url: data.url });
    assert.equal(first.headers['cache-control'], 'public, max-age=31536000, immutable');
    const etag = first.headers.etag;
    assert.ok(typeof etag === 'string' && etag.length > 10);
    const again = await app.inject({ url: data.url, headers: { 'if-none-match': etag } });
    assert.equal(again.statusCode, 304);
    assert.equal(again.rawPayload.length, 0);
    const thumb = await app.inject({ url: data.thumb_url });
    assert.notEqual(thumb.headers.etag, etag);
    assert.equal(thumb.headers['cache-control'], 'public, max-age=31536000, immutable');
  });

  test('the type is sniffed from the bytes: a text file named .jpg, a GIF and garbage are refused', async () => {
    const { headers } = await signedIn();
    const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
    const cases = [
      Buffer.from('definitely not an image, despite the name'),
      gif,
      Buffer.from([0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x09, 0x0a, 0x0b]),
      makePdf(),
    ];
    for (const data of cases) {
      const response = await upload(app, headers, 'job_photo', { data, filename: 'photo.jpg' });
      assert.equal(response.statusCode, 415, response.body);
      assert.equal(response.json().message, 'Only JPEG, PNG or WebP images are accepted.');
      assert.deepEqual(response.json().errors, { file: ['Only JPEG, PNG or WebP images are accepted.'] });
    }
  });

  test('a PNG sent with a .pdf name and text/plain type is still a PNG', async () => {
    const { headers } = await signedIn();
    const response = await upload(app, headers, 'job_photo', {
      data: await makeImage(20, 10, 'png'),
      filename: 'notes.pdf',
      contentType: 'text/plain',
    });
    assert.equal(response.statusCode, 201);
    assert.equal(response.json().data.content_type, 'image/webp');
  });

  test('a file with image magic bytes but a broken body is a 422, not a server error', async () => {
    const { headers } = await signedIn();
    const truncated = (await makeImage(200, 200, 'jpeg')).subarray(0, 60);
    const response = await upload(app, headers, 'job_photo', { data: truncated });
    assert.equal(response.statusCode, 422, response.body);
    assert.deepEqual(response.json().errors, { file: ['The file could not be read as an image.'] });
  });

  test('a decompression bomb (a tiny PNG declaring 400 megapixels) is refused before decoding', async () => {
    const { headers } = await signedIn();
    const bomb = await makePixelBomb();
    assert.ok(bomb.length < 1000);
    const response = await upload(app, headers, 'job_photo', { data: bomb, contentType: 'image/png' });
    assert.equal(response.statusCode, 422, response.body);
    assert.deepEqual(response.json().errors, {
      file: ['The image has too many pixels (at most 40 megapixels).'],
    });
  });

  test('an image over 8 MB is a 413; any file over 10 MB is a 413', async () => {
    const { headers } = await signedIn();
    const jpegLike = Buffer.alloc(8 * 1024 * 1024 + 10, 7);
    jpegLike.set([0xff, 0xd8, 0xff, 0xe0]);
    const big = await upload(app, headers, 'job_photo', { data: jpegLike });
    assert.equal(big.statusCode, 413, big.body);
    assert.equal(big.json().message, 'The file is larger than 8 MB.');

    const huge = Buffer.alloc(10 * 1024 * 1024 + 10, 7);
    huge.set([0x25, 0x50, 0x44, 0x46, 0x2d]);
    const tooBig = await upload(app, headers, 'certificate', { data: huge, filename: 'c.pdf' });
    assert.equal(tooBig.statusCode, 413, tooBig.body);
    assert.equal(tooBig.json().message, 'The file is larger than 10 MB.');
    const count = await suite.handle.db.selectFrom('uploads').select('id').execute();
    assert.equal(count.length, 0);
  });

  test('purpose and file are required; the field order does not matter', async () => {
    const { headers } = await signedIn();
    const missing = await upload(app, headers, null, null);
    assert.equal(missing.statusCode, 422);
    assert.deepEqual(missing.json().errors, {
      purpose: [
        'The purpose must be one of job_photo, avatar, provider_photo, certificate, message_photo or blog_image.',
      ],
      file: ['Choose a file to upload.'],
    });
    const wrong = await upload(app, headers, 'wallpaper', { data: await makeImage(10, 10) });
    assert.equal(wrong.statusCode, 422);
    assert.ok(wrong.json().errors.purpose);

    // The file first, the purpose after it.
    const image = await makeImage(10, 10);
    const boundary = 'order-test-boundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      image,
      Buffer.from(
        `\r\n--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\navatar\r\n--${boundary}--\r\n`,
      ),
    ]);
    const reordered = await app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    assert.equal(reordered.statusCode, 201, reordered.body);
    assert.equal(reordered.json().data.purpose, 'avatar');
  });

  test('uploading needs a session and a multipart body', async () => {
    const anonymous = await upload(app, {}, 'job_photo', { data: await makeImage(10, 10) });
    assert.equal(anonymous.statusCode, 401);
    const { headers } = await signedIn();
    const json = await app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers,
      payload: { purpose: 'job_photo', file: 'aGVsbG8=' },
    });
    assert.equal(json.statusCode, 415);
    assert.match(json.json().message, /multipart\/form-data/);
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...headers, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\nunterminated',
    });
    assert.ok([400, 422].includes(malformed.statusCode), malformed.body);
  });

  test('certificates may be PDFs, served only to their owner and administrators', async () => {
    const { user: owner, headers } = await signedIn(4);
    const response = await upload(app, headers, 'certificate', {
      data: makePdf(),
      filename: 'license.pdf',
      contentType: 'application/pdf',
    });
    assert.equal(response.statusCode, 201, response.body);
    const { data } = response.json();
    assert.equal(data.content_type, 'application/pdf');
    assert.equal(data.thumb_url, null);

    const mine = await app.inject({ url: data.url, headers });
    assert.equal(mine.statusCode, 200);
    assert.equal(mine.headers['content-type'], 'application/pdf');
    assert.equal(mine.headers['cache-control'], 'private, no-cache');
    // A document is never run in the api's origin.
    assert.equal(mine.headers['content-security-policy'], "sandbox; default-src 'none'");
    assert.equal(mine.headers['x-content-type-options'], 'nosniff');
    assert.ok(mine.rawPayload.equals(makePdf()));

    assert.equal((await app.inject({ url: data.url })).statusCode, 404);
    const stranger = await signedIn(4);
    assert.equal((await app.inject({ url: data.url, headers: stranger.headers })).statusCode, 404);
    const admin = await signedIn(1);
    assert.equal((await app.inject({ url: data.url, headers: admin.headers })).statusCode, 200);
    const ownThumb = await app.inject({ url: `${data.url}/thumb`, headers });
    assert.equal(ownThumb.statusCode, 404);
    assert.equal(ownThumb.json().message, 'This upload has no thumbnail.');
    // A stranger learns nothing, not even that the document has no thumbnail.
    const strangerThumb = await app.inject({ url: `${data.url}/thumb`, headers: stranger.headers });
    assert.equal(strangerThumb.json().message, 'File not found.');
    assert.ok(owner.id > 0);

    // A certificate image is private too, thumbnail included.
    const image = (await upload(app, headers, 'certificate', { data: await makeImage(40, 40) })).json().data;
    assert.equal((await app.inject({ url: image.thumb_url })).statusCode, 404);
    assert.equal((await app.inject({ url: image.thumb_url, headers })).statusCode, 200);
  });

  test('unknown and malformed ids are answered without a server error', async () => {
    const unknown = await app.inject({ url: '/api/uploads/6f1c2d3e-1111-4222-8333-944455556666' });
    assert.equal(unknown.statusCode, 404);
    const malformed = await app.inject({ url: '/api/uploads/not-a-uuid' });
    assert.ok([404, 422].includes(malformed.statusCode));
  });

  test('200 uploads a day per user; the next one is a 429', async () => {
    const { user, headers } = await signedIn();
    const tiny = Buffer.from([1]);
    await suite.handle.db
      .insertInto('uploads')
      .values(
        Array.from({ length: 200 }, () => ({
          id: crypto.randomUUID(),
          user_id: user.id,
          purpose: 'job_photo' as const,
          content_type: 'image/webp' as const,
          byte_size: 1,
          data: tiny,
          sha256: '0'.repeat(64),
        })),
      )
      .execute();
    const response = await upload(app, headers, 'job_photo', { data: await makeImage(10, 10) });
    assert.equal(response.statusCode, 429);
    assert.match(response.json().message, /200 uploads per day/);
    // Someone else is not affected.
    const other = await signedIn();
    assert.equal(
      (await upload(app, other.headers, 'job_photo', { data: await makeImage(10, 10) })).statusCode,
      201,
    );
  });

  test('multipart is accepted by the upload route only', async () => {
    const { headers } = await signedIn();
    const body = multipartBody({ name: 'x' }, []);
    const response = await app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    assert.equal(response.statusCode, 415);
  });

  test('uploads nothing points at are swept after a day; attached ones are kept whatever their age', async () => {
    const { headers } = await signedIn();
    const image = await makeImage(64, 64, 'png');
    const post = async (purpose: string) =>
      (await upload(app, headers, purpose, { data: image, filename: 'x.png' })).json().data.id as string;
    const abandoned = await post('job_photo');
    const avatar = await post('avatar');
    const recent = await post('job_photo');
    const saved = await app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers,
      payload: { avatar_upload_id: avatar },
    });
    assert.equal(saved.statusCode, 200, saved.body);

    const dayAndAHourAgo = new Date(Date.now() - UNATTACHED_GRACE_MS - 3_600_000);
    await suite.handle.db
      .updateTable('uploads')
      .set({ created_at: dayAndAHourAgo })
      .where('id', 'in', [abandoned, avatar])
      .execute();

    const cutoff = new Date(Date.now() - UNATTACHED_GRACE_MS);
    assert.equal(await deleteUnattachedUploads(suite.handle.db, cutoff), 1);
    assert.equal((await app.inject({ url: `/api/uploads/${abandoned}` })).statusCode, 404);
    assert.equal(
      (await app.inject({ url: `/api/uploads/${avatar}` })).statusCode,
      200,
      'in use as the avatar',
    );
    assert.equal(
      (await app.inject({ url: `/api/uploads/${recent}` })).statusCode,
      200,
      'still within its day',
    );
    assert.equal(await deleteUnattachedUploads(suite.handle.db, cutoff), 0);
  });
});
