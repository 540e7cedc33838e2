import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../../src/app.js';
import { BLOG_ARTICLES, BLOG_CATEGORIES, seedContentIfEmpty } from '../../../src/db/seed/content/index.js';
import { contentDb } from '../../../src/modules/content/schema.js';
import { buildTestApp } from '../../helpers/app.js';
import { describeEachDatabase } from '../../helpers/databases.js';

const NOW = new Date('2026-06-15T12:00:00Z');
const SITE = 'http://127.0.0.1:3000';
const WP = '/api/wp-json/wp/v2';
const POPULAR = '/api/wp-json/wordpress-popular-posts/v1/popular-posts';

type Json = Record<string, unknown>;
type Post = Json & {
  id: number;
  slug: string;
  date: string;
  title: { rendered: string };
  categories: number[];
  pageviews?: number;
  yoast_head_json: Json & { robots: Record<string, string>; og_image: { url: string }[]; schema: Json };
  _embedded?: Json;
};

function wpError(response: LightMyRequestResponse, status: number, code: string): Json {
  assert.equal(response.statusCode, status, response.body);
  const body = response.json<Json>();
  assert.equal(body.code, code, response.body);
  assert.equal(typeof body.message, 'string');
  assert.equal((body.data as Json).status, status);
  return body;
}

describeEachDatabase('the built-in WordPress source', (suite) => {
  let app: App;
  let posts: Post[];
  const get = (url: string) => app.inject({ url });

  before(async () => {
    await seedContentIfEmpty(suite.handle.db, { now: NOW });
    app = await buildTestApp(suite.handle, { now: () => NOW });
    posts = (await get(`${WP}/posts?per_page=100`)).json<Post[]>();
  });
  after(async () => {
    await app.close();
  });

  test('seeds 25 substantial articles across 6 categories, once', async () => {
    assert.equal(BLOG_ARTICLES.length, 25);
    assert.equal(posts.length, 25);
    assert.equal(new Set(BLOG_ARTICLES.map((article) => article.category)).size, 6);
    for (const article of BLOG_ARTICLES) {
      const words = article.content
        .replace(/<[^>]+>/g, ' ')
        .split(/\s+/)
        .filter(Boolean).length;
      assert.ok(words >= 300, `${article.slug} has only ${words} words`);
      assert.match(article.content, /<h2>/);
    }
    assert.equal(await seedContentIfEmpty(suite.handle.db, { now: NOW }), null);
  });

  test('posts: WordPress defaults (page 1, 10 per page, newest first) with total headers and Link', async () => {
    const response = await get(`${WP}/posts`);
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['x-wp-total'], '25');
    assert.equal(response.headers['x-wp-totalpages'], '3');
    assert.match(String(response.headers.link), /page=2>; rel="next"/);
    const page = response.json<Post[]>();
    assert.equal(page.length, 10);
    const dates = page.map((post) => post.date);
    assert.deepEqual(dates, [...dates].sort().reverse());
    assert.equal(page[0]!.link, `${SITE}/blog/${page[0]!.slug}`);

    const last = await get(`${WP}/posts?page=3`);
    assert.equal(last.json<Post[]>().length, 5);
    assert.match(String(last.headers.link), /page=2>; rel="prev"/);
    assert.doesNotMatch(String(last.headers.link), /rel="next"/);
  });

  test('posts: a page past the end is 400 rest_post_invalid_page_number; with no matches it is an empty 200', async () => {
    const body = wpError(await get(`${WP}/posts?page=4`), 400, 'rest_post_invalid_page_number');
    assert.deepEqual(body, {
      code: 'rest_post_invalid_page_number',
      message: 'The page number requested is larger than the number of pages available.',
      data: { status: 400 },
    });
    const nothing = await get(`${WP}/posts?search=zzzz-no-such-words&page=2`);
    assert.equal(nothing.statusCode, 200);
    assert.deepEqual(nothing.json(), []);
    assert.equal(nothing.headers['x-wp-total'], '0');
    assert.equal(nothing.headers['x-wp-totalpages'], '0');
  });

  test('posts: parameters outside their schema answer rest_invalid_param, worded as WordPress words them', async () => {
    const perPage = wpError(await get(`${WP}/posts?per_page=101`), 400, 'rest_invalid_param');
    assert.equal(perPage.message, 'Invalid parameter(s): per_page');
    assert.deepEqual((perPage.data as Json).params, {
      per_page: 'per_page must be between 1 (inclusive) and 100 (inclusive)',
    });
    assert.deepEqual(((perPage.data as Json).details as Json).per_page, {
      code: 'rest_out_of_bounds',
      message: 'per_page must be between 1 (inclusive) and 100 (inclusive)',
      data: null,
    });
    wpError(await get(`${WP}/posts?per_page=0`), 400, 'rest_invalid_param');
    const page = wpError(await get(`${WP}/posts?page=0`), 400, 'rest_invalid_param');
    assert.deepEqual((page.data as Json).params, { page: 'page must be greater than or equal to 1' });
    const type = wpError(await get(`${WP}/posts?page=two`), 400, 'rest_invalid_param');
    assert.deepEqual((type.data as Json).params, { page: 'page is not of type integer.' });
    const list = wpError(await get(`${WP}/posts?categories=1,x`), 400, 'rest_invalid_param');
    assert.deepEqual((list.data as Json).params, {
      'categories[1]': 'categories[1] is not of type integer.',
    });

    // Stock WordPress refuses comment_count, which the site's client relies on to fall back.
    const orderby = wpError(
      await get(`${WP}/posts?orderby=comment_count&order=desc`),
      400,
      'rest_invalid_param',
    );
    assert.deepEqual((orderby.data as Json).params, {
      orderby:
        'orderby is not one of author, date, id, include, modified, parent, relevance, slug, include_slugs, and title.',
    });
    wpError(await get(`${WP}/posts?orderby=relevance`), 400, 'rest_no_search_term_defined');
    wpError(await get(`${WP}/posts?orderby=include`), 400, 'rest_orderby_include_missing_include');
    wpError(await get(`${WP}/posts?context=edit`), 401, 'rest_forbidden_context');
    const nul = wpError(await get(`${WP}/posts?search=a%00b`), 400, 'rest_invalid_param');
    assert.deepEqual(Object.keys((nul.data as Json).params as Json), ['search']);
  });

  test('posts: categories as a comma list, an array or repeats; exclusions; slug; include order', async () => {
    const category = posts[0]!.categories[0]!;
    const inCategory = posts.filter((post) => post.categories.includes(category)).map((post) => post.id);
    for (const query of [
      `categories=${category}`,
      `categories[]=${category}`,
      `categories=${category},999999`,
    ]) {
      const response = await get(`${WP}/posts?${query}`);
      assert.deepEqual(
        response
          .json<Post[]>()
          .map((post) => post.id)
          .sort(),
        [...inCategory].sort(),
        query,
      );
      assert.equal(response.headers['x-wp-total'], String(inCategory.length));
    }
    const excluded = await get(`${WP}/posts?categories_exclude=${category}&per_page=100`);
    assert.equal(excluded.json<Post[]>().length, BLOG_ARTICLES.length - inCategory.length);
    assert.deepEqual(await (await get(`${WP}/posts?categories=999999`)).json(), []);

    const bySlug = (await get(`${WP}/posts?slug=fixing-a-running-toilet`)).json<Post[]>();
    assert.deepEqual(
      bySlug.map((post) => post.slug),
      ['fixing-a-running-toilet'],
    );
    assert.deepEqual(await (await get(`${WP}/posts?slug=no-such-post`)).json(), []);

    const [a, b, c] = posts.map((post) => post.id);
    const included = await get(`${WP}/posts?include=${c},${a},${b}&orderby=include`);
    assert.deepEqual(
      included.json<Post[]>().map((post) => post.id),
      [c, a, b],
    );
    const related = await get(`${WP}/posts?categories=${category}&exclude=${inCategory[0]}&per_page=4`);
    assert.ok(!related.json<Post[]>().some((post) => post.id === inCategory[0]));
  });

  test('posts: search matches words anywhere in the post; orderby title and relevance', async () => {
    const found = (await get(`${WP}/posts?search=anode`)).json<Post[]>();
    assert.deepEqual(
      found.map((post) => post.slug),
      ['water-heater-maintenance'],
    );
    const relevant = (await get(`${WP}/posts?search=pipes&orderby=relevance&per_page=3`)).json<Post[]>();
    assert.equal(relevant[0]!.slug, 'how-to-keep-pipes-from-freezing');
    const titles = (await get(`${WP}/posts?orderby=title&order=asc&per_page=100`))
      .json<Post[]>()
      .map((post) => post.title.rendered.toLowerCase());
    assert.deepEqual(
      titles,
      [...titles].sort((x, y) => x.localeCompare(y)),
    );
  });

  test('posts/{id}: the post, 404 rest_post_invalid_id when unknown, rest_no_route when not an id', async () => {
    const one = await get(`${WP}/posts/${posts[3]!.id}`);
    assert.equal(one.json<Post>().slug, posts[3]!.slug);
    wpError(await get(`${WP}/posts/999999`), 404, 'rest_post_invalid_id');
    wpError(await get(`${WP}/posts/99999999999999`), 404, 'rest_post_invalid_id');
    wpError(await get(`${WP}/posts/abc`), 404, 'rest_no_route');
    wpError(await get('/api/wp-json/wp/v2/nothing-here'), 404, 'rest_no_route');
    wpError(await app.inject({ method: 'DELETE', url: `${WP}/posts/1` }), 404, 'rest_no_route');
  });

  test('_embed: author (public fields), featured image and category terms in WordPress shapes', async () => {
    const [post] = (await get(`${WP}/posts?per_page=1&_embed=author,wp:featuredmedia,wp:term`)).json<
      Post[]
    >();
    const embedded = post!._embedded as {
      author: Json[];
      'wp:featuredmedia': Json[];
      'wp:term': Json[][];
    };
    assert.deepEqual(Object.keys(embedded.author[0]!).sort(), [
      '_links',
      'avatar_urls',
      'description',
      'id',
      'link',
      'name',
      'slug',
      'url',
    ]);
    assert.equal(embedded.author[0]!.id, post!.author);
    const media = embedded['wp:featuredmedia'][0]!;
    assert.equal(media.id, post!.featured_media);
    assert.equal(media.media_type, 'image');
    assert.match(
      String(media.source_url),
      /^http:\/\/127\.0\.0\.1:3000\/api\/wp-content\/uploads\/blog\/.+\.svg$/,
    );
    assert.equal(typeof media.alt_text, 'string');
    const term = embedded['wp:term'][0]![0]!;
    assert.equal(term.taxonomy, 'category');
    assert.equal(term.id, post!.categories[0]);
    assert.match(String(term.link), /^http:\/\/127\.0\.0\.1:3000\/category\/[a-z-]+$/);

    const everything = (await get(`${WP}/posts?per_page=1&_embed`)).json<Post[]>()[0]!;
    assert.deepEqual(Object.keys(everything._embedded!).sort(), ['author', 'wp:featuredmedia', 'wp:term']);
    const authorOnly = (await get(`${WP}/posts?per_page=1&_embed=author`)).json<Post[]>()[0]!;
    assert.deepEqual(Object.keys(authorOnly._embedded!), ['author']);
    assert.equal((await get(`${WP}/posts?per_page=1`)).json<Post[]>()[0]!._embedded, undefined);
  });

  test('_fields: only the named fields, dots reaching inside; embeds only when _embedded is named', async () => {
    const [trimmed] = (await get(`${WP}/posts?per_page=1&_fields=id,title`)).json<Json[]>();
    assert.deepEqual(Object.keys(trimmed!), ['id', 'title']);
    const [nested] = (await get(`${WP}/posts?per_page=1&_fields=title.rendered,slug`)).json<Json[]>();
    assert.deepEqual(nested, { slug: posts[0]!.slug, title: { rendered: posts[0]!.title.rendered } });
    const meta = (await get(`${WP}/posts/${posts[0]!.id}?_fields=yoast_head_json`)).json<Json>();
    assert.deepEqual(Object.keys(meta), ['yoast_head_json']);
    const [withoutEmbed] = (await get(`${WP}/posts?per_page=1&_embed&_fields=id`)).json<Json[]>();
    assert.deepEqual(Object.keys(withoutEmbed!), ['id']);
    const [withEmbed] = (await get(`${WP}/posts?per_page=1&_embed=author&_fields=id,_embedded`)).json<
      Json[]
    >();
    assert.ok((withEmbed!._embedded as Json).author);
  });

  test("a post card's request (the site's list fields, with embeds) answers no bodies, on both post routes", async () => {
    // What shared/src/blog/client.ts asks for every list: a full post is mostly its body and Yoast head.
    const card =
      '_embed=author,wp:featuredmedia,wp:term&_fields=id,slug,date,date_gmt,title,excerpt,categories,_links,_embedded';
    const fields = [
      'id',
      'date',
      'date_gmt',
      'slug',
      'title',
      'excerpt',
      'categories',
      '_links',
      '_embedded',
    ];
    const listed = await get(`${WP}/posts?per_page=9&${card}`);
    const popular = await get(`${POPULAR}?limit=4&range=last30days&${card}`);
    for (const [response, count] of [
      [listed, 9],
      [popular, 4],
    ] as const) {
      const body = response.json<Post[]>();
      assert.equal(body.length, count);
      for (const post of body) {
        assert.deepEqual(Object.keys(post).sort(), [...fields].sort());
        assert.deepEqual(Object.keys(post._embedded!).sort(), ['author', 'wp:featuredmedia', 'wp:term']);
      }
    }
    const full = await get(`${WP}/posts?per_page=9&_embed=author,wp:featuredmedia,wp:term`);
    assert.ok(
      listed.body.length * 3 < full.body.length,
      `${listed.body.length} vs ${full.body.length} bytes`,
    );
  });

  test('yoast_head_json: strings for robots, Open Graph, Twitter and a JSON-LD graph', async () => {
    const post = (await get(`${WP}/posts/${posts[0]!.id}`)).json<Post>();
    const yoast = post.yoast_head_json;
    assert.equal(typeof yoast.title, 'string');
    assert.ok(String(yoast.title).endsWith(' - Prohive Blog'));
    assert.equal(typeof yoast.description, 'string');
    assert.equal(yoast.canonical, post.link);
    assert.equal(yoast.robots.index, 'index');
    assert.equal(yoast.robots.follow, 'follow');
    assert.equal(yoast.og_type, 'article');
    assert.equal(yoast.og_url, post.link);
    assert.match(yoast.og_image[0]!.url, /\.png$/);
    assert.equal(yoast.twitter_card, 'summary_large_image');
    assert.equal(typeof yoast.twitter_title, 'string');
    assert.equal(yoast.schema['@context'], 'https://schema.org');
    const types = (yoast.schema['@graph'] as Json[]).map((node) => node['@type']);
    for (const type of ['Article', 'WebPage', 'ImageObject', 'BreadcrumbList', 'WebSite', 'Person']) {
      assert.ok(types.includes(type), type);
    }
    assert.match(String(post.yoast_head), /<meta name="robots" content="index, follow/);

    await contentDb(suite.handle.db)
      .updateTable('blog_posts')
      .set({ noindex: true })
      .where('id', '=', post.id)
      .execute();
    const hidden = (await get(`${WP}/posts/${post.id}?_fields=yoast_head_json`)).json<Post>();
    assert.equal(hidden.yoast_head_json.robots.index, 'noindex');
    await contentDb(suite.handle.db)
      .updateTable('blog_posts')
      .set({ noindex: false })
      .where('id', '=', post.id)
      .execute();
  });

  test('categories: counts of published posts, hide_empty, paging, include, slug, post; unknown id 404', async () => {
    const response = await get(`${WP}/categories?per_page=100&hide_empty=true`);
    assert.equal(response.headers['x-wp-total'], '6');
    const categories = response.json<(Json & { id: number; count: number; name: string })[]>();
    assert.equal(categories.length, 6);
    assert.equal(
      categories.reduce((sum, category) => sum + category.count, 0),
      BLOG_ARTICLES.length,
    );
    const names = categories.map((category) => category.name);
    assert.deepEqual(names, [...names].sort());
    for (const category of categories) {
      assert.equal(category.taxonomy, 'category');
      const seeded = BLOG_CATEGORIES.find((entry) => entry.name === category.name)!;
      assert.equal(
        category.count,
        BLOG_ARTICLES.filter((article) => article.category === seeded.slug).length,
        category.name,
      );
    }

    const empty = await contentDb(suite.handle.db)
      .insertInto('blog_categories')
      .values({ slug: 'empty-shelf', name: 'Empty Shelf' })
      .returning('id')
      .executeTakeFirstOrThrow();
    assert.equal((await get(`${WP}/categories?per_page=100`)).json<Json[]>().length, 7);
    assert.equal((await get(`${WP}/categories?per_page=100&hide_empty=1`)).json<Json[]>().length, 6);
    const paged = await get(`${WP}/categories?per_page=5&page=2`);
    assert.equal(paged.headers['x-wp-totalpages'], '2');
    assert.equal(paged.json<Json[]>().length, 2);
    assert.deepEqual((await get(`${WP}/categories?include=${empty.id}&_fields=slug,count`)).json(), [
      { count: 0, slug: 'empty-shelf' },
    ]);
    assert.equal((await get(`${WP}/categories?slug=cleaning`)).json<Json[]>().length, 1);
    assert.deepEqual((await get(`${WP}/categories?post=${posts[0]!.id}&_fields=id`)).json(), [
      { id: posts[0]!.categories[0] },
    ]);
    wpError(await get(`${WP}/categories?hide_empty=maybe`), 400, 'rest_invalid_param');
    wpError(await get(`${WP}/categories/999999`), 404, 'rest_term_invalid');
    assert.equal((await get(`${WP}/categories/${empty.id}`)).json<Json>().name, 'Empty Shelf');
    await contentDb(suite.handle.db).deleteFrom('blog_categories').where('id', '=', empty.id).execute();
  });

  test('users: authors with published posts only, public fields only, never an email', async () => {
    const response = await get(`${WP}/users`);
    assert.equal(response.headers['x-wp-total'], '4');
    const users = response.json<Json[]>();
    for (const user of users) {
      assert.deepEqual(Object.keys(user).sort(), [
        '_links',
        'avatar_urls',
        'description',
        'id',
        'link',
        'meta',
        'name',
        'slug',
        'url',
      ]);
      assert.deepEqual(Object.keys(user.avatar_urls as Json), ['24', '48', '96']);
    }
    assert.doesNotMatch(response.body, /@/);
    const one = (await get(`${WP}/users/${users[0]!.id}`)).json<Json>();
    assert.equal(one.name, users[0]!.name);
    wpError(await get(`${WP}/users/999999`), 404, 'rest_user_invalid_id');
    const silent = await contentDb(suite.handle.db)
      .insertInto('blog_authors')
      .values({ slug: 'no-posts-yet', name: 'No Posts Yet' })
      .returning('id')
      .executeTakeFirstOrThrow();
    wpError(await get(`${WP}/users/${silent.id}`), 401, 'rest_user_cannot_view');
    assert.equal((await get(`${WP}/users`)).headers['x-wp-total'], '4');
    wpError(await get(`${WP}/users?orderby=email`), 401, 'rest_forbidden_orderby');
    await contentDb(suite.handle.db).deleteFrom('blog_authors').where('id', '=', silent.id).execute();
  });

  test('media/{id}: source_url, media_details sizes and alt_text; the files are served', async () => {
    const media = (await get(`${WP}/media/${posts[0]!.featured_media}`)).json<
      Json & {
        media_details: { sizes: Record<string, { source_url: string; width: number; height: number }> };
      }
    >();
    assert.equal(media.media_type, 'image');
    assert.equal(media.mime_type, 'image/svg+xml');
    assert.equal(typeof media.alt_text, 'string');
    assert.ok((media.alt_text as string).length > 0);
    assert.equal(media.post, posts[0]!.id);
    assert.deepEqual(Object.keys(media.media_details.sizes).sort(), [
      'full',
      'large',
      'medium',
      'medium_large',
      'thumbnail',
    ]);
    for (const size of Object.values(media.media_details.sizes)) {
      const file = await get(size.source_url.replace(SITE, ''));
      assert.equal(file.statusCode, 200, size.source_url);
      assert.equal(file.headers['content-type'], 'image/svg+xml');
      assert.match(file.body, new RegExp(`^<svg [^>]*width="${size.width}" height="${size.height}"`));
      assert.doesNotMatch(file.body, /<script|on[a-z]+=/i);
    }
    const png = await get(
      String(media.source_url)
        .replace(SITE, '')
        .replace(/\.svg$/, '.png'),
    );
    assert.equal(png.headers['content-type'], 'image/png');
    assert.equal(png.rawPayload.subarray(1, 4).toString(), 'PNG');
    assert.equal((await get('/api/wp-content/uploads/blog/no-such-image.svg')).statusCode, 404);
    assert.equal(
      (
        await get(
          String(media.source_url)
            .replace(SITE, '')
            .replace(/\.svg$/, '-640x480.svg'),
        )
      ).statusCode,
      404,
    );
    wpError(await get(`${WP}/media/999999`), 404, 'rest_post_invalid_id');
    const avatar = await get('/api/wp-content/uploads/avatars/tom-okafor-48.svg');
    assert.equal(avatar.headers['content-type'], 'image/svg+xml');
    assert.match(avatar.body, />TO</);
    assert.equal((await get('/api/wp-content/uploads/avatars/tom-okafor-50.svg')).statusCode, 404);
  });

  test('popular posts: the plugin route ranks by views in the range, 10 by default, with pageviews', async () => {
    const byDefault = (await get(POPULAR)).json<Post[]>();
    assert.equal(byDefault.length, 10);
    const views = byDefault.map((post) => post.pageviews!);
    assert.ok(views.every((count) => count > 0));
    assert.deepEqual(
      views,
      [...views].sort((x, y) => y - x),
    );

    const four = (await get(`${POPULAR}?limit=4&_embed=author,wp:featuredmedia,wp:term`)).json<Post[]>();
    assert.deepEqual(
      four.map((post) => post.id),
      byDefault.slice(0, 4).map((post) => post.id),
    );
    assert.ok(four.every((post) => post._embedded && post.yoast_head_json));

    const allTime = (await get(`${POPULAR}?range=all&limit=${BLOG_ARTICLES.length}`)).json<Post[]>();
    const totals = await contentDb(suite.handle.db)
      .selectFrom('blog_posts')
      .select(['id', 'view_count'])
      .orderBy('view_count', 'desc')
      .orderBy('id', 'desc')
      .execute();
    assert.deepEqual(
      allTime.map((post) => [post.id, post.pageviews]),
      totals.map((row) => [row.id, row.view_count]),
    );
    const week = (await get(`${POPULAR}?range=last7days&limit=${BLOG_ARTICLES.length}`)).json<Post[]>();
    assert.ok(week[0]!.pageviews! >= byDefault[0]!.pageviews!);

    const skipped = (await get(`${POPULAR}?limit=4&pid=${byDefault[0]!.id}`)).json<Post[]>();
    assert.ok(!skipped.some((post) => post.id === byDefault[0]!.id));
    assert.deepEqual(await (await get(`${POPULAR}?order_by=comments`)).json(), []);
    assert.deepEqual(await (await get(`${POPULAR}?post_type=page`)).json(), []);
    const fresh = (await get(`${POPULAR}?range=last7days&freshness=1&limit=${BLOG_ARTICLES.length}`)).json<
      Post[]
    >();
    assert.ok(fresh.every((post) => new Date(`${post.date}Z`).getTime() >= NOW.getTime() - 8 * 86_400_000));
    const limit = wpError(await get(`${POPULAR}?limit=0`), 400, 'rest_invalid_param');
    assert.deepEqual((limit.data as Json).params, { limit: 'limit must be greater than or equal to 1' });
    wpError(await get(`${POPULAR}?range=forever`), 400, 'rest_invalid_param');
  });

  test('views: the plugin view logger counts a view once per reader, JSON or form-encoded', async () => {
    const target = posts[20]!;
    const before = (await get(`${POPULAR}?range=all&limit=${BLOG_ARTICLES.length}`))
      .json<Post[]>()
      .find((post) => post.id === target.id)!;

    const counted = await app.inject({
      method: 'POST',
      url: POPULAR,
      payload: { wpp_id: target.id },
      remoteAddress: '203.0.113.7',
    });
    assert.equal(counted.statusCode, 201, counted.body);
    assert.equal(counted.json<Json>().results, 'WPP: OK.');
    const again = await app.inject({
      method: 'POST',
      url: POPULAR,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `wpp_id=${target.id}&sampling=0`,
      remoteAddress: '203.0.113.7',
    });
    assert.equal(again.statusCode, 201, again.body);
    const other = await app.inject({
      method: 'POST',
      url: POPULAR,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `wpp_id=${target.id}`,
      remoteAddress: '203.0.113.8',
    });
    assert.equal(other.statusCode, 201, other.body);

    const after = (await get(`${POPULAR}?range=all&limit=${BLOG_ARTICLES.length}`))
      .json<Post[]>()
      .find((post) => post.id === target.id)!;
    assert.equal(after.pageviews, before.pageviews! + 2);
    const hour = await contentDb(suite.handle.db)
      .selectFrom('blog_post_views')
      .select('views')
      .where('post_id', '=', target.id)
      .where('hour', '=', new Date('2026-06-15T12:00:00Z'))
      .executeTakeFirst();
    assert.ok(hour && hour.views >= 2);

    wpError(
      await app.inject({ method: 'POST', url: POPULAR, payload: { wpp_id: 999999 } }),
      404,
      'rest_post_invalid_id',
    );
    wpError(
      await app.inject({ method: 'POST', url: POPULAR, payload: {} }),
      400,
      'rest_missing_callback_param',
    );
    wpError(
      await app.inject({ method: 'POST', url: POPULAR, payload: { wpp_id: 'x' } }),
      400,
      'rest_invalid_param',
    );
    wpError(
      await app.inject({
        method: 'POST',
        url: POPULAR,
        headers: { 'content-type': 'application/json' },
        payload: '{"wpp_id":',
      }),
      400,
      'rest_invalid_json',
    );
  });

  test('views: a flood from one address is refused with 429 and Retry-After', async () => {
    // The default limit: 120 reports a minute per address (repeats of one post are cheap to send).
    const send = () =>
      app.inject({
        method: 'POST',
        url: POPULAR,
        payload: { wpp_id: posts[1]!.id },
        remoteAddress: '198.51.100.4',
      });
    for (let sent = 0; sent < 120; sent += 1) assert.equal((await send()).statusCode, 201);
    const refused = await send();
    wpError(refused, 429, 'rest_too_many_requests');
    assert.ok(Number(refused.headers['retry-after']) > 0);
    const elsewhere = await app.inject({
      method: 'POST',
      url: POPULAR,
      payload: { wpp_id: posts[1]!.id },
      remoteAddress: '198.51.100.5',
    });
    assert.equal(elsewhere.statusCode, 201);
  });

  test('the REST index names the namespaces this source serves', async () => {
    for (const url of ['/api/wp-json', '/api/wp-json/']) {
      const index = (await get(url)).json<{ namespaces: string[]; url: string }>();
      assert.deepEqual(index.namespaces, ['wp/v2', 'wordpress-popular-posts/v1']);
      assert.equal(index.url, SITE);
    }
  });

  test('a browser on the site origin may read the paging headers', async () => {
    const response = await app.inject({ url: `${WP}/posts`, headers: { origin: SITE } });
    assert.match(String(response.headers['access-control-expose-headers']), /X-WP-TotalPages/);
    assert.equal(response.headers['access-control-allow-origin'], SITE);
  });

  test("the site's WordPress client maps these responses without falling back", async () => {
    // The shared front-end mapping, loaded by path at run time (it is not part of the api's build).
    const { mapWpPost, mapWpCategory } = (await import(
      new URL('../../../../shared/src/blog/mapping.ts', import.meta.url).href
    )) as {
      mapWpPost: (raw: unknown, context: { blogOrigin: string; siteOrigin: string }) => Json | null;
      mapWpCategory: (raw: unknown) => Json | null;
    };
    const context = { blogOrigin: SITE, siteOrigin: SITE };
    const embed = '_embed=author,wp:featuredmedia,wp:term';
    const lists = [
      (await get(`${WP}/posts?per_page=100&${embed}`)).json<Json[]>(),
      (await get(`${POPULAR}?limit=4&${embed}`)).json<Json[]>(),
    ];
    const categoryNames = new Set(
      (await get(`${WP}/categories?per_page=100&hide_empty=true`))
        .json<Json[]>()
        .map((raw) => mapWpCategory(raw)!.name),
    );
    assert.equal(categoryNames.size, 6);
    for (const raw of lists.flat()) {
      const post = mapWpPost(raw, context)!;
      assert.ok(post, 'mapped');
      assert.ok(String(post.title).length > 0);
      assert.doesNotMatch(String(post.title), /&#?\w+;/);
      assert.notEqual(post.author, 'Unknown Author');
      assert.notEqual(post.category, 'Uncategorized');
      assert.ok(categoryNames.has(String(post.category)), String(post.category));
      assert.match(String(post.image), /^http:\/\/127\.0\.0\.1:3000\/api\/wp-content\/uploads\/blog\//);
      assert.ok(String(post.excerpt).length > 40);
      assert.doesNotMatch(String(post.excerpt), /<|&#?\w+;/);
      assert.match(String(post.date), /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z$/);
      const seo = post.seo as Json & { robots: Json };
      assert.deepEqual(seo.robots, { index: true, follow: true });
      assert.equal(seo.canonical, `${SITE}/blog/${post.slug}`);
      assert.ok(seo.ogImage && seo.schema);
    }
    const meta = (await get(`${WP}/posts/${posts[0]!.id}?_fields=yoast_head_json`)).json<Json>();
    assert.equal(mapWpPost({ id: 1, ...meta }, context)!.seo !== undefined, true);
  });
});
