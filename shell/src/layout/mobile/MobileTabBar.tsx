import { useState } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation } from '@prohive/shared';
import {
  HeartIcon,
  HomeIcon,
  MessageIcon,
  PlusIcon,
  SearchIcon,
  UserIcon,
  VisuallyHidden,
} from '@prohive/ui';
import styled, { css } from 'styled-components';
import { useIsSignedIn, useUnreadCountsQuery } from '@prohive/shared';
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

const Tabs = styled.ul<{ $count: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $count }) => $count}, 1fr);
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

const IconWithCount = styled.span`
  position: relative;
  display: inline-flex;
`;

const TabBadge = styled.span`
  position: absolute;
  top: -6px;
  left: 14px;
  min-width: 16px;
  height: 16px;
  padding: 0 4px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.dangerText};
  font-size: 0.65rem;
  line-height: 16px;
  text-align: center;
`;

/** The icon with a visual count badge (the tab's name carries the count for screen readers). */
function CountedIcon({ icon, count }: { icon: ReactNode; count: number }) {
  if (count <= 0) return <>{icon}</>;
  return (
    <IconWithCount>
      {icon}
      <TabBadge aria-hidden="true">{count > 99 ? '99+' : count}</TabBadge>
    </IconWithCount>
  );
}

interface TabLinkProps {
  to: string;
  label: string;
  icon: ReactNode;
  active: boolean;
  /** Read after the label by screen readers only (e.g. ", 3 unread"). */
  spokenSuffix?: string;
  /** Return false to take over the navigation (e.g. the sign-in gate). */
  onNavigate?: () => boolean;
}

function Tab({ to, label, icon, active, spokenSuffix, onNavigate }: TabLinkProps) {
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
      {spokenSuffix && <VisuallyHidden>{spokenSuffix}</VisuallyHidden>}
    </TabLink>
  );
}

const activeWhen = (pathname: string, prefixes: string[]) =>
  prefixes.some((p) => (p === '/' ? pathname === '/' : pathname === p || pathname.startsWith(`${p}/`)));

/**
 * Mobile bottom tabs (spec §2): Home, Explore (services drawer), the central Post Job, Saved, Profile.
 * Post Job and Profile need an account: signed out, they remember the page and go to /auth. Signed in, a
 * Messages tab with the unread total joins before Profile (issue #12); the notification bell sits in the
 * mobile header.
 */
export function MobileTabBar() {
  const { pathname } = useLocation();
  const goSignedIn = useSignedInNavigation();
  const signedIn = useIsSignedIn();
  const [exploreOpen, setExploreOpen] = useState(false);
  const { data: unread } = useUnreadCountsQuery(undefined, { skip: !signedIn });
  const unreadMessages = unread?.messages ?? 0;

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
        <Tabs $count={signedIn ? 6 : 5}>
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
          {signedIn && (
            <li>
              <Tab
                to="/messages"
                label="Messages"
                icon={<CountedIcon icon={<MessageIcon />} count={unreadMessages} />}
                spokenSuffix={unreadMessages > 0 ? `, ${unreadMessages} unread` : undefined}
                active={activeWhen(pathname, ['/messages'])}
              />
            </li>
          )}
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
