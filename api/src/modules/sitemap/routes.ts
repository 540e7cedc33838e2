import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ContextOptions } from '../../context.js';
import { access } from '../../plugins/access.js';
import { siteUrls } from '../content/index.js';
import { sitemapEntries } from './entries.js';
import { robotsTxt } from './robots.js';
import { siteSitemapXml } from './sitemap.js';

const SitemapSchema = Type.Object({
  services: Type.Array(Type.Object({ slug: Type.String(), title: Type.String() }), {
    description: 'Every service category; the site decides which of them have a /services page',
  }),
  locations: Type.Array(
    Type.Object({
      state: Type.String(),
      city: Type.String(),
      path: Type.String({ description: 'e.g. /tx/austin' }),
      services: Type.Array(Type.Object({ slug: Type.String(), path: Type.String() }), {
        description: 'Services offered there by at least one active provider, e.g. /tx/austin/plumbing',
      }),
    }),
    { description: 'Cities with at least one active provider' },
  ),
});

/** Crawlers fetch these often; an hour old is fresh enough for pages that change with new providers and posts. */
const CRAWLER_CACHE = 'public, max-age=3600';

const sitemapRoutes: FastifyPluginAsyncTypebox<ContextOptions> = async (app, { ctx }) => {
  // Links point at the site, not the api: the first configured site origin, as the blog source's links do.
  const origin = siteUrls(ctx.config.siteOrigins[0] ?? 'http://127.0.0.1:3000').site;

  app.get(
    '/api/sitemap-entries',
    {
      config: { access: access.public() },
      schema: {
        tags: ['catalogue'],
        summary:
          'The data behind /sitemap.xml: service categories and the location pages of cities that have providers (blog posts come from the blog source)',
        response: { 200: Type.Object({ data: SitemapSchema }) },
      },
    },
    async () => ({ data: await sitemapEntries(ctx.db) }),
  );

  app.get(
    '/api/sitemap.xml',
    {
      config: { access: access.public() },
      schema: {
        tags: ['catalogue'],
        summary:
          "The site's sitemap (sitemaps.org urlset, application/xml): fixed pages, service pages, location pages of cities with providers, blog categories and posts; the site serves it as /sitemap.xml",
      },
    },
    async (_request, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', CRAWLER_CACHE)
        .send(await siteSitemapXml(ctx.db, origin)),
  );

  app.get(
    '/api/robots.txt',
    {
      config: { access: access.public() },
      schema: {
        tags: ['catalogue'],
        summary:
          "The site's robots.txt (text/plain): crawl everything public, not the signed-in areas; names the sitemap. The site serves it as /robots.txt",
      },
    },
    async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').header('cache-control', CRAWLER_CACHE).send(robotsTxt(origin)),
  );
};

export default sitemapRoutes;
