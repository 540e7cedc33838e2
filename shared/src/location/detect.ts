import { GEOLOCATION_OPTIONS } from './constants';
import type { LocationServices } from './services';

export interface LocationFix {
  latitude: number;
  longitude: number;
  zipCode: string | null;
}

export interface DetectOptions {
  /** A background refresh: never triggers the browser's geolocation (and so never its permission prompt). */
  silent?: boolean;
}

type Route = (services: LocationServices) => Promise<LocationFix | null>;

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Spec §8: IP lookup failure is logged and gives no result. */
const viaIpLookup: Route = async (services) => {
  try {
    const found = await services.ipLookup();
    return { latitude: found.latitude, longitude: found.longitude, zipCode: found.postal };
  } catch (error) {
    console.error('[location] IP lookup failed:', describe(error));
    return null;
  }
};

/** Spec §8: reverse geocoding failure is logged and leaves the zip null; the coordinates still count. */
async function postcodeAt(
  services: LocationServices,
  latitude: number,
  longitude: number,
): Promise<string | null> {
  try {
    return await services.reverseGeocode({ latitude, longitude });
  } catch (error) {
    console.error('[location] Reverse geocoding failed:', describe(error));
    return null;
  }
}

const viaBrowser: Route = async (services) => {
  let position;
  try {
    position = await services.currentPosition({ ...GEOLOCATION_OPTIONS });
  } catch (error) {
    console.error('[location] Browser geolocation failed:', describe(error));
    return null;
  }
  const zipCode = await postcodeAt(services, position.latitude, position.longitude);
  return { ...position, zipCode };
};

/**
 * Which routes to try, in order (spec §9): the browser first only when permission is already granted; when it
 * is denied, not yet asked, or unsupported, the IP lookup goes first so nobody is prompted just to prefill a
 * form. A silent refresh never uses the browser.
 */
async function routesFor(services: LocationServices, options: DetectOptions): Promise<Route[]> {
  if (options.silent) return [viaIpLookup];
  const permission = await services.permission().catch(() => 'unsupported' as const);
  return permission === 'granted' ? [viaBrowser, viaIpLookup] : [viaIpLookup, viaBrowser];
}

/** The first location any route finds, or null when every route failed. Never rejects. */
export async function findLocation(
  services: LocationServices,
  options: DetectOptions = {},
): Promise<LocationFix | null> {
  for (const route of await routesFor(services, options)) {
    const fix = await route(services);
    if (fix) return fix;
  }
  return null;
}
