import { createContext, useContext } from 'react';
import type { RemoteRegistry } from './remoteRegistry';

export const RemoteRegistryContext = createContext<RemoteRegistry | null>(null);

export function useRemoteRegistry(): RemoteRegistry {
  const registry = useContext(RemoteRegistryContext);
  if (!registry) throw new Error('useRemoteRegistry must be used inside <RemoteRegistryContext.Provider>');
  return registry;
}
