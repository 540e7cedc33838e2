import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import type { ContextOptions } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../http-errors.js';
import { access } from '../../plugins/access.js';
import { ErrorSchema } from '../../lib/schemas.js';
import { cityPath, placeDirectory, type City, type PlaceDirectory } from './places.js';
import { openJobsNear, providersNear, serviceCountsNear } from './repository.js';
import {
  CityParams,
  CityServiceParams,
  DEFAULT_LIMIT,
  DEFAULT_RADIUS_MILES,
  LocationPageSchema,
  NearbyQuerystring,
  ZipParams,
  ZipPlaceSchema,
} from './schemas.js';

const NEARBY_CITY_COUNT = 8;
const NEARBY_CITY_MAX_MILES = 50;

const errorResponses = { 404: ErrorSchema, 422: ErrorSchema };

export interface LocationsOptions extends ContextOptions {
  /** Replaces the ZIP data (tests); defaults to the `zipcodes` package. */
  places?: PlaceDirectory;
}

function findCity(places: PlaceDirectory, stateParam: string, cityParam: string): City {
  const state = places.state(stateParam);
  if (!state) throw notFound('We do not know that state.');
  const city = places.city(state, cityParam);
  if (!city) throw notFound(`We do not know that city in ${state.name}.`);
  return city;
}

async function findService(db: Kysely<Database>, slug: string) {
  const service = await db
    .selectFrom('service_categories')
    .select(['id', 'slug', 'title', 'description'])
    .where('slug', '=', slug.toLowerCase())
    .executeTakeFirst();
  if (!service) throw notFound('We do not know that service.');
  return service;
}

async function locationPage(
  db: Kysely<Database>,
  places: PlaceDirectory,
  city: City,
  service: { id: number; slug: string; title: string; description: string } | null,
  query: { radius?: number; limit?: number },
) {
  const radiusMiles = query.radius ?? DEFAULT_RADIUS_MILES;
  const limit = query.limit ?? DEFAULT_LIMIT;
  const nearby = { centre: city, radiusMiles, limit, categoryId: service?.id };
  const [providers, jobs, services] = await Promise.all([
    providersNear(db, nearby),
    openJobsNear(db, nearby),
    serviceCountsNear(db, city, radiusMiles),
  ]);
  return {
    data: {
      city: {
        name: city.name,
        slug: city.slug,
        state: city.state,
        latitude: city.latitude,
        longitude: city.longitude,
        zips: city.zips,
        path: cityPath(city),
      },
      service: service
        ? { slug: service.slug, title: service.title, description: service.description }
        : null,
      radius_miles: radiusMiles,
      nearby_cities: places
        .nearbyCities(city, NEARBY_CITY_COUNT, NEARBY_CITY_MAX_MILES)
        .map(({ city: other, distanceMiles }) => ({
          name: other.name,
          slug: other.slug,
          state: other.state.code,
          distance_miles: distanceMiles,
          path: cityPath(other, service?.slug),
        })),
      services: services.map((entry) => ({ ...entry, path: cityPath(city, entry.slug) })),
      providers,
      jobs,
    },
  };
}

const locationsRoutes: FastifyPluginAsyncTypebox<LocationsOptions> = async (app, { ctx, places }) => {
  const directory = () => places ?? placeDirectory();

  app.get(
    '/api/locations/zip/:zip',
    {
      config: { access: access.public() },
      schema: {
        tags: ['locations'],
        summary: 'A US ZIP code: its city, state and coordinates (404 for a ZIP the data does not place)',
        params: ZipParams,
        response: { 200: Type.Object({ data: ZipPlaceSchema }), ...errorResponses },
      },
    },
    async (request) => {
      const place = directory().zip(request.params.zip);
      if (!place) throw notFound(`We could not find ZIP code ${request.params.zip}.`);
      const city = directory().cityNamed(place.state, place.city);
      return {
        data: {
          zip: place.zip,
          city: place.city,
          state: place.state,
          state_name: place.stateName,
          latitude: place.latitude,
          longitude: place.longitude,
          city_path: city ? cityPath(city) : null,
        },
      };
    },
  );

  app.get(
    '/api/locations/:state/:city',
    {
      config: { access: access.public() },
      schema: {
        tags: ['locations'],
        summary:
          'A city page: centre, ZIPs, nearby cities, services, and the providers and open jobs within the radius (nearest first, then best rated)',
        description:
          'state is a two-letter code (tx) or a slug (texas); city is a slug (san-diego). Unknown places answer 404.',
        params: CityParams,
        querystring: NearbyQuerystring,
        response: { 200: Type.Object({ data: LocationPageSchema }), ...errorResponses },
      },
    },
    async (request) => {
      const city = findCity(directory(), request.params.state, request.params.city);
      return locationPage(ctx.db, directory(), city, null, request.query);
    },
  );

  app.get(
    '/api/locations/:state/:city/:service',
    {
      config: { access: access.public() },
      schema: {
        tags: ['locations'],
        summary: 'A city page filtered to one service category (404 for an unknown place or service)',
        params: CityServiceParams,
        querystring: NearbyQuerystring,
        response: { 200: Type.Object({ data: LocationPageSchema }), ...errorResponses },
      },
    },
    async (request) => {
      const city = findCity(directory(), request.params.state, request.params.city);
      const service = await findService(ctx.db, request.params.service);
      return locationPage(ctx.db, directory(), city, service, request.query);
    },
  );
};

export default locationsRoutes;
