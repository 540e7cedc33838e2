import styled from 'styled-components';
import { Link, type ConversationSummary } from '@prohive/shared';
import { Avatar, Button, StatusPanel, VisuallyHidden, formatTimeAgo } from '@prohive/ui';
import { useConversationsInfiniteQuery } from '../../lib/api/messagesEndpoints';
import { conversationPath } from '../../lib/messagesPaths';

function unreadLabel(count: number): string {
  return `${count} unread message${count === 1 ? '' : 's'}`;
}

function Preview({ conversation, userId }: { conversation: ConversationSummary; userId: number }) {
  const last = conversation.last_message;
  if (conversation.hidden_by_moderator) return <Muted>Hidden by a moderator</Muted>;
  if (!last) return <Muted>No messages yet</Muted>;
  return (
    <Muted>
      {last.sender_id === userId ? 'You: ' : ''}
      {last.body}
    </Muted>
  );
}

function Item({
  conversation,
  userId,
  active,
}: {
  conversation: ConversationSummary;
  userId: number;
  active: boolean;
}) {
  const { other_party: other, unread_count: unread } = conversation;
  const when = conversation.last_message?.created_at ?? conversation.updated_at;
  return (
    <li>
      <Row to={conversationPath(conversation.id)} aria-current={active ? 'page' : undefined} $active={active}>
        <Avatar name={other.name} src={other.avatar_url} size={44} decorative />
        <Text>
          <Top>
            <Name>{other.name}</Name>
            <Time dateTime={when}>{formatTimeAgo(when)}</Time>
          </Top>
          <Job>{conversation.job.title}</Job>
          <Bottom>
            <Preview conversation={conversation} userId={userId} />
            {unread > 0 && (
              <Badge>
                <span aria-hidden="true">{unread}</span>
                <VisuallyHidden>{unreadLabel(unread)}</VisuallyHidden>
              </Badge>
            )}
          </Bottom>
        </Text>
      </Row>
    </li>
  );
}

/** The user's conversations, newest activity first, twenty at a time. */
export function ConversationList({ userId, activeId }: { userId: number; activeId: number | null }) {
  const { data, isLoading, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useConversationsInfiniteQuery();

  if (isLoading) return <Muted role="status">Loading conversations…</Muted>;
  if (isError && !data) {
    return (
      <StatusPanel
        title="Your conversations could not be loaded"
        tone="error"
        headingLevel={2}
        actions={
          <Button type="button" onClick={() => void refetch()}>
            Try again
          </Button>
        }
      />
    );
  }
  const seen = new Set<number>();
  const conversations = (data?.pages ?? [])
    .flatMap((page) => page.data)
    .filter((item) => (seen.has(item.id) ? false : (seen.add(item.id), true)));
  if (conversations.length === 0) {
    return (
      <StatusPanel title="No conversations yet">
        <p>
          A conversation starts when a pro bids on your job, or when you message a pro about a job. Find work
          or post a job to get started.
        </p>
      </StatusPanel>
    );
  }
  return (
    <>
      <List aria-label="Conversations">
        {conversations.map((conversation) => (
          <Item
            key={conversation.id}
            conversation={conversation}
            userId={userId}
            active={conversation.id === activeId}
          />
        ))}
      </List>
      {hasNextPage && (
        <More>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => void fetchNextPage()}
            disabled={isFetchingNextPage}
          >
            {isFetchingNextPage ? 'Loading…' : 'Show more conversations'}
          </Button>
        </More>
      )}
    </>
  );
}

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled(Link)<{ $active: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $active }) => ($active ? theme.colors.primarySoft : 'transparent')};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const Text = styled.div`
  display: grid;
  flex: 1;
  min-width: 0;
  gap: 2px;
`;

const Top = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const Bottom = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const Name = styled.strong`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Time = styled.time`
  flex-shrink: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

const Job = styled.span`
  overflow: hidden;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSize.sm};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Muted = styled.span`
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Badge = styled.span`
  flex-shrink: 0;
  min-width: 22px;
  padding: 1px 7px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 700;
  text-align: center;
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space(3)};
`;
