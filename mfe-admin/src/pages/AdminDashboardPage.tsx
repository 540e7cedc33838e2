import { AdminArea } from '../features/access/RequireAdmin';
import { DashboardScreen } from '../features/dashboard/DashboardScreen';

/** /admin: the administrators' dashboard (roles admin and Supreme Admin). */
export default function AdminDashboardPage() {
  return <AdminArea>{() => <DashboardScreen />}</AdminArea>;
}
