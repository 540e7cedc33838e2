import { CustomerDashboard } from '../features/dashboard/CustomerDashboard';
import { RequireAccount } from '../features/dashboard/RequireAccount';

/** /customer/dashboard: where a customer (role user) follows their jobs, bids, hires and reviews. */
export default function CustomerDashboardPage() {
  return <RequireAccount kind="customer">{(user) => <CustomerDashboard user={user} />}</RequireAccount>;
}
