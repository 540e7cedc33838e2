import { AdminArea } from '../features/access/RequireAdmin';
import { ModerationScreen } from '../features/moderation/ModerationScreen';

/** /admin/moderation: reports, and hiding or restoring jobs and reviews. */
export default function ModerationPage() {
  return <AdminArea>{() => <ModerationScreen />}</AdminArea>;
}
