import { useParams } from '@prohive/shared';
import { AdminArea } from '../features/access/RequireAdmin';
import { MailboxMessageScreen } from '../features/mailbox/MailboxMessageScreen';

/** /admin/mailbox/{id}: one email's HTML (sandboxed) and text. */
export default function MailboxMessagePage() {
  const id = Number(useParams().id);
  return <AdminArea>{() => <MailboxMessageScreen key={id} id={id} />}</AdminArea>;
}
