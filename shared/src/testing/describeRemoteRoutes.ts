import { matchPath } from 'react-router-dom';
import { REMOTE_AREAS, type RemoteName, type RemoteRoute } from '../contracts/remotes';

/** A concrete URL for a route pattern: every parameter and splat filled with a plausible segment. */
const samplePath = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, 'tx').replace(/\*$/, 'inbox');

/** The remote the shell would load for a URL: first matching area wins, as in the shell's router. */
const ownerOf = (pathname: string) =>
  REMOTE_AREAS.find((area) =>
    area.patterns.some((pattern) => matchPath({ path: pattern, end: true }, pathname)),
  )?.remote;

/**
 * The contract between a remote's `./routes` and the shell's ownership table, checked the same way for every
 * remote: each route is absolute and routed to this remote, every pattern the remote owns has a screen, and no
 * path is declared twice.
 */
export function describeRemoteRoutes(remote: RemoteName, routes: readonly RemoteRoute[]): void {
  describe(`${remote} routes`, () => {
    it('exposes at least one route, each with a component', () => {
      expect(routes.length).toBeGreaterThan(0);
      for (const route of routes) expect(route.Component).toBeTruthy();
    });

    it.each(routes.map((route) => route.path))(
      '%s is absolute and routed to this remote by the shell',
      (path) => {
        expect(path.startsWith('/')).toBe(true);
        expect(ownerOf(samplePath(path))).toBe(remote);
      },
    );

    const ownPatterns = REMOTE_AREAS.filter((area) => area.remote === remote).flatMap(
      (area) => area.patterns,
    );

    it.each(ownPatterns)('the area pattern %s has a screen', (pattern) => {
      const covered = routes.some((route) => matchPath({ path: pattern, end: true }, samplePath(route.path)));
      expect(covered).toBe(true);
    });

    it('declares each path once', () => {
      const paths = routes.map((route) => route.path);
      expect(new Set(paths).size).toBe(paths.length);
    });
  });
}
