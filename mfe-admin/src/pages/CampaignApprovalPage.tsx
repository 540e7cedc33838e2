import { useParams } from '@prohive/shared';
import { CampaignLinkScreen } from '../features/approval-link/CampaignLinkScreen';

/** /admin/campaign-approval/{campaignId}/{token}: approve or reject one campaign from its emailed link. */
export default function CampaignApprovalPage() {
  const { campaignId = '', token = '' } = useParams();
  return <CampaignLinkScreen key={`${campaignId}/${token}`} link={{ campaignId, token }} />;
}
