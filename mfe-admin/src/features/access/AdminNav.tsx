import { useState } from 'react';
import styled from 'styled-components';
import { NavLink, useLocation } from '@prohive/shared';
import { ADMIN_PATHS } from '../../lib/paths';

export const ADMIN_NAV_ITEMS = [
  { to: ADMIN_PATHS.dashboard, label: 'Dashboard', end: true },
  { to: ADMIN_PATHS.campaigns, label: 'Campaigns', end: false },
  { to: ADMIN_PATHS.users, label: 'Users', end: false },
  { to: ADMIN_PATHS.certificates, label: 'Provider verification', end: false },
  { to: ADMIN_PATHS.moderation, label: 'Moderation', end: false },
  { to: ADMIN_PATHS.articles, label: 'Blog', end: false },
  { to: ADMIN_PATHS.audit, label: 'Audit log', end: false },
  { to: ADMIN_PATHS.mailbox, label: 'Mailbox', end: false },
  { to: ADMIN_PATHS.remotes, label: 'Remotes status', end: false },
] as const;

const Nav = styled.nav`
  align-self: start;
  position: sticky;
  top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space(4)});

  ul {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a {
    display: block;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    font-weight: 700;
  }

  @media ${({ theme }) => theme.breakpoints.mobile} {
    position: static;
  }
`;

const MenuToggle = styled.button`
  display: none;

  @media ${({ theme }) => theme.breakpoints.mobile} {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
`;

const Links = styled.ul<{ $open: boolean }>`
  @media ${({ theme }) => theme.breakpoints.mobile} {
    display: ${({ $open }) => ($open ? 'grid' : 'none')} !important;
    margin-top: ${({ theme }) => theme.space(2)} !important;
  }
`;

/**
 * The admin sections: a side list on wide screens, a menu button on phones (CSS decides which shows, so the
 * server renders the same markup for both). Following a link closes the menu.
 */
export function AdminNav() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const [openedAt, setOpenedAt] = useState(pathname);
  if (open && openedAt !== pathname) {
    setOpen(false);
    setOpenedAt(pathname);
  }
  return (
    <Nav aria-label="Admin">
      <MenuToggle
        type="button"
        aria-expanded={open}
        aria-controls="admin-nav-links"
        onClick={() => {
          setOpenedAt(pathname);
          setOpen(!open);
        }}
      >
        Admin menu
      </MenuToggle>
      <Links id="admin-nav-links" $open={open}>
        {ADMIN_NAV_ITEMS.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.end}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </Links>
    </Nav>
  );
}
