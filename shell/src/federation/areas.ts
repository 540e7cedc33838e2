import { matchPath } from '@prohive/shared';
import { REMOTE_AREAS } from '@prohive/shared';
import type { RemoteName } from '@prohive/shared';

/** What a visitor calls each area, for the fallback panel: 'The {label} section is unavailable right now'. */
export const AREA_LABELS: Record<RemoteName, string> = {
  marketing: 'home and information',
  blog: 'blog',
  jobs: 'jobs and professionals',
  free_tools: 'free tools',
  account: 'account',
  admin: 'admin',
};

/** The remote that owns `pathname` per the ownership table (first match wins), or null for none. */
export function findAreaOwner(pathname: string, areas = REMOTE_AREAS): RemoteName | null {
  for (const area of areas) {
    if (area.patterns.some((pattern) => matchPath({ path: pattern, end: true }, pathname)))
      return area.remote;
  }
  return null;
}
