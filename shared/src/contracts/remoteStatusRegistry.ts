import { useSyncExternalStore } from 'react';
import { REMOTE_NAMES } from './remotes';
import { createRemoteStatusRegistry, type RemoteStatus } from './remoteStatus';

/**
 * The one status registry of the page. @prohive/shared is a federation singleton, so the shell's writes and a
 * remote's reads meet here (docs/decisions/shell-and-federation.md).
 */
export const remoteStatusRegistry = createRemoteStatusRegistry(REMOTE_NAMES);

const NONE: readonly RemoteStatus[] = Object.freeze([]);

/** The remotes' statuses, re-rendering on change; empty on the server. */
export function useRemoteStatuses(): readonly RemoteStatus[] {
  return useSyncExternalStore(remoteStatusRegistry.subscribe, remoteStatusRegistry.list, () => NONE);
}
