import { lazy } from 'react';
import type { RemoteRoutesModule } from '@prohive/shared';

const AdminDashboardPage = lazy(() => import('./pages/AdminDashboardPage'));
const CampaignApprovalPage = lazy(() => import('./pages/CampaignApprovalPage'));

/** Everything the admin remote owns in REMOTE_AREAS. */
export const routes: RemoteRoutesModule['routes'] = [
  { path: '/admin', Component: AdminDashboardPage },
  { path: '/admin/campaign-approval/:campaignId/:token', Component: CampaignApprovalPage },
];
