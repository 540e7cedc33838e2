import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { AreaRouter } from './federation/AreaRouter';

/** The shell's own routes, as data. Everything else belongs to a remote (REMOTE_AREAS) via AreaRouter. */
export interface ShellRoute {
  path: string;
  Component: ComponentType | LazyExoticComponent<ComponentType>;
}

export const NOT_FOUND_PATH = '/404';

export const SHELL_ROUTES: ShellRoute[] = [
  { path: NOT_FOUND_PATH, Component: lazy(() => import('./pages/NotFoundPage')) },
  { path: '/dashboard', Component: lazy(() => import('./pages/DashboardRedirectPage')) },
  { path: '*', Component: AreaRouter },
];
