import { api, type Schemas } from '@prohive/shared';
import { ADMIN_PAGE_SIZE, queryString, type Page } from './listArgs';

export type AuditEntry = Schemas['AuditEntry'];

export interface AuditArgs {
  actor?: number;
  action?: string;
  /** A subject type, optionally with an id: `user` or `user:42`. */
  subject?: string;
  /** ISO date-times. */
  from?: string;
  to?: string;
  page: number;
}

export const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminAudit: build.query<Page<AuditEntry>, AuditArgs>({
      query: (args) => `/admin/audit${queryString({ ...args, per_page: ADMIN_PAGE_SIZE })}`,
      // The log grows with every admin action; a screen opened again should show the latest.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useAdminAuditQuery } = auditApi;
