import { Link, useUnreadCountsQuery } from '@prohive/shared';
import {
  Avatar,
  ChevronDownIcon,
  DashboardIcon,
  LogOutIcon,
  MessageIcon,
  Popover,
  VisuallyHidden,
} from '@prohive/ui';
import styled from 'styled-components';
import type { SessionUser } from '@prohive/shared';

const Trigger = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  height: 44px;
  padding: 0 6px 0 2px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const Identity = styled.div`
  padding: 8px 12px 10px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  margin-bottom: 4px;
  strong {
    display: block;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.875rem;
    word-break: break-all;
  }
`;

const itemStyles = `
  display: flex;
  align-items: center;
  gap: 10px;
  width: 100%;
  padding: 10px 12px;
  border: 0;
  background: transparent;
  font-size: 0.95rem;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
`;

const ItemLink = styled(Link)`
  ${itemStyles}
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.md};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const ItemButton = styled.button`
  ${itemStyles}
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.md};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const Count = styled.span`
  margin-left: auto;
  min-width: 22px;
  padding: 1px 7px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: 0.75rem;
  font-weight: 700;
  text-align: center;
`;

const TriggerDot = styled.span`
  position: absolute;
  top: 2px;
  left: 28px;
  width: 10px;
  height: 10px;
  border: 2px solid ${({ theme }) => theme.colors.surface};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
`;

export interface AccountMenuProps {
  user: SessionUser;
  onLogout: () => void;
}

/**
 * Signed-in header control: the user's avatar (initials fallback) opening Dashboard, Messages (with the unread
 * total, also hinted by a dot on the avatar) and Logout.
 */
export function AccountMenu({ user, onLogout }: AccountMenuProps) {
  const { data } = useUnreadCountsQuery();
  const unreadMessages = data?.messages ?? 0;
  const unreadText =
    unreadMessages > 0 ? `, ${unreadMessages} unread message${unreadMessages === 1 ? '' : 's'}` : '';
  return (
    <Popover
      label="Account"
      placement="bottom-end"
      data-testid="account-menu"
      trigger={({ ref, ...props }) => (
        <Trigger type="button" ref={ref} aria-label={`Account menu for ${user.name}${unreadText}`} {...props}>
          <Avatar name={user.name} src={user.avatar} size={36} decorative />
          {unreadMessages > 0 && <TriggerDot aria-hidden="true" />}
          <ChevronDownIcon size={16} />
        </Trigger>
      )}
    >
      {(close) => (
        <>
          <Identity>
            <strong>{user.name}</strong>
            <span>{user.email}</span>
          </Identity>
          <ItemLink to="/dashboard" onClick={close}>
            <DashboardIcon size={18} />
            Dashboard
          </ItemLink>
          <ItemLink to="/messages" onClick={close}>
            <MessageIcon size={18} />
            Messages
            {unreadMessages > 0 && (
              <Count>
                <span aria-hidden="true">{unreadMessages > 99 ? '99+' : unreadMessages}</span>
                <VisuallyHidden>{`${unreadMessages} unread`}</VisuallyHidden>
              </Count>
            )}
          </ItemLink>
          <ItemButton
            type="button"
            onClick={() => {
              close();
              onLogout();
            }}
          >
            <LogOutIcon size={18} />
            Logout
          </ItemButton>
        </>
      )}
    </Popover>
  );
}
