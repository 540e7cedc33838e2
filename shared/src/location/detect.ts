import { GEOLOCATION_OPTIONS } from './constants';
import { createSessionFailureMemory, type LocationFailureMemory } from './failureMemory';
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

type Route = (services: LocationServices, memory: LocationFailureMemory) => Promise<LocationFix | null>;

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Spec §8 says these failures are logged. They are normal on the open web (an ad blocker, a denied permission,
 * a rate-limited free service) and the visitor just types a ZIP, so they are warnings, not errors.
 */
function logQuietly(what: string, error: unknown): void {
  console.warn(`[location] ${what} failed; the visitor can type a ZIP instead:`, describe(error));
}

/**
 * Spec §8: IP lookup failure is logged and gives no result. It is remembered for the session, so a dead service
 * costs one request and one warning per visit, not one per page.
 */
const viaIpLookup: Route = async (services, memory) => {
  try {
    const found = await services.ipLookup();
    return { latitude: found.latitude, longitude: found.longitude, zipCode: found.postal };
  } catch (error) {
    memory.rememberIpLookupFailed();
    logQuietly('IP lookup', error);
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
    logQuietly('Reverse geocoding', error);
    return null;
  }
}

const viaBrowser: Route = async (services) => {
  let position;
  try {
    position = await services.currentPosition({ ...GEOLOCATION_OPTIONS });
  } catch (error) {
    logQuietly('Browser geolocation', error);
    return null;
  }
  const zipCode = await postcodeAt(services, position.latitude, position.longitude);
  return { ...position, zipCode };
};

/**
 * Which routes to try, in order (spec §9): the browser first only when permission is already granted; when it
 * is denied, not yet asked, or unsupported, the IP lookup goes first so nobody is prompted just to prefill a
 * form. A silent refresh never uses the browser.
 *
 * Once the IP lookup has failed in this session it is skipped, and so is the browser unless its permission is
 * already granted: the first page offered the browser's prompt, and asking again on every page would nag. The
 * search forms then simply ask for a ZIP.
 */
async function routesFor(
  services: LocationServices,
  options: DetectOptions,
  memory: LocationFailureMemory,
): Promise<Route[]> {
  const ipLookup = memory.ipLookupFailed() ? [] : [viaIpLookup];
  if (options.silent) return ipLookup;
  const permission = await services.permission().catch(() => 'unsupported' as const);
  if (permission === 'granted') return [viaBrowser, ...ipLookup];
  return ipLookup.length > 0 ? [viaIpLookup, viaBrowser] : [];
}

/**
 * The first location any route finds, or null when every route failed. Never rejects. `memory` defaults to
 * the browser session's.
 */
export async function findLocation(
  services: LocationServices,
  options: DetectOptions = {},
  memory: LocationFailureMemory = createSessionFailureMemory(),
): Promise<LocationFix | null> {
  for (const route of await routesFor(services, options, memory)) {
    const fix = await route(services, memory);
    if (fix) return fix;
  }
  return null;
}
