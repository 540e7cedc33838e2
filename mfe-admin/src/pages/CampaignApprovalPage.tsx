import { useParams } from '@prohive/shared';
import { AreaPage } from '@prohive/ui';

/** /admin/campaign-approval/{campaignId}/{token}: approve or reject one job-notification campaign by link. */
export default function CampaignApprovalPage() {
  const { campaignId = '' } = useParams();
  return (
    <AreaPage
      title="Campaign approval"
      intro={`Review job-notification campaign ${campaignId} and approve it, or reject it with a reason the provider will see.`}
    />
  );
}
