import { AdminArea } from '../features/access/RequireAdmin';
import { CampaignsScreen } from '../features/campaigns/CampaignsScreen';

/** /admin/campaigns: the job-notification campaign queue. */
export default function CampaignsPage() {
  return <AdminArea>{() => <CampaignsScreen />}</AdminArea>;
}
