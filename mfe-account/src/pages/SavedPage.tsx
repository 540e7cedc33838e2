import { RequireAccount } from '../features/dashboard/RequireAccount';
import { SavedScreen } from '../features/saved/SavedScreen';

/** /saved: professionals and jobs the signed-in person saved for later. */
export default function SavedPage() {
  return <RequireAccount>{() => <SavedScreen />}</RequireAccount>;
}
