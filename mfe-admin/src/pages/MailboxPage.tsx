import { AdminArea } from '../features/access/RequireAdmin';
import { MailboxScreen } from '../features/mailbox/MailboxScreen';

/** /admin/mailbox: the development mailbox, newest first. */
export default function MailboxPage() {
  return <AdminArea>{() => <MailboxScreen />}</AdminArea>;
}
