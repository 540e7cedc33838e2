import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ContextOptions } from '../../context.js';
import { access } from '../../plugins/access.js';
import { cityPath, placeDirectory } from '../locations/places.js';
import { locationsWithProviders } from './repository.js';

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

const sitemapRoutes: FastifyPluginAsyncTypebox<ContextOptions> = async (app, { ctx }) => {
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
    async () => {
      const [services, stored] = await Promise.all([
        ctx.db.selectFrom('service_categories').select(['slug', 'title']).orderBy('sort_order').execute(),
        locationsWithProviders(ctx.db),
      ]);
      const places = placeDirectory();
      // Several stored spellings can name one city; the page is listed once with the union of services.
      const byPath = new Map<string, { state: string; city: string; services: Set<string> }>();
      for (const entry of stored) {
        const city = places.cityNamed(entry.state, entry.city);
        if (!city) continue;
        const path = cityPath(city);
        const known = byPath.get(path) ?? { state: city.state.code, city: city.name, services: new Set() };
        for (const slug of entry.services) known.services.add(slug);
        byPath.set(path, known);
      }
      const order = new Map(services.map((service, index) => [service.slug, index]));
      return {
        data: {
          services,
          locations: [...byPath.entries()]
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([path, entry]) => ({
              state: entry.state,
              city: entry.city,
              path,
              services: [...entry.services]
                .sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0))
                .map((slug) => ({ slug, path: `${path}/${slug}` })),
            })),
        },
      };
    },
  );
};

export default sitemapRoutes;
