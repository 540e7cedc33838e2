import { matchPath } from '@prohive/shared';
import type { RemoteName } from '@prohive/shared';
import { findAreaOwner } from '../federation/areas';

/** Areas whose pages are public: rendered on the server. Account and admin screens need a session. */
const SERVER_RENDERED_REMOTES: ReadonlySet<RemoteName> = new Set(['marketing', 'blog', 'jobs', 'free_tools']);

/** Signed-in screens inside public areas: rendered in the browser behind the server-rendered layout. */
const CLIENT_ONLY_PATTERNS = ['/create-job', '/messages/*'];

/** The remote whose area the server renders for `pathname`, or null when the page is left to the browser. */
export function serverRenderedArea(pathname: string): RemoteName | null {
  const owner = findAreaOwner(pathname);
  if (!owner || !SERVER_RENDERED_REMOTES.has(owner)) return null;
  if (CLIENT_ONLY_PATTERNS.some((pattern) => matchPath({ path: pattern, end: true }, pathname))) return null;
  return owner;
}
