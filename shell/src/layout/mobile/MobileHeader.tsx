import { useState } from 'react';
import { NavLink } from '@prohive/shared';
import { Avatar, Button, MenuIcon, SideSheet, ThemeToggle } from '@prohive/ui';
import styled from 'styled-components';
import { useCurrentUser } from '@prohive/shared';
import { useLogoutAction } from '../../session/useLogoutAction';
import { HeaderBar } from '../header/HeaderBar';
import { LazyNotificationBell } from '../notifications/LazyNotificationBell';
import { Logo } from '../Logo';
import { AUTH_PATH, HEADER_MENUS, POST_JOB_PATH, SUPPORT_LINKS } from '../navigation';
import { useSignedInNavigation } from './useSignedInNavigation';

const Inner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  height: 100%;
  padding: 0 ${({ theme }) => theme.space(4)};
`;

const End = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
`;

const MenuButton = styled.button`
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

const Section = styled.section`
  padding: 12px 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    margin: 0 0 4px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.75rem;
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }
  ul {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: 12px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const MenuLink = styled(NavLink)`
  display: block;
  padding: 10px 0;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-weight: 500;
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Account = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 4px 0 16px;
  strong {
    display: block;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.875rem;
  }
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 12px 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-weight: 500;
`;

const Legal = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  margin: 0;
  padding: 12px 0 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  list-style: none;
  font-size: 0.875rem;
  a {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Stack = styled.div`
  display: grid;
  gap: 8px;
  padding-bottom: 16px;
`;

const LEGAL_LINKS = [
  { label: 'Terms', to: '/terms' },
  { label: 'Privacy', to: '/privacy' },
  ...SUPPORT_LINKS.filter((link) => ['/support', '/careers', '/cookies'].includes(link.to)),
];

/**
 * Mobile header: logo and a menu button opening the right-side menu (spec §2) with Post a Job, the
 * header's links, the theme switch (no toast on mobile) and the account actions.
 */
export function MobileHeader() {
  const [open, setOpen] = useState(false);
  const user = useCurrentUser();
  const logout = useLogoutAction();
  const goSignedIn = useSignedInNavigation();
  const close = () => setOpen(false);

  return (
    <HeaderBar data-testid="mobile-header">
      <Inner>
        <Logo />
        <End>
          {user && <LazyNotificationBell />}
          <MenuButton
            type="button"
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={open}
            onClick={() => setOpen(true)}
          >
            <MenuIcon size={24} />
          </MenuButton>
        </End>
      </Inner>
      <SideSheet open={open} onClose={close} title="Menu" data-testid="mobile-menu">
        {user && (
          <Account>
            <Avatar name={user.name} src={user.avatar} size={44} decorative />
            <div>
              <strong>{user.name}</strong>
              <span>{user.email}</span>
            </div>
          </Account>
        )}
        <Stack>
          <Button
            size="mobile"
            onClick={() => {
              close();
              goSignedIn(POST_JOB_PATH);
            }}
          >
            Post a Job
          </Button>
          {user ? (
            <>
              <Button to="/dashboard" size="mobile" variant="outline" onClick={close}>
                Dashboard
              </Button>
              <Button to="/messages" size="mobile" variant="outline" onClick={close}>
                Messages
              </Button>
            </>
          ) : (
            <Button to={AUTH_PATH} size="mobile" variant="outline" onClick={close}>
              Sign in or create an account
            </Button>
          )}
        </Stack>
        <nav aria-label="Site">
          {HEADER_MENUS.map((menu) => (
            <Section key={menu.id} aria-label={menu.label}>
              <h3>{menu.label}</h3>
              <ul>
                {menu.links.map((link) => (
                  <li key={link.to}>
                    <MenuLink to={link.to} onClick={close}>
                      {link.label}
                    </MenuLink>
                  </li>
                ))}
              </ul>
            </Section>
          ))}
        </nav>
        <Row>
          Dark mode
          <ThemeToggle />
        </Row>
        {user && (
          <Row>
            <Button
              variant="ghost"
              fullWidth
              onClick={() => {
                close();
                void logout();
              }}
            >
              Logout
            </Button>
          </Row>
        )}
        {/* The desktop footer's links; on mobile the tab bar takes the footer's place. */}
        <Legal aria-label="Legal and support">
          {LEGAL_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} onClick={close}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </Legal>
      </SideSheet>
    </HeaderBar>
  );
}
