// What the shell's server publishes at run time: /remotes.json (where each remote's manifest lives) and
// /config.json (RuntimeConfig), both from environment variables, so one build runs in every environment.
import fs from 'node:fs';
import path from 'node:path';
import type { RemoteId } from '../apps';
import { REMOTES, portFor } from '../apps';
import { MANIFEST_FILE } from '../webpack/federation';

/** Mirrors RuntimeConfig in shared/src/contracts/runtimeConfig.ts (the scripts project cannot import shared). */
export interface PublishedRuntimeConfig {
  apiBaseUrl: string;
  blogApiUrl: string;
  ipLookupUrl: string;
  reverseGeocodeUrl: string;
  mapTileUrl: string;
  googleClientId?: string;
  stripePublishableKey?: string;
}

/** Same defaults as DEFAULT_RUNTIME_CONFIG in shared/src/config/defaults.ts. */
export const RUNTIME_CONFIG_DEFAULTS = {
  apiBaseUrl: '/api',
  blogApiUrl: '/api/wp-json',
  ipLookupUrl: 'https://ipapi.co/json/',
  reverseGeocodeUrl: 'https://nominatim.openstreetmap.org/reverse',
  mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
} as const;

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

export function runtimeConfigFromEnv(env: NodeJS.ProcessEnv = process.env): PublishedRuntimeConfig {
  const config: PublishedRuntimeConfig = {
    apiBaseUrl: nonEmpty(env.API_BASE_URL) ?? RUNTIME_CONFIG_DEFAULTS.apiBaseUrl,
    blogApiUrl: nonEmpty(env.BLOG_API_URL) ?? RUNTIME_CONFIG_DEFAULTS.blogApiUrl,
    ipLookupUrl: nonEmpty(env.IP_LOOKUP_URL) ?? RUNTIME_CONFIG_DEFAULTS.ipLookupUrl,
    reverseGeocodeUrl: nonEmpty(env.REVERSE_GEOCODE_URL) ?? RUNTIME_CONFIG_DEFAULTS.reverseGeocodeUrl,
    mapTileUrl: nonEmpty(env.MAP_TILE_URL) ?? RUNTIME_CONFIG_DEFAULTS.mapTileUrl,
  };
  const googleClientId = nonEmpty(env.GOOGLE_CLIENT_ID);
  const stripePublishableKey = nonEmpty(env.STRIPE_PUBLISHABLE_KEY);
  if (googleClientId) config.googleClientId = googleClientId;
  if (stripePublishableKey) config.stripePublishableKey = stripePublishableKey;
  return config;
}

/** REMOTE_FREE_TOOLS_URL for free_tools, and so on. */
export function remoteUrlEnv(id: RemoteId): string {
  return `REMOTE_${id.toUpperCase()}_URL`;
}

/**
 * A `{version}` in REMOTE_<NAME>_URL is the release named by REMOTE_RELEASES_DIR/<name>/current, read on every
 * call, so `npm run deploy:remote` switches the manifest the shell hands out without restarting anything.
 */
function withReleaseVersion(url: string, id: RemoteId, env: NodeJS.ProcessEnv): string {
  if (!url.includes('{version}')) return url;
  const dir = nonEmpty(env.REMOTE_RELEASES_DIR);
  if (!dir) throw new Error(`${remoteUrlEnv(id)} has {version} but REMOTE_RELEASES_DIR is not set`);
  const version = fs.readFileSync(path.join(dir, id, 'current'), 'utf8').trim();
  return url.replace('{version}', encodeURIComponent(version));
}

/**
 * remote name → manifest URL. An explicit REMOTE_<NAME>_URL wins; otherwise the remote is on its own port of
 * the host the browser used to reach the shell (so 127.0.0.1 and localhost both work).
 */
export function remotesManifestFor(
  requestHost: { protocol: string; hostname: string },
  env: NodeJS.ProcessEnv = process.env,
): Record<RemoteId, string> {
  const manifest = {} as Record<RemoteId, string>;
  for (const remote of REMOTES) {
    const id = remote.id as RemoteId;
    const explicit = nonEmpty(env[remoteUrlEnv(id)]);
    manifest[id] = explicit
      ? withReleaseVersion(explicit, id, env)
      : `${requestHost.protocol}://${requestHost.hostname}:${portFor(remote, env)}/${MANIFEST_FILE}`;
  }
  return manifest;
}
