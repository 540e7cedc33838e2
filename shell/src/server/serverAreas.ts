import type { RemoteName, RemoteRoutesModule } from '@prohive/shared';
import type { AreaLoader } from '../federation/remoteRegistry';

/** Thrown on the server for an area it leaves to the browser; React renders the area's Suspense fallback. */
export class ClientRenderedArea extends Error {
  override readonly name = 'ClientRenderedArea';
  constructor(remote: RemoteName) {
    super(`The "${remote}" area is rendered in the browser`);
  }
}

/**
 * The server's AreaLoader for one request: the remote loaded before the render is there at once; any other
 * area (or one that failed) throws ClientRenderedArea inside its Suspense boundary, so the server sends the
 * loading state there and the browser renders it as it would without a server.
 */
export function serverAreas(ready: Partial<Record<RemoteName, RemoteRoutesModule>>): AreaLoader {
  return {
    loadedNow: (name) => ready[name],
    load: (name) => Promise.reject(new ClientRenderedArea(name)),
    invalidate: () => undefined,
  };
}
