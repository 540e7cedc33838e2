import { RequireAccount } from '../features/dashboard/RequireAccount';
import { ProfileScreen } from '../features/profile/ProfileScreen';

/** /profile: the signed-in person’s details, avatar, business profile (providers), password and account. */
export default function ProfilePage() {
  return <RequireAccount>{(user) => <ProfileScreen user={user} />}</RequireAccount>;
}
