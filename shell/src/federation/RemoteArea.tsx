import { lazy, Suspense, useMemo, useState } from 'react';
import type { ComponentType } from 'react';
import { Navigate, useLocation, useRoutes } from '@prohive/shared';
import { Loading } from '@prohive/ui';
import type { RouteObject } from '@prohive/shared';
import type { RemoteName, RemoteRoute } from '@prohive/shared';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { LazyRemoteFallback } from './LazyRemoteFallback';
import { useRemoteRegistry } from './RemoteRegistryContext';
import type { AreaLoader } from './remoteRegistry';

/** A remote's routes, matched as written (absolute paths); anything it does not know goes to /404. */
function RemoteRoutes({ routes }: { routes: RemoteRoute[] }) {
  const objects = useMemo<RouteObject[]>(
    () => [
      ...routes.map(({ path, Component }) => ({ path, element: <Component /> })),
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
    [routes],
  );
  return useRoutes(objects);
}

/**
 * One lazy component per remote and load attempt. Kept across renders and navigations so an area that has
 * loaded renders synchronously when the visitor comes back to it.
 */
const lazyAreas = new WeakMap<AreaLoader, Map<string, ComponentType>>();

function lazyAreaFor(registry: AreaLoader, name: RemoteName, attempt: number): ComponentType {
  const byKey = lazyAreas.get(registry) ?? new Map<string, ComponentType>();
  lazyAreas.set(registry, byKey);
  const key = `${name}#${attempt}`;
  let Area = byKey.get(key);
  if (!Area) {
    Area = lazy(async () => {
      try {
        const { routes } = await registry.load(name);
        const LoadedArea = () => <RemoteRoutes routes={routes} />;
        return { default: LoadedArea };
      } catch (error) {
        // React.lazy keeps a rejection forever; forget this one so coming back to the area tries again.
        byKey.delete(key);
        throw error;
      }
    });
    byKey.set(key, Area);
  }
  return Area;
}

/** Per-remote attempt counters, shared by every RemoteArea of a registry so a retry is seen app-wide. */
const attempts = new WeakMap<AreaLoader, Map<RemoteName, number>>();
function attemptOf(registry: AreaLoader, name: RemoteName): number {
  return attempts.get(registry)?.get(name) ?? 0;
}
function nextAttempt(registry: AreaLoader, name: RemoteName): number {
  let map = attempts.get(registry);
  if (!map) {
    map = new Map();
    attempts.set(registry, map);
  }
  const next = (map.get(name) ?? 0) + 1;
  map.set(name, next);
  return next;
}

/**
 * Renders the remote that owns the current URL: loads its `./routes` lazily ('Loading…' meanwhile), and
 * contains any failure in a fallback panel whose Retry reloads the remote in place — no page reload.
 */
export function RemoteArea({ name }: { name: RemoteName }) {
  const registry = useRemoteRegistry();
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(() => attemptOf(registry, name));
  // Read once per mount: switching from the lazy wrapper to the direct render later would remount the page.
  const [preloaded] = useState(() => ({ attempt, module: registry.loadedNow(name) }));
  const ready = preloaded.attempt === attempt ? preloaded.module : undefined;
  const Area = lazyAreaFor(registry, name, attempt);

  const retry = () => {
    registry.invalidate(name);
    setAttempt(nextAttempt(registry, name));
  };

  return (
    <RemoteErrorBoundary
      key={`${name}#${attempt}`}
      remote={name}
      // Moving to another page of a failed area is an implicit retry.
      resetKey={pathname}
      onResetKeyChange={retry}
      fallback={(error) => <LazyRemoteFallback remote={name} error={error} onRetry={retry} />}
    >
      <Suspense fallback={<Loading />}>
        {/* Loaded already (before hydrating, or on the server): render in the same pass, no suspending. */}
        {ready ? <RemoteRoutes routes={ready.routes} /> : <Area />}
      </Suspense>
    </RemoteErrorBoundary>
  );
}
