import { useParams } from '@prohive/shared';
import { AdminArea } from '../features/access/RequireAdmin';
import { CampaignDetailScreen } from '../features/campaigns/CampaignDetailScreen';

/** /admin/campaigns/{id}: one campaign, approve or reject it. */
export default function CampaignDetailPage() {
  const id = Number(useParams().id);
  return <AdminArea>{() => <CampaignDetailScreen key={id} id={id} />}</AdminArea>;
}
