/** Great-circle distances on a spherical Earth: plenty for "providers within 25 miles". */

export const EARTH_RADIUS_MILES = 3958.8;

export interface Coordinates {
  latitude: number;
  longitude: number;
}

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

export function distanceMiles(from: Coordinates, to: Coordinates): number {
  const dLat = toRadians(to.latitude - from.latitude);
  const dLon = toRadians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(from.latitude)) * Math.cos(toRadians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * A latitude/longitude box that contains every point within `miles` of the centre, so the database can
 * discard far rows with plain comparisons before computing exact distances.
 */
export function boundingBox(centre: Coordinates, miles: number) {
  const latDelta = (miles / EARTH_RADIUS_MILES) * (180 / Math.PI);
  const cosLat = Math.cos(toRadians(centre.latitude));
  // Near the poles the longitude span is unbounded; take the whole circle rather than divide by ~0.
  const lonDelta = cosLat < 1e-6 ? 180 : Math.min(180, latDelta / cosLat);
  return {
    minLatitude: centre.latitude - latDelta,
    maxLatitude: centre.latitude + latDelta,
    minLongitude: centre.longitude - lonDelta,
    maxLongitude: centre.longitude + lonDelta,
  };
}

/** Distances shown to people: one decimal. */
export function roundMiles(miles: number): number {
  return Math.round(miles * 10) / 10;
}
