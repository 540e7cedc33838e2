import type { RuntimeConfig } from '../contracts/runtimeConfig';

/** Where the shell's server publishes deploy-time settings (see docs/decisions/shell-and-federation.md §2). */
export const RUNTIME_CONFIG_URL = '/config.json';

/**
 * A slow or hung `/config.json` must not hold the whole site back: after this long the defaults are used.
 * Chosen to sit well inside a user's patience while leaving room for a cold static server.
 */
export const RUNTIME_CONFIG_TIMEOUT_MS = 4000;

/** The settings used when `/config.json` is missing, slow or broken: a same-origin api and public services. */
export const DEFAULT_RUNTIME_CONFIG: Readonly<RuntimeConfig> = Object.freeze({
  apiBaseUrl: '/api',
  blogApiUrl: '/api/wp-json',
  ipLookupUrl: 'https://ipapi.co/json/',
  reverseGeocodeUrl: 'https://nominatim.openstreetmap.org/reverse',
  mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
});
