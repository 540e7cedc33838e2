import { boundingBox, type Coordinates } from './geo.js';

/**
 * The half-degree grid of `jobs.geo_cell` (migration 0006, whose comment names this file's old place,
 * modules/jobs/geo-grid.ts: applied migrations are checksummed) and of the providers' search. The SQL
 * expression and this function must agree: (floor(lat * 2) + 180) * 1000 + (floor(lon * 2) + 360). Multiplying by 2 is exact in floating point, so both
 * sides floor the same value.
 */
export function gridCell(latitude: number, longitude: number): number {
  return (Math.floor(latitude * 2) + 180) * 1000 + (Math.floor(longitude * 2) + 360);
}

/**
 * Above this many cells a radius search reads the plain category/newest index with a box filter instead:
 * a wide circle matches so many jobs that the first page is found after a short ordered scan anyway.
 */
export const MAX_CELLS = 16;

/** Every grid cell the circle's bounding box touches, or null when there are more than MAX_CELLS. */
export function cellsCovering(centre: Coordinates, radiusMiles: number): number[] | null {
  const box = boundingBox(centre, radiusMiles);
  const latFrom = Math.floor(box.minLatitude * 2);
  const latTo = Math.floor(box.maxLatitude * 2);
  const lonFrom = Math.floor(box.minLongitude * 2);
  const lonTo = Math.floor(box.maxLongitude * 2);
  if ((latTo - latFrom + 1) * (lonTo - lonFrom + 1) > MAX_CELLS) return null;
  const cells: number[] = [];
  for (let lat = latFrom; lat <= latTo; lat += 1) {
    for (let lon = lonFrom; lon <= lonTo; lon += 1) cells.push((lat + 180) * 1000 + (lon + 360));
  }
  return cells;
}
