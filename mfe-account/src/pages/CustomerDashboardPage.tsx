import { AreaPage } from '@prohive/shared';

/** /customer/dashboard: where a customer (role user) follows their jobs and bids. */
export default function CustomerDashboardPage() {
  return (
    <AreaPage
      title="Customer dashboard"
      intro="Your posted jobs, the bids you received, the pros you hired and your messages."
    />
  );
}
