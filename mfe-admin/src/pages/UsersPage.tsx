import { AdminArea } from '../features/access/RequireAdmin';
import { UsersScreen } from '../features/users/UsersScreen';

/** /admin/users: find accounts by name or email, role and status. */
export default function UsersPage() {
  return <AdminArea>{() => <UsersScreen />}</AdminArea>;
}
