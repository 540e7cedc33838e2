// The locations module's public face: other modules import from here, never from its files.
export { cellsCovering } from './geo-grid.js';
export { EARTH_RADIUS_MILES, boundingBox, distanceMiles, roundMiles } from './geo.js';
export type { Coordinates } from './geo.js';
export { cityPath, placeDirectory } from './places.js';
export { distanceFrom } from './repository.js';
