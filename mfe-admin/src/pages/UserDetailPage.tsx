import { useParams } from '@prohive/shared';
import { AdminArea } from '../features/access/RequireAdmin';
import { UserDetailScreen } from '../features/users/UserDetailScreen';

/** /admin/users/{id}: one account's activity and controls. */
export default function UserDetailPage() {
  const id = Number(useParams().id);
  return <AdminArea>{(viewer) => <UserDetailScreen key={id} id={id} viewer={viewer} />}</AdminArea>;
}
