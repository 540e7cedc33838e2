import { AdminArea } from '../features/access/RequireAdmin';
import { RemotesStatusScreen } from '../features/remotes/RemotesStatusScreen';

/** /admin/remotes: each remote's manifest, build, load state and timings as the shell sees them. */
export default function RemotesStatusPage() {
  return <AdminArea>{() => <RemotesStatusScreen />}</AdminArea>;
}
