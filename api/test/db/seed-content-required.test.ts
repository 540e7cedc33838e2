import assert from 'node:assert/strict';
import { test } from 'node:test';
import { REQUIRED_ARTICLE_SLUGS, seedContentIfEmpty } from '../../src/db/seed/content/index.js';
import { contentDb } from '../../src/modules/content/schema.js';
import { buildTestApp } from '../helpers/app.js';
import { describeEachDatabase } from '../helpers/databases.js';

const NOW = new Date('2026-06-15T12:00:00Z');
const WP_POSTS = '/api/wp-json/wp/v2/posts';

interface Post {
  slug: string;
  title: { rendered: string };
  content: { rendered: string };
  categories: number[];
}

async function postBySlug(app: Awaited<ReturnType<typeof buildTestApp>>, slug: string): Promise<Post | null> {
  const response = await app.inject({ url: `${WP_POSTS}?slug=${slug}` });
  assert.equal(response.statusCode, 200, response.body);
  return response.json<Post[]>()[0] ?? null;
}

describeEachDatabase('the spec-named blog articles', (suite) => {
  test('/blog/example-article is a real article on a fresh database and on a blog seeded without it', async () => {
    assert.deepEqual(REQUIRED_ARTICLE_SLUGS, ['example-article']);
    const db = contentDb(suite.handle.db);
    await seedContentIfEmpty(suite.handle.db, { now: NOW });
    const app = await buildTestApp(suite.handle, { now: () => NOW });
    try {
      const fresh = await postBySlug(app, 'example-article');
      assert.ok(fresh, 'a fresh database has /blog/example-article');
      assert.match(fresh.title.rendered, /Hiring a Home-Services Pro/);
      const words = fresh.content.rendered
        .replace(/<[^>]+>/g, ' ')
        .split(/\s+/)
        .filter(Boolean);
      assert.ok(words.length >= 600, `only ${words.length} words`);
      assert.doesNotMatch(fresh.content.rendered, /lorem ipsum/i);
      assert.equal(fresh.categories.length, 1);

      // A blog seeded before the article existed: its post (and even its author and category) are missing,
      // and an editor deleted another seed article on purpose.
      await db
        .deleteFrom('blog_posts')
        .where('slug', 'in', ['example-article', 'gutters-how-often-to-clean'])
        .execute();
      await db.deleteFrom('blog_categories').where('slug', '=', 'hiring-a-pro').execute();
      assert.equal(await postBySlug(app, 'example-article'), null);

      const summary = await seedContentIfEmpty(suite.handle.db, { now: NOW });
      assert.equal(summary?.posts, 1);
      const restored = await postBySlug(app, 'example-article');
      assert.ok(restored, 'the next start adds the required article back');
      assert.equal(restored.title.rendered, fresh.title.rendered);
      assert.equal(restored.categories.length, 1);
      assert.equal(
        await postBySlug(app, 'gutters-how-often-to-clean'),
        null,
        'a deleted article stays deleted',
      );

      assert.equal(await seedContentIfEmpty(suite.handle.db, { now: NOW }), null, 'nothing more to add');
    } finally {
      await app.close();
    }
  });
});
