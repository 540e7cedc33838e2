import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { App } from '../../../src/app.js';
import { seedContentIfEmpty } from '../../../src/db/seed/content/index.js';
import { bearerFor, buildTestApp, createUser } from '../../helpers/app.js';
import { describeEachDatabase } from '../../helpers/databases.js';

const WP = '/api/wp-json/wp/v2';

interface Article {
  id: number;
  slug: string;
  status: string;
  content: string;
}

describeEachDatabase('blog authoring in the admin area', (suite) => {
  let app: App;
  let headers: { authorization: string };
  let authorId: number;
  let categoryId: number;

  before(async () => {
    await seedContentIfEmpty(suite.handle.db);
    app = await buildTestApp(suite.handle);
  });
  after(async () => {
    await app.close();
  });

  async function setUp() {
    const admin = await createUser(suite.handle.db, { roleId: 1 });
    headers = await bearerFor(app, admin);
    const options = await app.inject({ method: 'GET', url: '/api/admin/articles/options', headers });
    assert.equal(options.statusCode, 200, options.body);
    const data = options.json<{ data: { authors: { id: number }[]; categories: { id: number }[] } }>().data;
    authorId = data.authors[0]!.id;
    categoryId = data.categories[0]!.id;
  }

  const draft = (overrides: Record<string, unknown> = {}) => ({
    title: 'How to winterize outdoor taps',
    content:
      '<h2>Why</h2><p onclick="steal()">Frozen pipes burst.<script>alert(1)</script></p>' +
      '<a href="javascript:alert(1)">bad</a><a href="https://example.com/guide">guide</a>' +
      '<img src="x" onerror="alert(1)"><iframe src="https://evil.test"></iframe>',
    excerpt: 'Keep your pipes whole this winter.',
    author_id: authorId,
    category_ids: [categoryId],
    seo_title: 'Winterize outdoor taps',
    seo_description: 'A short checklist.',
    ...overrides,
  });

  test('HTML is sanitised on save; drafts stay off the blog until published, then appear at once', async () => {
    await setUp();
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/articles',
      headers,
      payload: draft(),
    });
    assert.equal(created.statusCode, 201, created.body);
    const article = created.json<{ data: Article }>().data;
    assert.equal(article.status, 'draft');
    assert.equal(article.slug, 'how-to-winterize-outdoor-taps');
    for (const unsafe of ['<script', 'onclick', 'javascript:', 'onerror', '<iframe']) {
      assert.ok(!article.content.includes(unsafe), `${unsafe} survived: ${article.content}`);
    }
    assert.match(article.content, /<h2>Why<\/h2>/);
    assert.match(article.content, /href="https:\/\/example.com\/guide" rel="noopener noreferrer nofollow"/);

    const onBlog = async () =>
      (await app.inject({ url: `${WP}/posts?slug=${article.slug}` })).json<
        { content: { rendered: string } }[]
      >();
    assert.equal((await onBlog()).length, 0);
    const published = await app.inject({
      method: 'POST',
      url: `/api/admin/articles/${article.id}/publish`,
      headers,
    });
    assert.equal(published.statusCode, 200, published.body);
    const live = await onBlog();
    assert.equal(live.length, 1);
    assert.equal(live[0]?.content.rendered, article.content);

    const unpublished = await app.inject({
      method: 'POST',
      url: `/api/admin/articles/${article.id}/unpublish`,
      headers,
    });
    assert.equal(unpublished.statusCode, 200);
    assert.equal((await onBlog()).length, 0);

    const again = await app.inject({ method: 'POST', url: '/api/admin/articles', headers, payload: draft() });
    assert.equal(again.json<{ data: Article }>().data.slug, 'how-to-winterize-outdoor-taps-2');
    const removed = await app.inject({ method: 'DELETE', url: `/api/admin/articles/${article.id}`, headers });
    assert.equal(removed.statusCode, 204);
    assert.equal(
      (await app.inject({ method: 'GET', url: `/api/admin/articles/${article.id}`, headers })).statusCode,
      404,
    );
  });

  test('bad input answers field errors, never a 500', async () => {
    await setUp();
    for (const [payload, field] of [
      [draft({ title: '' }), 'title'],
      [draft({ author_id: 999_999 }), 'author_id'],
      [draft({ category_ids: [999_999] }), 'category_ids'],
      [draft({ content: '<script>only a script</script>' }), 'content'],
      [draft({ slug: 'Not A Slug' }), 'slug'],
      [draft({ featured_media_id: 999_999 }), 'featured_media_id'],
    ] as const) {
      const response = await app.inject({ method: 'POST', url: '/api/admin/articles', headers, payload });
      assert.equal(response.statusCode, 422, `${field}: ${response.body}`);
      assert.ok(response.json<{ errors: Record<string, string[]> }>().errors[field], response.body);
    }
  });
});
