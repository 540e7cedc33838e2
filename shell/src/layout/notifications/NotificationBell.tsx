import styled from 'styled-components';
import { isSafeLocalPath, useNavigate, useUnreadCountsQuery, type AppNotification } from '@prohive/shared';
import { BellIcon, Button, Popover, VisuallyHidden, formatTimeAgo } from '@prohive/ui';
import {
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
  useNotificationsInfiniteQuery,
} from './notificationsApi';

/** "Notifications, 3 unread" — the count is part of the control's name, not only a visual badge. */
export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
}

/** Badges stop growing at 99+; the accessible name keeps the exact number. */
export const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

function NotificationItem({
  item,
  onOpen,
}: {
  item: AppNotification;
  onOpen: (item: AppNotification) => void;
}) {
  const unread = item.read_at === null;
  return (
    <li>
      <ItemButton type="button" onClick={() => onOpen(item)} $unread={unread}>
        <strong>
          {unread && <Dot aria-hidden="true" />}
          {item.title}
          {unread && <VisuallyHidden> (unread)</VisuallyHidden>}
        </strong>
        <span>{item.body}</span>
        <time dateTime={item.created_at}>{formatTimeAgo(item.created_at)}</time>
      </ItemButton>
    </li>
  );
}

/** The panel's contents, mounted only while it is open so the list is fetched when someone looks. */
function NotificationPanel({ close, unread }: { close: () => void; unread: number }) {
  const navigate = useNavigate();
  const { data, isLoading, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useNotificationsInfiniteQuery();
  const [markRead] = useMarkNotificationReadMutation();
  const [markAll, markAllState] = useMarkAllNotificationsReadMutation();
  const items = (data?.pages ?? []).flatMap((page) => page.data);

  const open = (item: AppNotification) => {
    if (item.read_at === null) void markRead(item.id);
    close();
    // Links come from the api; only a path on this site is followed.
    if (isSafeLocalPath(item.link)) void navigate(item.link);
  };

  return (
    <Panel>
      <PanelHead>
        <h2>Notifications</h2>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          disabled={unread === 0 || markAllState.isLoading}
          onClick={() => void markAll()}
        >
          Mark all read
        </Button>
      </PanelHead>
      {markAllState.isError && <ErrorText role="alert">Could not mark them read. Try again.</ErrorText>}
      {isLoading ? (
        <Muted role="status">Loading notifications…</Muted>
      ) : isError && !data ? (
        <ErrorBlock role="alert">
          <p>Notifications could not be loaded.</p>
          <Button type="button" size="sm" variant="outline" onClick={() => void refetch()}>
            Try again
          </Button>
        </ErrorBlock>
      ) : items.length === 0 ? (
        <Muted>No notifications yet. Bids, messages and updates on your jobs will show up here.</Muted>
      ) : (
        <List aria-label="Notifications list">
          {items.map((item) => (
            <NotificationItem key={item.id} item={item} onOpen={open} />
          ))}
        </List>
      )}
      {hasNextPage && (
        <More>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={isFetchingNextPage}
            onClick={() => void fetchNextPage()}
          >
            {isFetchingNextPage ? 'Loading…' : 'Show more'}
          </Button>
        </More>
      )}
    </Panel>
  );
}

/**
 * The bell in the header for signed-in users: the unread count in its name and badge, a panel listing the
 * notifications (newest first, ten at a time). Opening one marks it read and follows its link. Escape closes
 * the panel and returns focus to the bell (the Popover's disclosure behaviour).
 */
export function NotificationBell() {
  const { data } = useUnreadCountsQuery();
  const unread = data?.notifications ?? 0;
  return (
    <Popover
      label="Notifications"
      placement="bottom-end"
      data-testid="notifications-panel"
      trigger={({ ref, ...props }) => (
        <BellButton type="button" ref={ref} aria-label={bellLabel(unread)} {...props}>
          <BellIcon size={22} />
          {unread > 0 && <Badge aria-hidden="true">{badgeText(unread)}</Badge>}
        </BellButton>
      )}
    >
      {(close) => <NotificationPanel close={close} unread={unread} />}
    </Popover>
  );
}

export const Badge = styled.span`
  position: absolute;
  top: 2px;
  right: 0;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.dangerText};
  font-size: 0.7rem;
  font-weight: 700;
  line-height: 18px;
  text-align: center;
`;

const BellButton = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const Panel = styled.div`
  width: min(360px, calc(100vw - 32px));
  max-height: min(70vh, 560px);
  overflow-y: auto;
`;

const PanelHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 4px 4px 8px 8px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.md};
  }
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ItemButton = styled.button<{ $unread: boolean }>`
  display: grid;
  gap: 2px;
  width: 100%;
  padding: 10px 8px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $unread }) => ($unread ? theme.colors.primarySoft : 'transparent')};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  strong {
    display: flex;
    align-items: center;
    gap: 6px;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
    overflow-wrap: anywhere;
  }
  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.xs};
  }
`;

const Dot = styled.span`
  display: inline-block;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
`;

const Muted = styled.p`
  margin: 0;
  padding: 16px 8px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorBlock = styled.div`
  display: grid;
  justify-items: start;
  gap: 8px;
  padding: 12px 8px;
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const ErrorText = styled.p`
  margin: 8px;
  color: ${({ theme }) => theme.colors.danger};
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  padding: 8px;
`;
