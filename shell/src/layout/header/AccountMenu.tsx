import { Link } from '@prohive/shared';
import { Avatar, ChevronDownIcon, DashboardIcon, LogOutIcon, Popover } from '@prohive/ui';
import styled from 'styled-components';
import type { SessionUser } from '@prohive/shared';

const Trigger = styled.button`
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

export interface AccountMenuProps {
  user: SessionUser;
  onLogout: () => void;
}

/** Signed-in header control: the user's avatar (initials fallback) opening Dashboard and Logout. */
export function AccountMenu({ user, onLogout }: AccountMenuProps) {
  return (
    <Popover
      label="Account"
      placement="bottom-end"
      data-testid="account-menu"
      trigger={({ ref, ...props }) => (
        <Trigger type="button" ref={ref} aria-label={`Account menu for ${user.name}`} {...props}>
          <Avatar name={user.name} src={user.avatar} size={36} decorative />
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
