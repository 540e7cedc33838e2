import { createContext, useContext } from 'react';
import type { AreaLoader } from './remoteRegistry';

export const RemoteRegistryContext = createContext<AreaLoader | null>(null);

export function useRemoteRegistry(): AreaLoader {
  const registry = useContext(RemoteRegistryContext);
  if (!registry) throw new Error('useRemoteRegistry must be used inside <RemoteRegistryContext.Provider>');
  return registry;
}
