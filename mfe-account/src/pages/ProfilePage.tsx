import { AreaPage } from '@prohive/shared';

/** /profile: the signed-in person’s details and avatar. */
export default function ProfilePage() {
  return <AreaPage title="Your profile" intro="Your name, contact details, avatar and account settings." />;
}
