import { useState } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation } from '@prohive/shared';
import { HeartIcon, HomeIcon, PlusIcon, SearchIcon, UserIcon } from '@prohive/ui';
import styled, { css } from 'styled-components';
import { useIsSignedIn } from '@prohive/shared';
import { POST_JOB_PATH } from '../navigation';
import { ServicesDrawer } from './ServicesDrawer';
import { useSignedInNavigation } from './useSignedInNavigation';

const Bar = styled.nav`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndex.tabBar};
  height: calc(${({ theme }) => theme.layout.tabBarHeight} + env(safe-area-inset-bottom));
  padding-bottom: env(safe-area-inset-bottom);
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Tabs = styled.ul`
  display: grid;
  grid-template-columns: repeat(5, 1fr);
  align-items: center;
  height: ${({ theme }) => theme.layout.tabBarHeight};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const tabLook = css<{ $active: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  width: 100%;
  height: 100%;
  border: 0;
  background: transparent;
  text-decoration: none;
  color: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.textMuted)};
  font-size: 0.7rem;
  font-weight: 600;
  cursor: pointer;
`;

const TabLink = styled(Link)<{ $active: boolean }>`
  ${tabLook}
`;

const TabAction = styled.button<{ $active: boolean }>`
  ${tabLook}
`;

const PostJob = styled(Link)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 2px;
  margin: -22px auto 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.7rem;
  font-weight: 700;
  text-decoration: none;
  cursor: pointer;

  span:first-child {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 52px;
    height: 52px;
    border-radius: 50%;
    border: 4px solid ${({ theme }) => theme.colors.surface};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
`;

interface TabLinkProps {
  to: string;
  label: string;
  icon: ReactNode;
  active: boolean;
  /** Return false to take over the navigation (e.g. the sign-in gate). */
  onNavigate?: () => boolean;
}

function Tab({ to, label, icon, active, onNavigate }: TabLinkProps) {
  return (
    <TabLink
      to={to}
      $active={active}
      aria-current={active ? 'page' : undefined}
      onClick={(event) => {
        if (onNavigate && !onNavigate()) event.preventDefault();
      }}
    >
      {icon}
      {label}
    </TabLink>
  );
}

const activeWhen = (pathname: string, prefixes: string[]) =>
  prefixes.some((p) => (p === '/' ? pathname === '/' : pathname === p || pathname.startsWith(`${p}/`)));

/**
 * Mobile bottom tabs (spec §2): Home, Explore (services drawer), the central Post Job, Saved, Profile.
 * Post Job and Profile need an account: signed out, they remember the page and go to /auth.
 */
export function MobileTabBar() {
  const { pathname } = useLocation();
  const goSignedIn = useSignedInNavigation();
  const signedIn = useIsSignedIn();
  const [exploreOpen, setExploreOpen] = useState(false);

  // Signed out, Post Job and Profile go through the sign-in gate instead of following the link.
  const gateNeeded = (target: string) => {
    if (signedIn) return false;
    goSignedIn(target);
    return true;
  };
  const gate = (target: string) => (event: MouseEvent) => {
    if (gateNeeded(target)) event.preventDefault();
  };

  return (
    <>
      <Bar aria-label="Quick navigation" data-testid="mobile-tab-bar">
        <Tabs>
          <li>
            <Tab
              to="/"
              label="Home"
              icon={<HomeIcon />}
              active={activeWhen(pathname, ['/', '/professionals'])}
            />
          </li>
          <li>
            <TabAction
              type="button"
              $active={exploreOpen || activeWhen(pathname, ['/services'])}
              aria-haspopup="dialog"
              aria-expanded={exploreOpen}
              onClick={() => setExploreOpen(true)}
            >
              <SearchIcon />
              Explore
            </TabAction>
          </li>
          <li>
            <PostJob to={POST_JOB_PATH} onClick={gate(POST_JOB_PATH)}>
              <span aria-hidden="true">
                <PlusIcon size={24} />
              </span>
              <span>Post Job</span>
            </PostJob>
          </li>
          <li>
            <Tab to="/saved" label="Saved" icon={<HeartIcon />} active={activeWhen(pathname, ['/saved'])} />
          </li>
          <li>
            <Tab
              to="/profile"
              label="Profile"
              icon={<UserIcon />}
              active={activeWhen(pathname, ['/profile'])}
              onNavigate={() => !gateNeeded('/profile')}
            />
          </li>
        </Tabs>
      </Bar>
      <ServicesDrawer open={exploreOpen} onClose={() => setExploreOpen(false)} />
    </>
  );
}
