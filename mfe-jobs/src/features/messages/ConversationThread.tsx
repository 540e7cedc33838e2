import { useEffect, useMemo, useRef } from 'react';
import styled from 'styled-components';
import { Link, errorStatus, type ChatMessage, type ConversationDetail } from '@prohive/shared';
import { Avatar, Button, StatusPanel, formatTimeAgo } from '@prohive/ui';
import {
  useConversationMessagesInfiniteQuery,
  useConversationQuery,
  useMarkConversationReadMutation,
} from '../../lib/api/messagesEndpoints';
import { Composer } from './Composer';
import { ConversationActions } from './ConversationActions';
import { MessageText } from './messageText';
import { MESSAGES_PATH } from '../../lib/messagesPaths';

/** Oldest first, each message once (pages refetched while new messages arrive can overlap). */
function chronological(pages: ReadonlyArray<{ data: ChatMessage[] }>): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const page of pages) for (const message of page.data) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

const HIDDEN_NOTICE =
  'A moderator hid this conversation after a report. Its messages are no longer shown and no new ones can be sent.';

function disabledReason(conversation: ConversationDetail): string | null {
  const name = conversation.other_party.name;
  if (conversation.hidden_by_moderator) return HIDDEN_NOTICE;
  if (conversation.blocked_by_me) return `You blocked ${name}. Unblock them to send messages again.`;
  if (conversation.blocked_by_them) return `${name} is not accepting messages in this conversation.`;
  return null;
}

/** The id of my newest message the other party has read, which gets the "Seen" receipt. */
function seenMessageId(messages: ChatMessage[], userId: number, readUpTo: number | null): number | null {
  if (readUpTo === null) return null;
  let seen: number | null = null;
  for (const message of messages) {
    if (message.sender_id === userId && message.id <= readUpTo) seen = message.id;
  }
  return seen;
}

/** Marks the thread read up to the newest message from the other party, once per new message. */
function useMarkRead(conversation: ConversationDetail | undefined, messages: ChatMessage[], userId: number) {
  const [markRead] = useMarkConversationReadMutation();
  const marked = useRef<number | null>(null);
  const newestFromThem = [...messages].reverse().find((message) => message.sender_id !== userId)?.id ?? null;
  const conversationId = conversation?.id ?? null;
  const unread = conversation?.unread_count ?? 0;
  useEffect(() => {
    if (conversationId === null || newestFromThem === null) return;
    if (marked.current !== null && marked.current >= newestFromThem && unread === 0) return;
    marked.current = newestFromThem;
    void markRead({ conversationId, lastReadMessageId: newestFromThem });
  }, [conversationId, newestFromThem, unread, markRead]);
}

function Bubble({
  message,
  mine,
  senderName,
  seen,
}: {
  message: ChatMessage;
  mine: boolean;
  senderName: string;
  seen: boolean;
}) {
  return (
    <Item $mine={mine}>
      <Meta>
        <strong>{mine ? 'You' : senderName}</strong>{' '}
        <time dateTime={message.created_at}>{formatTimeAgo(message.created_at)}</time>
      </Meta>
      <BubbleBox $mine={mine}>
        <MessageText body={message.body} />
        {message.photos.length > 0 && (
          <Photos>
            {message.photos.map((photo, index) => (
              <a key={photo.id} href={photo.url} target="_blank" rel="noopener noreferrer">
                <img src={photo.thumb_url} alt={`Photo ${index + 1} from ${mine ? 'you' : senderName}`} />
              </a>
            ))}
          </Photos>
        )}
      </BubbleBox>
      {seen && <Seen>Seen</Seen>}
    </Item>
  );
}

function Messages({ conversation, userId }: { conversation: ConversationDetail; userId: number }) {
  const { data, isLoading, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useConversationMessagesInfiniteQuery(conversation.id);
  const messages = useMemo(() => chronological(data?.pages ?? []), [data]);
  useMarkRead(conversation, messages, userId);
  const seenId = seenMessageId(messages, userId, conversation.other_last_read_message_id);
  const newestId = messages.at(-1)?.id ?? null;
  const scroller = useRef<HTMLDivElement>(null);

  // New messages (sent or arriving live) scroll into view; loading older ones does not move the reader.
  useEffect(() => {
    const element = scroller.current;
    if (element && newestId !== null) element.scrollTop = element.scrollHeight;
  }, [newestId]);

  if (isLoading) return <Centered role="status">Loading messages…</Centered>;
  if (isError && !data) {
    return (
      <StatusPanel
        title="The messages could not be loaded"
        tone="error"
        actions={
          <Button type="button" onClick={() => void refetch()}>
            Try again
          </Button>
        }
      />
    );
  }
  return (
    <Scroller ref={scroller}>
      {hasNextPage && (
        <Centered>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => void fetchNextPage()}
            disabled={isFetchingNextPage}
          >
            {isFetchingNextPage ? 'Loading…' : 'Show earlier messages'}
          </Button>
        </Centered>
      )}
      {messages.length === 0 ? (
        <Centered>No messages yet. Say hello.</Centered>
      ) : (
        <div role="log" aria-label={`Messages with ${conversation.other_party.name}`}>
          <Log>
            {messages.map((message) => (
              <Bubble
                key={message.id}
                message={message}
                mine={message.sender_id === userId}
                senderName={conversation.other_party.name}
                seen={message.id === seenId}
              />
            ))}
          </Log>
        </div>
      )}
    </Scroller>
  );
}

/** One conversation: who and which job, the messages, and the composer. */
export function ConversationThread({ conversationId, userId }: { conversationId: number; userId: number }) {
  const { data: conversation, isLoading, isError, error, refetch } = useConversationQuery(conversationId);

  if (isLoading) return <Centered role="status">Loading conversation…</Centered>;
  if (!conversation) {
    const missing = isError && (errorStatus(error) === 404 || errorStatus(error) === 403);
    return (
      <StatusPanel
        title={missing ? 'Conversation not found' : 'The conversation could not be loaded'}
        tone={missing ? 'neutral' : 'error'}
        actions={
          missing ? (
            <Button to={MESSAGES_PATH}>All conversations</Button>
          ) : (
            <Button type="button" onClick={() => void refetch()}>
              Try again
            </Button>
          )
        }
      >
        {missing && <p>It may have been removed, or it belongs to another account.</p>}
      </StatusPanel>
    );
  }

  const other = conversation.other_party;
  return (
    <Thread aria-labelledby={`conversation-${conversation.id}-title`}>
      <Header>
        <BackLink to={MESSAGES_PATH}>
          <span aria-hidden="true">←</span> All conversations
        </BackLink>
        <Who>
          <Avatar name={other.name} src={other.avatar_url} size={40} decorative />
          <div>
            <h2 id={`conversation-${conversation.id}-title`}>{other.name}</h2>
            <Link to={`/job/${conversation.job.id}`}>{conversation.job.title}</Link>
          </div>
        </Who>
        <ConversationActions conversation={conversation} />
      </Header>
      {conversation.hidden_by_moderator ? (
        // The api withholds the messages; say why the thread is empty rather than showing "no messages".
        <HiddenNotice role="note">{HIDDEN_NOTICE}</HiddenNotice>
      ) : (
        <Messages conversation={conversation} userId={userId} />
      )}
      <Composer
        key={conversation.id}
        conversationId={conversation.id}
        disabledReason={disabledReason(conversation)}
      />
    </Thread>
  );
}

const HiddenNotice = styled.p`
  margin: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  flex: 1;
`;

const Thread = styled.section`
  display: flex;
  flex-direction: column;
  min-height: 0;
  height: 100%;
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`;

const BackLink = styled(Link)`
  flex-basis: 100%;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSize.sm};

  @media (min-width: 960px) {
    display: none;
  }
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;

  div {
    display: grid;
    min-width: 0;
  }
  a {
    overflow: hidden;
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSize.sm};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Scroller = styled.div`
  flex: 1;
  min-height: 240px;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(3)};
`;

const Log = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $mine: boolean }>`
  display: grid;
  justify-items: ${({ $mine }) => ($mine ? 'end' : 'start')};
  gap: ${({ theme }) => theme.space(1)};
`;

const Meta = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

const BubbleBox = styled.div<{ $mine: boolean }>`
  max-width: min(560px, 85%);
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $mine }) => ($mine ? theme.colors.primary : theme.colors.surfaceMuted)};
  color: ${({ theme, $mine }) => ($mine ? theme.colors.primaryText : theme.colors.text)};
`;

const Photos = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};

  img {
    display: block;
    width: 96px;
    height: 96px;
    border-radius: ${({ theme }) => theme.radii.md};
    object-fit: cover;
  }
`;

const Seen = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
`;
