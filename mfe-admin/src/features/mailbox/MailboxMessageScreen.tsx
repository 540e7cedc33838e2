import { useState } from 'react';
import styled from 'styled-components';
import { Link } from '@prohive/shared';
import { Button, formatDate } from '@prohive/ui';
import { Actions, Badge, Muted, PageHeading, Panel, QueryState } from '../../components/ui';
import { errorStatus } from '../../lib/apiErrors';
import { useMailboxMessageQuery } from '../../lib/api/mailboxEndpoints';
import { ADMIN_PATHS } from '../../lib/paths';
import { statusTone } from '../../lib/statusTone';

const HtmlFrame = styled.iframe`
  display: block;
  width: 100%;
  height: 560px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  /* No background: the framed email's own canvas (white unless it says otherwise) is what a mail client shows. */
`;

const Body = styled.div`
  margin-top: ${({ theme }) => theme.space(4)};
`;

const Text = styled.pre`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-family: inherit;
`;

/**
 * One email. The HTML part renders in an iframe with an empty sandbox (no scripts, no same-origin access, no
 * forms), via srcdoc so nothing is fetched; the text part as plain text.
 */
export function MailboxMessageScreen({ id }: { id: number }) {
  const { data, error, isLoading, isError, refetch } = useMailboxMessageQuery(id);
  const [view, setView] = useState<'html' | 'text'>('html');
  const status = errorStatus(error);
  const notFound = status === 404 || status === 422;
  return (
    <>
      <PageHeading
        title={data?.subject ?? 'Email'}
        intro={<Link to={ADMIN_PATHS.mailbox}>All emails</Link>}
      />
      <QueryState
        isLoading={isLoading}
        isError={isError && !notFound}
        isEmpty={notFound}
        emptyTitle="No such email"
        onRetry={() => void refetch()}
      >
        {data && (
          <Panel aria-label="Email">
            <p>
              To <strong>{data.to}</strong> · <Badge $tone={statusTone(data.status)}>{data.status}</Badge>{' '}
              <Muted>{formatDate(data.sent_at ?? data.created_at)}</Muted>
            </p>
            {data.last_error && <p role="alert">Last error: {data.last_error}</p>}
            <Actions role="group" aria-label="Show as">
              <Button
                variant={view === 'html' ? 'default' : 'outline'}
                aria-pressed={view === 'html'}
                onClick={() => setView('html')}
              >
                HTML
              </Button>
              <Button
                variant={view === 'text' ? 'default' : 'outline'}
                aria-pressed={view === 'text'}
                onClick={() => setView('text')}
              >
                Text
              </Button>
            </Actions>
            <Body>
              {view === 'html' ? (
                <HtmlFrame title={`HTML of “${data.subject}”`} sandbox="" srcDoc={data.html} />
              ) : (
                <Text data-testid="email-text">{data.text}</Text>
              )}
            </Body>
          </Panel>
        )}
      </QueryState>
    </>
  );
}
