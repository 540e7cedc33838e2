import { matchPath } from '@prohive/shared';
import { REMOTE_AREAS } from '@prohive/shared';
import { routes } from '../routes';

const REMOTE = 'account';

/** A concrete URL for a route pattern: every parameter and splat filled with a plausible segment. */
const samplePath = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, 'tx').replace(/\*$/, 'inbox');

/** The remote the shell would load for a URL: first matching area wins, as in the shell's router. */
const ownerOf = (pathname: string) =>
  REMOTE_AREAS.find((area) =>
    area.patterns.some((pattern) => matchPath({ path: pattern, end: true }, pathname)),
  )?.remote;

describe(`${REMOTE} routes`, () => {
  it('exposes at least one route, each with a component', () => {
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) expect(route.Component).toBeTruthy();
  });

  it.each(routes.map((route) => route.path))(
    '%s is absolute and routed to this remote by the shell',
    (path) => {
      expect(path.startsWith('/')).toBe(true);
      expect(ownerOf(samplePath(path))).toBe(REMOTE);
    },
  );

  const ownPatterns = REMOTE_AREAS.filter((area) => area.remote === REMOTE).flatMap((area) => area.patterns);

  it.each(ownPatterns)('the area pattern %s has a screen', (pattern) => {
    const covered = routes.some((route) => matchPath({ path: pattern, end: true }, samplePath(route.path)));
    expect(covered).toBe(true);
  });

  it('declares each path once', () => {
    const paths = routes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
