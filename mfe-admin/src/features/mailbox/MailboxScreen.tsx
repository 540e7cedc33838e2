import { Link } from '@prohive/shared';
import { formatDate, LinkPager } from '@prohive/ui';
import { Badge, Item, ItemList, Muted, PageHeading, QueryState } from '../../components/ui';
import { useMailboxQuery } from '../../lib/api/mailboxEndpoints';
import { ADMIN_PATHS } from '../../lib/paths';
import { statusTone } from '../../lib/statusTone';
import { useListParams } from '../../lib/useListParams';

/** The development mailbox: every email the site queued, newest first, without any real delivery. */
export function MailboxScreen() {
  const { page } = useListParams();
  const { data, isLoading, isFetching, isError, refetch } = useMailboxQuery({ page });
  return (
    <>
      <PageHeading
        title="Mailbox"
        intro="Emails the site sent (or queued), newest first, as their recipients would receive them."
      />
      <QueryState
        isLoading={isLoading}
        isError={isError}
        isEmpty={data?.data.length === 0}
        emptyTitle="No emails yet"
        emptyText="Emails appear here as the site sends them."
        onRetry={() => void refetch()}
      >
        <ItemList aria-busy={isFetching}>
          {data?.data.map((mail) => (
            <Item key={mail.id}>
              <div>
                <Link to={ADMIN_PATHS.mailboxMessage(mail.id)}>{mail.subject}</Link>
                <div>
                  <Muted>
                    To {mail.to} · {mail.category.replace('_', ' ')} ·{' '}
                    {formatDate(mail.sent_at ?? mail.created_at)}
                  </Muted>
                </div>
              </div>
              <Badge $tone={statusTone(mail.status)}>{mail.status}</Badge>
            </Item>
          ))}
        </ItemList>
        {data && <LinkPager page={data.meta.page} lastPage={data.meta.last_page} label="Mailbox pages" />}
      </QueryState>
    </>
  );
}
