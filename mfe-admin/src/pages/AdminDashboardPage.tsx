import { AreaPage } from '@prohive/ui';

/** /admin: the administrators’ area (dashboard for roles admin and Supreme Admin). */
export default function AdminDashboardPage() {
  return (
    <AreaPage
      title="Admin dashboard"
      intro="Where administrators review job-notification campaigns, providers’ certificates, users and activity on Prohive."
    />
  );
}
