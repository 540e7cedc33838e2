import { AdminArea } from '../features/access/RequireAdmin';
import { AuditScreen } from '../features/audit/AuditScreen';

/** /admin/audit: the audit log with filters. */
export default function AuditLogPage() {
  return <AdminArea>{() => <AuditScreen />}</AdminArea>;
}
