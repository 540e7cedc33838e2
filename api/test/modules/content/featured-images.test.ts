import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import sharp from 'sharp';
import type { App } from '../../../src/app.js';
import { seedContentIfEmpty } from '../../../src/db/seed/content/index.js';
import { deleteUnattachedUploads } from '../../../src/modules/uploads/repository.js';
import { bearerFor, buildTestApp, createUser } from '../../helpers/app.js';
import { describeEachDatabase } from '../../helpers/databases.js';
import { makeImage, upload } from '../uploads/fixtures.js';

const WP = '/api/wp-json/wp/v2';

describeEachDatabase('blog featured images and live preview', (suite) => {
  let app: App;
  before(async () => {
    await seedContentIfEmpty(suite.handle.db);
    app = await buildTestApp(suite.handle);
  });
  after(async () => {
    await app.close();
  });

  async function headersFor(roleId: number) {
    return bearerFor(app, await createUser(suite.handle.db, { roleId }));
  }

  test('an admin uploads an image, makes it a featured image, and the blog serves it through /wp/v2', async () => {
    const headers = await headersFor(1);
    const customer = await headersFor(3);
    const jpeg = await makeImage(2400, 1350, 'jpeg', { exif: true });

    const refused = await upload(app, customer, 'blog_image', { data: jpeg });
    assert.equal(refused.statusCode, 403, refused.body);
    const notImage = await upload(app, headers, 'blog_image', {
      data: Buffer.from('%PDF-1.4\n%%EOF'),
      filename: 'x.pdf',
      contentType: 'application/pdf',
    });
    assert.equal(notImage.statusCode, 415);

    const uploaded = await upload(app, headers, 'blog_image', { data: jpeg, filename: 'pipes.jpg' });
    assert.equal(uploaded.statusCode, 201, uploaded.body);
    const file = uploaded.json<{
      data: { id: string; width: number; height: number; content_type: string };
    }>().data;
    // Re-encoded like every upload: WebP, at most 1600 px, metadata gone.
    assert.equal(file.content_type, 'image/webp');
    assert.deepEqual([file.width, file.height], [1600, 900]);

    // Someone else's upload, or a missing one, cannot become a featured image.
    const otherAdmin = await headersFor(1);
    const stolen = await app.inject({
      method: 'POST',
      url: '/api/admin/articles/media',
      headers: otherAdmin,
      payload: { upload_id: file.id, title: 'Frozen pipes' },
    });
    assert.equal(stolen.statusCode, 422);
    assert.equal(
      (
        await app.inject({
          method: 'POST',
          url: '/api/admin/articles/media',
          headers: customer,
          payload: { upload_id: file.id, title: 'Frozen pipes' },
        })
      ).statusCode,
      403,
    );

    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/articles/media',
      headers,
      payload: { upload_id: file.id, title: 'Frozen pipes', alt_text: 'A frosted copper pipe' },
    });
    assert.equal(created.statusCode, 201, created.body);
    const media = created.json<{ data: { id: number; title: string; url: string } }>().data;
    assert.equal(media.url, `/api/uploads/${file.id}/thumb`);
    const twice = await app.inject({
      method: 'POST',
      url: '/api/admin/articles/media',
      headers,
      payload: { upload_id: file.id, title: 'Again' },
    });
    assert.equal(twice.statusCode, 422);

    const options = await app.inject({ method: 'GET', url: '/api/admin/articles/options', headers });
    const data = options.json<{
      data: { authors: { id: number }[]; media: { id: number; url: string }[] };
    }>().data;
    assert.ok(data.media.some((option) => option.id === media.id && option.url === media.url));

    const article = await app.inject({
      method: 'POST',
      url: '/api/admin/articles',
      headers,
      payload: {
        title: 'Thawing a frozen pipe safely',
        content: '<p>Start at the tap and work back.</p>',
        author_id: data.authors[0]!.id,
        category_ids: [],
        featured_media_id: media.id,
      },
    });
    assert.equal(article.statusCode, 201, article.body);
    const { id, slug } = article.json<{ data: { id: number; slug: string } }>().data;
    assert.equal(
      (await app.inject({ method: 'POST', url: `/api/admin/articles/${id}/publish`, headers })).statusCode,
      200,
    );

    const posts = await app.inject({ url: `${WP}/posts?slug=${slug}&_embed=wp:featuredmedia` });
    assert.equal(posts.statusCode, 200);
    const [post] = posts.json<
      {
        featured_media: number;
        _embedded: {
          'wp:featuredmedia': {
            source_url: string;
            mime_type: string;
            alt_text: string;
            media_details: { sizes: Record<string, { source_url: string; width: number }> };
          }[];
        };
      }[]
    >();
    assert.equal(post?.featured_media, media.id);
    const embedded = post!._embedded['wp:featuredmedia'][0]!;
    assert.match(embedded.source_url, new RegExp(`/api/uploads/${file.id}$`));
    assert.equal(embedded.mime_type, 'image/webp');
    assert.equal(embedded.alt_text, 'A frosted copper pipe');
    assert.match(embedded.media_details.sizes.medium!.source_url, /\/thumb$/);
    assert.equal(embedded.media_details.sizes.medium!.width, 320);

    const single = await app.inject({ url: `${WP}/media/${media.id}` });
    assert.equal(single.statusCode, 200);
    // The URL it names serves the re-encoded image to anyone.
    const served = await app.inject({ url: `/api/uploads/${file.id}` });
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['content-type'], 'image/webp');
    const metadata = await sharp(served.rawPayload).metadata();
    assert.equal(metadata.exif, undefined);
    // The drawings' route does not pretend to have it.
    const drawing = await app.inject({ url: `/api/wp-content/uploads/blog/${'frozen-pipes'}.svg` });
    assert.equal(drawing.statusCode, 404);

    // A featured image is attached: the sweep of unattached uploads keeps it.
    await deleteUnattachedUploads(suite.handle.db, new Date(Date.now() + 86_400_000));
    assert.equal((await app.inject({ url: `/api/uploads/${file.id}` })).statusCode, 200);
  });

  test('preview sanitises unsaved HTML exactly as saving does, and stores nothing', async () => {
    const headers = await headersFor(1);
    const html =
      '<h2>Draft</h2><p onclick="x()">Live text<script>alert(1)</script></p><a href="javascript:x()">bad</a>' +
      '<a href="https://example.com">ok</a>';
    const preview = await app.inject({
      method: 'POST',
      url: '/api/admin/articles/preview',
      headers,
      payload: { content: html },
    });
    assert.equal(preview.statusCode, 200, preview.body);
    const previewed = preview.json<{ data: { content: string } }>().data.content;
    for (const unsafe of ['<script', 'onclick', 'javascript:']) assert.ok(!previewed.includes(unsafe));
    assert.match(previewed, /<h2>Draft<\/h2>/);

    const options = await app.inject({ method: 'GET', url: '/api/admin/articles/options', headers });
    const authorId = options.json<{ data: { authors: { id: number }[] } }>().data.authors[0]!.id;
    const saved = await app.inject({
      method: 'POST',
      url: '/api/admin/articles',
      headers,
      payload: { title: 'Preview equals save', content: html, author_id: authorId, category_ids: [] },
    });
    assert.equal(saved.json<{ data: { content: string } }>().data.content, previewed);

    const tooLong = await app.inject({
      method: 'POST',
      url: '/api/admin/articles/preview',
      headers,
      payload: { content: 'x'.repeat(200_001) },
    });
    assert.equal(tooLong.statusCode, 422);
    const customer = await headersFor(3);
    assert.equal(
      (
        await app.inject({
          method: 'POST',
          url: '/api/admin/articles/preview',
          headers: customer,
          payload: { content: html },
        })
      ).statusCode,
      403,
    );
  });
});
