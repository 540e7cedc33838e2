import { lazy } from 'react';
import type { RemoteRoutesModule } from '@prohive/shared';

const FreeToolsPage = lazy(() => import('./pages/FreeToolsPage'));
const ToolPage = lazy(() => import('./pages/ToolPage'));

/** Everything the free_tools remote owns in REMOTE_AREAS. */
export const routes: RemoteRoutesModule['routes'] = [
  { path: '/free-tools', Component: FreeToolsPage },
  { path: '/free-tools/:tool', Component: ToolPage },
];
