import type { GeoPoint } from './model';

const EARTH_RADIUS_MILES = 3958.8;

function radians(degrees: number): number {
  return (degrees * Math.PI) / 180;
}

/** Great-circle (haversine) distance in miles. */
export function haversineMiles(from: GeoPoint, to: GeoPoint): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLng = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * Whole minutes to drive `miles` at `speedMph`. Rounded up so a plan never promises an arrival the crew
 * cannot make.
 */
export function travelMinutes(miles: number, speedMph: number): number {
  return Math.ceil((miles / speedMph) * 60);
}
