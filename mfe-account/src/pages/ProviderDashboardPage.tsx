import { ProviderDashboard } from '../features/dashboard/ProviderDashboard';
import { RequireAccount } from '../features/dashboard/RequireAccount';

/** /provider/dashboard: jobs near the provider, their bids and wins, plan, certificates and profile. */
export default function ProviderDashboardPage() {
  return <RequireAccount kind="provider">{(user) => <ProviderDashboard user={user} />}</RequireAccount>;
}
