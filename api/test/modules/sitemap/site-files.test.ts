import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { App } from '../../../src/app.js';
import { BLOG_ARTICLES, seedContentIfEmpty } from '../../../src/db/seed/content/index.js';
import { contentDb } from '../../../src/modules/content/schema.js';
import { escapeXml } from '../../../src/modules/sitemap/xml.js';
import { buildTestApp, testConfig } from '../../helpers/app.js';
import { describeEachDatabase } from '../../helpers/databases.js';
import { createProvider } from '../locations/fixtures.js';

const NOW = new Date('2026-06-15T12:00:00Z');
const SITE = 'https://www.prohive.example';

/**
 * The exact grammar of the urlset we write: declaration, root element in the sitemaps.org namespace, one <url>
 * per line with <loc> and an optional W3C-datetime <lastmod>. Inside <loc>, `&` only starts one of the five
 * predefined entities and `<` never appears, which is what makes the document well-formed.
 */
const TEXT = String.raw`(?:[^<>&]|&(?:amp|lt|gt|quot|apos);)*`;
const URL_LINE = String.raw`  <url><loc>${TEXT}</loc>(?:<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z</lastmod>)?</url>\n`;
const URLSET = new RegExp(
  String.raw`^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http://www\.sitemaps\.org/schemas/sitemap/0\.9">\n(?:${URL_LINE})*</urlset>\n$`,
);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescape = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos);/g, (_m, name: string) => ENTITIES[name]!);

/** Each <url>'s location (unescaped) and lastmod, in document order. */
function urlsOf(xml: string): { loc: string; lastmod?: string }[] {
  return [...xml.matchAll(/<url><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/url>/g)].map(
    (match) => ({
      loc: unescape(match[1]!),
      ...(match[2] ? { lastmod: match[2] } : {}),
    }),
  );
}

describeEachDatabase('sitemap.xml and robots.txt', (suite) => {
  let app: App;
  before(async () => {
    await seedContentIfEmpty(suite.handle.db, { now: NOW });
    app = await buildTestApp(suite.handle, {
      config: testConfig({ siteOrigins: [`${SITE}/`, 'http://127.0.0.1:3000'] }),
    });
  });
  after(async () => {
    await app.close();
  });

  test('lists fixed pages, services, location pages, blog categories and posts as a valid urlset', async () => {
    const db = suite.handle.db;
    const content = contentDb(db);
    await createProvider(db, {
      name: 'SD Plumbing',
      latitude: 32.72,
      longitude: -117.16,
      services: ['plumbing'],
    });
    await createProvider(db, {
      name: 'Suspended Denver',
      latitude: 39.74,
      longitude: -104.99,
      city: 'Denver',
      state: 'CO',
      zip: '80202',
      status: 'suspended',
    });
    const author = await content.selectFrom('blog_authors').select('id').executeTakeFirstOrThrow();
    const modified = new Date('2026-06-01T08:30:00Z');
    const post = (slug: string, extra: { status?: 'draft'; noindex?: boolean } = {}) => ({
      slug,
      title: slug,
      content: '<p>Body</p>',
      author_id: author.id,
      published_at: '2026-05-01T00:00:00Z',
      modified_at: modified,
      ...extra,
    });
    const odd = await content
      .insertInto('blog_posts')
      .values(post('odd-one-out'))
      .returning('id')
      .executeTakeFirstOrThrow();
    await content
      .insertInto('blog_posts')
      .values([post('secret-draft', { status: 'draft' }), post('hidden-from-search', { noindex: true })])
      .execute();
    const tips = await content
      .insertInto('blog_categories')
      .values({ slug: 'homeowner-tips-tricks', name: "Homeowner's  Tips & Tricks" })
      .returning('id')
      .executeTakeFirstOrThrow();
    await content
      .insertInto('blog_post_categories')
      .values({ post_id: odd.id, category_id: tips.id })
      .execute();
    await content
      .insertInto('blog_categories')
      .values({ slug: 'empty-shelf', name: 'Empty Shelf' })
      .execute();

    const response = await app.inject({ url: '/api/sitemap.xml' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'application/xml; charset=utf-8');
    assert.match(response.body, URLSET);

    const urls = urlsOf(response.body);
    const locs = urls.map((url) => url.loc);
    assert.equal(new Set(locs).size, locs.length, 'no page is listed twice');
    for (const loc of locs) assert.ok(loc.startsWith(`${SITE}/`), `${loc} is on the site's origin`);

    assert.equal(locs[0], `${SITE}/`);
    for (const path of [
      '/how-it-works',
      '/financing/rate-check',
      '/blog',
      '/free-tools',
      '/services/pest-control',
    ])
      assert.ok(locs.includes(`${SITE}${path}`), path);
    assert.ok(!locs.includes(`${SITE}/about-us`), '/about-us duplicates /about');
    assert.equal(locs.filter((loc) => loc.startsWith(`${SITE}/services/`)).length, 9);

    assert.ok(locs.includes(`${SITE}/ca/san-diego`));
    assert.ok(locs.includes(`${SITE}/ca/san-diego/plumbing`));
    assert.ok(!locs.some((loc) => loc.includes('/co/denver')), 'a suspended provider makes no page');

    const seeded = BLOG_ARTICLES[0]!;
    const seededRow = await content
      .selectFrom('blog_posts')
      .select('modified_at')
      .where('slug', '=', seeded.slug)
      .executeTakeFirstOrThrow();
    assert.deepEqual(
      urls.find((url) => url.loc === `${SITE}/blog/${seeded.slug}`),
      { loc: `${SITE}/blog/${seeded.slug}`, lastmod: seededRow.modified_at.toISOString() },
    );
    assert.equal(locs.filter((loc) => loc.startsWith(`${SITE}/blog/`)).length, BLOG_ARTICLES.length + 1);
    assert.ok(
      !locs.some((loc) => /secret-draft|hidden-from-search/.test(loc)),
      'drafts and noindex posts stay out',
    );

    assert.deepEqual(
      urls.find((url) => url.loc.endsWith('/odd-one-out')),
      { loc: `${SITE}/blog/odd-one-out`, lastmod: modified.toISOString() },
    );
    // The name is percent-encoded as a path segment (as the site's links are); the apostrophe, which that leaves,
    // is an XML entity.
    assert.ok(response.body.includes(`<loc>${SITE}/category/homeowner&apos;s-tips-%26-tricks</loc>`));
    assert.ok(locs.includes(`${SITE}/category/plumbing-and-electrical`));
    assert.ok(
      !locs.some((loc) => loc.includes('empty-shelf')),
      'a category with no published post stays out',
    );
  });

  test('escapes the five XML characters', () => {
    assert.equal(escapeXml(`a&b<c>"d"'e'`), 'a&amp;b&lt;c&gt;&quot;d&quot;&apos;e&apos;');
  });

  test('robots.txt allows the public site, keeps crawlers out of private areas and names the sitemap', async () => {
    const response = await app.inject({ url: '/api/robots.txt' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    assert.equal(lines[0], 'User-agent: *');
    assert.ok(lines.includes('Allow: /'));
    for (const path of [
      '/admin',
      '/customer',
      '/provider',
      '/profile',
      '/saved',
      '/messages',
      '/dashboard',
      '/stripe/',
    ])
      assert.ok(lines.includes(`Disallow: ${path}`), path);
    assert.ok(lines.includes(`Sitemap: ${SITE}/sitemap.xml`));
  });
});
