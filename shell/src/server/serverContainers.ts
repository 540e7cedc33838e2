import { createHash } from 'node:crypto';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, RemoteRoutesModule } from '@prohive/shared';
import { REMOTE_ROUTES_EXPOSE } from '@prohive/shared';
import { withDeadline } from '../federation/fetchWithTimeout';
import { classifyRemoteError, RemoteLoadError } from '../federation/RemoteLoadError';
import { assertRoutesModule } from '../federation/remoteRegistry';

/** A remote's server build sits in `server/` beside its browser build (scripts/webpack, SERVER_DIR). */
const SERVER_CONTAINER_DIR = 'server/';
const SERVER_MANIFEST = 'mf-manifest.json';
const SERVER_ENTRY = 'remoteEntry.js';

const DEFAULT_REMOTE_TIMEOUT_MS = 1_000;

/** Where a remote's server container is, from the browser manifest URL /remotes.json gives for it. */
export function serverContainerUrls(browserManifestUrl: string): { manifest: string; entry: string } {
  const base = new URL(SERVER_CONTAINER_DIR, new URL('.', browserManifestUrl));
  return { manifest: new URL(SERVER_MANIFEST, base).href, entry: new URL(SERVER_ENTRY, base).href };
}

interface LoadedContainer {
  version: string;
  module: RemoteRoutesModule;
}

/**
 * Process-wide, but only immutable facts: which version of each remote's `./routes` is loaded, and loads in
 * flight per version. Nothing about a request or a visitor is kept here.
 */
const current = new Map<RemoteName, LoadedContainer>();
const inFlight = new Map<string, Promise<RemoteRoutesModule>>();

async function readVersion(manifestUrl: string, signal: AbortSignal): Promise<string> {
  let response: Response;
  try {
    response = await fetch(manifestUrl, { signal, headers: { accept: 'application/json' } });
  } catch (error) {
    throw classifyRemoteError(error);
  }
  if (!response.ok) {
    throw new RemoteLoadError('http', `GET ${manifestUrl} failed: HTTP ${response.status}`, {
      status: response.status,
    });
  }
  // The manifest lists every content-hashed file of the build: any change of code changes it.
  return createHash('sha256')
    .update(await response.text())
    .digest('hex')
    .slice(0, 16);
}

function loadVersion(name: RemoteName, entry: string, version: string): Promise<RemoteRoutesModule> {
  const key = `${name}@${version}`;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = (async () => {
      // The version in the URL makes the runtime treat a redeploy as a new remote entry; `force` replaces the
      // old container, module cache and all (renders still holding the old module finish with it).
      registerRemotes([{ name, entry: `${entry}?v=${version}` }], { force: true });
      const id = `${name}/${REMOTE_ROUTES_EXPOSE.replace(/^\.\//, '')}`;
      const module = assertRoutesModule(await loadRemote<RemoteRoutesModule>(id), name);
      current.set(name, { version, module });
      return module;
    })();
    inFlight.set(key, pending);
    // A failed version is tried again by the next request; a loaded one is served from `current`.
    pending.then(
      () => inFlight.delete(key),
      () => inFlight.delete(key),
    );
  }
  return pending;
}

/**
 * The remote's `./routes` for rendering on the server, from its server container: its manifest is read on
 * every request (a few hundred bytes on the local network) and the container is loaded again only when the
 * manifest changed, so a remote redeployed alone is rendered in its new version without restarting the shell.
 * Bounded by `timeoutMs`; a load that overruns keeps going in the background for the next request.
 */
export async function loadServerArea(
  name: RemoteName,
  browserManifestUrl: string,
  timeoutMs = DEFAULT_REMOTE_TIMEOUT_MS,
): Promise<RemoteRoutesModule> {
  const { manifest, entry } = serverContainerUrls(browserManifestUrl);
  const controller = new AbortController();
  const work = (async () => {
    const version = await readVersion(manifest, controller.signal);
    const loaded = current.get(name);
    if (loaded?.version === version) return loaded.module;
    return loadVersion(name, entry, version);
  })();
  try {
    return await withDeadline(work, timeoutMs, `Loading the server container of "${name}"`);
  } catch (error) {
    controller.abort();
    throw classifyRemoteError(error, name);
  }
}
