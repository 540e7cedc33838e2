import { Link } from '@prohive/shared';
import { Button, NavigationMenu, ThemeToggle, UserIcon, type NavigationMenuItem } from '@prohive/ui';
import styled from 'styled-components';
import { useCurrentUser } from '@prohive/shared';
import { useLogoutAction } from '../../session/useLogoutAction';
import { useThemeChangeNotice } from '../../theme/useThemeChangeNotice';
import { Logo } from '../Logo';
import { AUTH_PATH, HEADER_MENUS, POST_JOB_PATH } from '../navigation';
import { LazyNotificationBell } from '../notifications/LazyNotificationBell';
import { AccountMenu } from './AccountMenu';
import { HeaderBar } from './HeaderBar';
import { LocationBadge } from './LocationBadge';

export const HeaderInner = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(6)};
  height: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(6)};

  @media (max-width: 959.98px) {
    gap: ${({ theme }) => theme.space(3)};
    padding: 0 ${({ theme }) => theme.space(4)};
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-left: auto;
`;

/** The zip is a nicety: it gives way first when the bar gets narrow. */
const LocationSlot = styled.div`
  @media (max-width: 1023.98px) {
    display: none;
  }
`;

/** Gives way on narrow desktop widths; the Services menu always ends with a Post a Job link. */
const PostJobSlot = styled.div`
  @media (max-width: 767.98px) {
    display: none;
  }
`;

const ServicesFooter = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

const MENUS: NavigationMenuItem[] = HEADER_MENUS.map((menu) =>
  menu.id === 'services'
    ? {
        ...menu,
        footer: (
          <ServicesFooter to={POST_JOB_PATH}>
            Not sure who to hire? Post a Job and compare free quotes <span aria-hidden="true">→</span>
          </ServicesFooter>
        ),
      }
    : menu,
);

/** Desktop fixed header (spec §2): menus, Post a Job, theme toggle, and the account button or avatar menu. */
export function DesktopHeader() {
  const user = useCurrentUser();
  const logout = useLogoutAction();
  const onThemeToggled = useThemeChangeNotice();
  return (
    <HeaderBar data-testid="desktop-header">
      <HeaderInner>
        <Logo />
        <NavigationMenu label="Main" items={MENUS} />
        <Actions>
          <LocationSlot>
            <LocationBadge />
          </LocationSlot>
          <PostJobSlot>
            <Button to={POST_JOB_PATH} size="sm">
              Post a Job
            </Button>
          </PostJobSlot>
          <ThemeToggle onToggled={onThemeToggled} />
          {user && <LazyNotificationBell />}
          {user ? (
            <AccountMenu user={user} onLogout={() => void logout()} />
          ) : (
            <Button to={AUTH_PATH} variant="outline" size="sm">
              <UserIcon size={18} />
              Sign in
            </Button>
          )}
        </Actions>
      </HeaderInner>
    </HeaderBar>
  );
}
