import { matchPath } from 'react-router-dom';
import { REMOTE_AREAS } from '@prohive/shared';
import type { RemoteName } from '@prohive/shared';

/** What a visitor calls each area, for the fallback panel. */
export const AREA_LABELS: Record<RemoteName, string> = {
  marketing: 'Home and information pages',
  blog: 'Blog',
  jobs: 'Jobs and professionals',
  free_tools: 'Free tools',
  account: 'Account',
  admin: 'Admin',
};

/** The remote that owns `pathname` per the ownership table (first match wins), or null for none. */
export function findAreaOwner(pathname: string, areas = REMOTE_AREAS): RemoteName | null {
  for (const area of areas) {
    if (area.patterns.some((pattern) => matchPath({ path: pattern, end: true }, pathname)))
      return area.remote;
  }
  return null;
}
