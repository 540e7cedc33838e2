import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import fc from 'fast-check';
import { sql } from 'kysely';
import type { App } from '../../../src/app.js';
import { seedContentIfEmpty } from '../../../src/db/seed/content/index.js';
import { buildTestApp } from '../../helpers/app.js';
import { describeEachDatabase } from '../../helpers/databases.js';

const CONTENT_TABLES = [
  'blog_authors',
  'blog_categories',
  'blog_media',
  'blog_posts',
  'blog_post_categories',
  'blog_post_views',
];

/** WordPress's parameter names (and PHP's list form), so hostile values reach the real code paths. */
const PARAMS = [
  'page',
  'per_page',
  'offset',
  'search',
  'categories',
  'categories[]',
  'categories_exclude',
  'include',
  'exclude',
  'author',
  'slug',
  'orderby',
  'order',
  'context',
  '_fields',
  '_embed',
  'hide_empty',
  'parent',
  'post',
  'limit',
  'range',
  'time_unit',
  'time_quantity',
  'freshness',
  'order_by',
  'pid',
  'term_id',
  'taxonomy',
  'post_type',
];

const hostile = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.integer().map(String),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1.5',
    '1e309',
    '9'.repeat(25),
    '2147483648',
    'NaN',
    'true',
    '1,2,3',
    '1,,x',
    ' , ',
    'relevance',
    'include',
    'include_slugs',
    'comment_count',
    'edit',
    'title.rendered,_links,_embedded',
    'author,wp:term,nope',
    'custom',
    '-3,4;5',
    "' OR 1=1 --",
    '%',
    '_',
    '\\',
    '\uD800',
    '"quoted phrase" -minus',
    'a'.repeat(400),
  ),
);
const query = fc
  .array(fc.tuple(fc.constantFrom(...PARAMS), hostile), { maxLength: 6 })
  .map((pairs) => new URLSearchParams(pairs).toString());
const segment = fc.oneof(
  fc.integer().map(String),
  fc.constantFrom('1', '0', '-1', '2147483648', '99999999999999999999', '1e3', 'abc', '%20', '..'),
);

const GET_ROUTES = [
  () => '/api/wp-json/wp/v2/posts',
  (id: string) => `/api/wp-json/wp/v2/posts/${id}`,
  () => '/api/wp-json/wp/v2/categories',
  (id: string) => `/api/wp-json/wp/v2/categories/${id}`,
  () => '/api/wp-json/wp/v2/users',
  (id: string) => `/api/wp-json/wp/v2/users/${id}`,
  (id: string) => `/api/wp-json/wp/v2/media/${id}`,
  () => '/api/wp-json/wordpress-popular-posts/v1/popular-posts',
];

describeEachDatabase('hostile input to the WordPress source never causes a 5xx', (suite) => {
  let app: App;
  const digest = async () => {
    const parts = CONTENT_TABLES.map(
      (table) => `(select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from ${table} t)`,
    );
    const row = await sql<{
      digest: string;
    }>`select md5(${sql.raw(parts.join(" || '/' || "))}) as digest`.execute(suite.handle.db);
    return row.rows[0]!.digest;
  };

  before(async () => {
    await seedContentIfEmpty(suite.handle.db, { now: new Date('2026-06-15T12:00:00Z') });
    app = await buildTestApp(suite.handle);
  });
  after(async () => {
    await app.close();
  });

  test('reads: any WordPress parameter with any value answers 2xx or a WordPress error, and stores nothing', async () => {
    const before = await digest();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...GET_ROUTES), segment, query, async (route, id, search) => {
        const response = await app.inject({ url: `${route(id)}${search ? `?${search}` : ''}` });
        assert.ok(
          response.statusCode < 500,
          `${route(id)}?${search} → ${response.statusCode} ${response.body}`,
        );
        if (response.statusCode >= 400) {
          const body = response.json<{ code: unknown; message: unknown; data: { status: unknown } }>();
          assert.equal(typeof body.code, 'string', response.body);
          assert.equal(typeof body.message, 'string');
          assert.equal(body.data.status, response.statusCode);
        }
      }),
      { numRuns: 300 },
    );
    assert.equal(await digest(), before);
  });

  test('view reports: hostile bodies, JSON or form-encoded, never cause a 5xx or change data on rejection', async () => {
    const bodies = fc.oneof(
      fc
        .jsonValue({ maxDepth: 2 })
        .map((value) => ({ type: 'application/json', payload: JSON.stringify(value) })),
      fc
        .dictionary(fc.constantFrom('wpp_id', 'sampling', 'token', 'x'), hostile, { maxKeys: 3 })
        .map((fields) => ({
          type: 'application/x-www-form-urlencoded',
          payload: new URLSearchParams(fields).toString(),
        })),
      fc.constantFrom(
        { type: 'application/json', payload: '{"wpp_id":' },
        { type: 'application/json', payload: '{"wpp_id":1e309}' },
        { type: 'application/json', payload: '{"wpp_id":"1\\u0000"}' },
        { type: 'text/plain', payload: 'wpp_id=1' },
      ),
    );
    let address = 0;
    await fc.assert(
      fc.asyncProperty(bodies, async ({ type, payload }) => {
        const before = await digest();
        address += 1;
        const response = await app.inject({
          method: 'POST',
          url: '/api/wp-json/wordpress-popular-posts/v1/popular-posts',
          headers: { 'content-type': type },
          payload,
          remoteAddress: `192.0.2.${address % 250}`,
        });
        assert.ok(response.statusCode < 500, `${payload} → ${response.statusCode} ${response.body}`);
        if (response.statusCode >= 400) {
          assert.equal(typeof response.json<{ code: unknown }>().code, 'string', response.body);
          assert.equal(await digest(), before, `a rejected report changed data: ${payload}`);
        }
      }),
      { numRuns: 150 },
    );
  });
});
