import { getRuntimeConfig } from '../config/runtimeConfig';
import type { RuntimeConfig } from '../contracts/runtimeConfig';
import { LOCATION_SERVICE_TIMEOUT_MS, REVERSE_GEOCODE_ZOOM } from './constants';

/** The browser's geolocation permission, or 'unsupported' when the Permissions API or geolocation is missing. */
export type GeoPermission = 'granted' | 'denied' | 'prompt' | 'unsupported';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

export interface IpLocation extends Coordinates {
  postal: string | null;
}

/**
 * Every source of location the app uses, behind one adapter: tests and the e2e suite replace it, and the
 * third-party URLs come from the runtime config.
 */
export interface LocationServices {
  permission(): Promise<GeoPermission>;
  currentPosition(options: PositionOptions): Promise<Coordinates>;
  /** IP geolocation (spec §7: postal, latitude, longitude). Rejects when the service fails. */
  ipLookup(): Promise<IpLocation>;
  /** Reverse geocoding (spec §7: address.postcode). Resolves null when the place has no postcode. */
  reverseGeocode(at: Coordinates): Promise<string | null>;
}

type FetchLike = (
  input: string,
  init?: { signal?: AbortSignal; headers?: Record<string, string> },
) => Promise<{
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
}>;

export interface BrowserLocationServicesOptions {
  navigator?: Pick<Navigator, 'geolocation' | 'permissions'>;
  fetchImpl?: FetchLike;
  getConfig?: () => Pick<RuntimeConfig, 'ipLookupUrl' | 'reverseGeocodeUrl'>;
  timeoutMs?: number;
}

function finiteNumber(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

function nonEmptyString(value: unknown): string | null {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** Reads the IP service's answer; throws when it has no usable coordinates. */
export function readIpLocation(body: unknown): IpLocation {
  const record = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const latitude = finiteNumber(record.latitude);
  const longitude = finiteNumber(record.longitude);
  if (latitude === null || longitude === null) throw new Error('IP lookup returned no coordinates');
  return { latitude, longitude, postal: nonEmptyString(record.postal) };
}

/** Reads `address.postcode` from a reverse-geocoding answer. */
export function readPostcode(body: unknown): string | null {
  const address = (body as { address?: { postcode?: unknown } } | null)?.address;
  return nonEmptyString(address?.postcode);
}

/** The reverse-geocoding request URL (spec §7: format json, lat, lon, zoom 18, addressdetails 1). */
export function reverseGeocodeRequestUrl(baseUrl: string, at: Coordinates): string {
  const params = new URLSearchParams({
    format: 'json',
    lat: String(at.latitude),
    lon: String(at.longitude),
    zoom: String(REVERSE_GEOCODE_ZOOM),
    addressdetails: '1',
  });
  return `${baseUrl}${baseUrl.includes('?') ? '&' : '?'}${params.toString()}`;
}

async function fetchJson(fetchImpl: FetchLike, url: string, timeoutMs: number): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(url, {
      signal: controller.signal,
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`HTTP ${response.status} from ${url}`);
    return await response.json();
  } catch (error) {
    if (controller.signal.aborted) throw new Error(`Timed out after ${timeoutMs} ms: ${url}`);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** The real adapter: the browser's Permissions and Geolocation APIs and the two configured web services. */
export function createBrowserLocationServices(
  options: BrowserLocationServicesOptions = {},
): LocationServices {
  const nav = options.navigator ?? (typeof navigator === 'undefined' ? undefined : navigator);
  const fetchImpl: FetchLike = options.fetchImpl ?? ((input, init) => fetch(input, init));
  const getConfig = options.getConfig ?? getRuntimeConfig;
  const timeoutMs = options.timeoutMs ?? LOCATION_SERVICE_TIMEOUT_MS;

  return {
    async permission() {
      if (!nav?.geolocation || !nav.permissions?.query) return 'unsupported';
      try {
        const status = await nav.permissions.query({ name: 'geolocation' });
        return status.state;
      } catch {
        return 'unsupported';
      }
    },
    currentPosition(positionOptions) {
      return new Promise<Coordinates>((resolve, reject) => {
        if (!nav?.geolocation) return reject(new Error('Geolocation is not supported'));
        nav.geolocation.getCurrentPosition(
          (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
          (error) => reject(new Error(`Geolocation failed (code ${error.code}): ${error.message}`)),
          positionOptions,
        );
      });
    },
    async ipLookup() {
      return readIpLocation(await fetchJson(fetchImpl, getConfig().ipLookupUrl, timeoutMs));
    },
    async reverseGeocode(at) {
      return readPostcode(
        await fetchJson(fetchImpl, reverseGeocodeRequestUrl(getConfig().reverseGeocodeUrl, at), timeoutMs),
      );
    },
  };
}
