import { AreaPage } from '@prohive/shared';

/** /provider/dashboard: where a provider follows their bids, jobs and plan. */
export default function ProviderDashboardPage() {
  return (
    <AreaPage
      title="Provider dashboard"
      intro="Jobs near you, your bids and their status, your profile and certificates, and your subscription plan."
    />
  );
}
