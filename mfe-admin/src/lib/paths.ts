/** Every admin screen's path, so the navigation, links and routes agree. */
export const ADMIN_PATHS = {
  dashboard: '/admin',
  campaigns: '/admin/campaigns',
  campaign: (id: number | string) => `/admin/campaigns/${id}`,
  users: '/admin/users',
  user: (id: number | string) => `/admin/users/${id}`,
  certificates: '/admin/certificates',
  moderation: '/admin/moderation',
  audit: '/admin/audit',
  mailbox: '/admin/mailbox',
  mailboxMessage: (id: number | string) => `/admin/mailbox/${id}`,
  remotes: '/admin/remotes',
  articles: '/admin/articles',
  newArticle: '/admin/articles/new',
  article: (id: number | string) => `/admin/articles/${id}`,
} as const;

export const AUTH_PATH = '/auth';
