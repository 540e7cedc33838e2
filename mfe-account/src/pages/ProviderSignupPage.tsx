import { AreaPage } from '@prohive/shared';

/** /provider-signup: a professional creates an account, then picks a plan. */
export default function ProviderSignupPage() {
  return (
    <AreaPage
      title="Join Prohive as a professional"
      intro="Create your provider account to get job notifications, send bids and use the free business tools. You can choose a plan right after signing up."
    />
  );
}
