import { lazy } from 'react';
import type { RemoteRoutesModule } from '@prohive/shared';

const AdminDashboardPage = lazy(() => import('./pages/AdminDashboardPage'));
const CampaignApprovalPage = lazy(() => import('./pages/CampaignApprovalPage'));
const CampaignsPage = lazy(() => import('./pages/CampaignsPage'));
const CampaignDetailPage = lazy(() => import('./pages/CampaignDetailPage'));
const UsersPage = lazy(() => import('./pages/UsersPage'));
const UserDetailPage = lazy(() => import('./pages/UserDetailPage'));
const CertificatesPage = lazy(() => import('./pages/CertificatesPage'));
const ModerationPage = lazy(() => import('./pages/ModerationPage'));
const AuditLogPage = lazy(() => import('./pages/AuditLogPage'));
const MailboxPage = lazy(() => import('./pages/MailboxPage'));
const MailboxMessagePage = lazy(() => import('./pages/MailboxMessagePage'));
const ArticlesPage = lazy(() => import('./pages/ArticlesPage'));
const ArticleEditorPage = lazy(() => import('./pages/ArticleEditorPage'));
const RemotesStatusPage = lazy(() => import('./pages/RemotesStatusPage'));

/** Everything the admin remote owns in REMOTE_AREAS. */
export const routes: RemoteRoutesModule['routes'] = [
  { path: '/admin', Component: AdminDashboardPage },
  { path: '/admin/campaign-approval/:campaignId/:token', Component: CampaignApprovalPage },
  { path: '/admin/campaigns', Component: CampaignsPage },
  { path: '/admin/campaigns/:id', Component: CampaignDetailPage },
  { path: '/admin/users', Component: UsersPage },
  { path: '/admin/users/:id', Component: UserDetailPage },
  { path: '/admin/certificates', Component: CertificatesPage },
  { path: '/admin/moderation', Component: ModerationPage },
  { path: '/admin/audit', Component: AuditLogPage },
  { path: '/admin/mailbox', Component: MailboxPage },
  { path: '/admin/mailbox/:id', Component: MailboxMessagePage },
  { path: '/admin/remotes', Component: RemotesStatusPage },
  { path: '/admin/articles', Component: ArticlesPage },
  { path: '/admin/articles/new', Component: ArticleEditorPage },
  { path: '/admin/articles/:id', Component: ArticleEditorPage },
];
