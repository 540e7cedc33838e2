import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { cityPath, placeDirectory } from '../locations/index.js';
import { locationsWithProviders } from './repository.js';

export interface SitemapEntries {
  services: { slug: string; title: string }[];
  locations: {
    state: string;
    city: string;
    path: string;
    services: { slug: string; path: string }[];
  }[];
}

/** Every service category, and the location pages of the cities that have active providers. */
export async function sitemapEntries(db: Kysely<Database>): Promise<SitemapEntries> {
  const [services, stored] = await Promise.all([
    db.selectFrom('service_categories').select(['slug', 'title']).orderBy('sort_order').execute(),
    locationsWithProviders(db),
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
  };
}
