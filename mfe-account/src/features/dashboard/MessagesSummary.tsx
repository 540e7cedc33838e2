import styled from 'styled-components';
import { useUnreadCountsQuery } from '@prohive/shared';
import { Button } from '@prohive/ui';
import { Panel } from '../../components/ui';

export const MESSAGES_PATH = '/messages';

function unreadText(count: number): string {
  if (count === 0) return 'No unread messages.';
  return `${count} unread message${count === 1 ? '' : 's'}.`;
}

/**
 * The dashboard's way into /messages with the unread total (the shared `unreadCounts` entry the realtime
 * stream keeps current). Without an answer it still offers the link rather than an error: the count is a hint.
 */
export function MessagesSummary({ intro }: { intro: string }) {
  const { data } = useUnreadCountsQuery();
  return (
    <Panel aria-labelledby="messages-heading">
      <h2 id="messages-heading">Messages</h2>
      <Row>
        <p>
          {intro} {data && <strong data-testid="unread-messages">{unreadText(data.messages)}</strong>}
        </p>
        <Button to={MESSAGES_PATH} variant={data && data.messages > 0 ? 'default' : 'outline'} size="sm">
          Open messages
        </Button>
      </Row>
    </Panel>
  );
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};

  p {
    margin: 0;
  }
`;
