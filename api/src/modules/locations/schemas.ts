import Type from 'typebox';

/** Path segments are looked up, not validated: anything that names no place is simply a 404. */
const Segment = Type.String({ minLength: 1, maxLength: 100 });

export const CityParams = Type.Object({ state: Segment, city: Segment }, { additionalProperties: false });
export const CityServiceParams = Type.Object(
  { state: Segment, city: Segment, service: Segment },
  { additionalProperties: false },
);
export const ZipParams = Type.Object(
  {
    zip: Type.String({ pattern: '^[0-9]{5}$', errorMessage: 'The zip must be a 5-digit US ZIP code.' }),
  },
  { additionalProperties: false },
);

export const DEFAULT_RADIUS_MILES = 25;
export const DEFAULT_LIMIT = 12;

export const NearbyQuerystring = Type.Object(
  {
    radius: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 100,
        default: DEFAULT_RADIUS_MILES,
        description: 'Search radius in miles around the city centre',
      }),
    ),
    limit: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 50,
        default: DEFAULT_LIMIT,
        description: 'How many providers and how many jobs to list',
      }),
    ),
  },
  { additionalProperties: false },
);

const StateSchema = Type.Object({ code: Type.String(), name: Type.String(), slug: Type.String() });

export const ZipPlaceSchema = Type.Object(
  {
    zip: Type.String(),
    city: Type.String(),
    state: Type.String({ description: 'Two-letter code' }),
    state_name: Type.Union([Type.String(), Type.Null()]),
    latitude: Type.Number(),
    longitude: Type.Number(),
    city_path: Type.Union([Type.String(), Type.Null()], {
      description: "The city's location page, e.g. /tx/austin (null when the city has no page)",
    }),
  },
  { $id: 'ZipPlace' },
);

const NearbyProviderSchema = Type.Object({
  id: Type.Integer(),
  business_name: Type.String(),
  bio: Type.String(),
  avatar: Type.Union([Type.String(), Type.Null()]),
  city: Type.String(),
  state: Type.String(),
  rating_average: Type.Number(),
  review_count: Type.Integer(),
  hires: Type.Integer(),
  years_in_business: Type.Integer(),
  response_time_minutes: Type.Union([Type.Integer(), Type.Null()]),
  verified: Type.Object({ license: Type.Boolean(), insurance: Type.Boolean(), background: Type.Boolean() }),
  services: Type.Array(Type.String(), { description: 'Service category slugs' }),
  distance_miles: Type.Number(),
});

const NearbyJobSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  category: Type.Object({ slug: Type.String(), title: Type.String() }),
  service_type: Type.String(),
  city: Type.String(),
  state: Type.String(),
  budget_min_cents: Type.Union([Type.Integer(), Type.Null()]),
  budget_max_cents: Type.Union([Type.Integer(), Type.Null()]),
  timing: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  distance_miles: Type.Number(),
});

export const LocationPageSchema = Type.Object(
  {
    city: Type.Object({
      name: Type.String(),
      slug: Type.String(),
      state: StateSchema,
      latitude: Type.Number(),
      longitude: Type.Number(),
      zips: Type.Array(Type.String()),
      path: Type.String({ description: 'Canonical page path, e.g. /ca/san-diego' }),
    }),
    service: Type.Union([
      Type.Object({ slug: Type.String(), title: Type.String(), description: Type.String() }),
      Type.Null(),
    ]),
    radius_miles: Type.Integer(),
    nearby_cities: Type.Array(
      Type.Object({
        name: Type.String(),
        slug: Type.String(),
        state: Type.String(),
        distance_miles: Type.Number(),
        path: Type.String(),
      }),
    ),
    services: Type.Array(
      Type.Object({
        slug: Type.String(),
        title: Type.String(),
        provider_count: Type.Integer({ description: 'Active providers within the radius offering it' }),
        path: Type.String(),
      }),
    ),
    providers: Type.Object({ total: Type.Integer(), items: Type.Array(NearbyProviderSchema) }),
    jobs: Type.Object({ total: Type.Integer(), items: Type.Array(NearbyJobSchema) }),
  },
  { $id: 'LocationPage' },
);
