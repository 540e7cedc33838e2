import { lazy } from 'react';
import type { RemoteRoutesModule } from '@prohive/shared';

const AuthPage = lazy(() => import('./pages/AuthPage'));
const ProviderSignupPage = lazy(() => import('./pages/ProviderSignupPage'));
const StripeSuccessPage = lazy(() => import('./pages/StripeSuccessPage'));
const StripeCancelPage = lazy(() => import('./pages/StripeCancelPage'));
const ProfilePage = lazy(() => import('./pages/ProfilePage'));
const SavedPage = lazy(() => import('./pages/SavedPage'));
const CustomerDashboardPage = lazy(() => import('./pages/CustomerDashboardPage'));
const ProviderDashboardPage = lazy(() => import('./pages/ProviderDashboardPage'));

/** Everything the account remote owns in REMOTE_AREAS: sign-in, sign-up, payments, profile and dashboards. */
export const routes: RemoteRoutesModule['routes'] = [
  { path: '/auth', Component: AuthPage },
  { path: '/provider-signup', Component: ProviderSignupPage },
  { path: '/stripe/success', Component: StripeSuccessPage },
  { path: '/stripe/cancel', Component: StripeCancelPage },
  { path: '/profile', Component: ProfilePage },
  { path: '/saved', Component: SavedPage },
  { path: '/customer/dashboard', Component: CustomerDashboardPage },
  { path: '/provider/dashboard', Component: ProviderDashboardPage },
];
