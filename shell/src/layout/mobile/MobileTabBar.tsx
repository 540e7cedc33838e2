import { useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { HeartIcon, HomeIcon, PlusIcon, SearchIcon, UserIcon } from '@prohive/shared';
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

const Tab = styled.button<{ $active: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  width: 100%;
  height: 100%;
  border: 0;
  background: transparent;
  color: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.textMuted)};
  font-size: 0.7rem;
  font-weight: 600;
  cursor: pointer;
`;

const PostJob = styled.button`
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

function TabButton({
  label,
  icon,
  active,
  onClick,
}: {
  label: string;
  icon: ReactNode;
  active: boolean;
  onClick: () => void;
}) {
  return (
    <Tab type="button" $active={active} aria-current={active ? 'page' : undefined} onClick={onClick}>
      {icon}
      {label}
    </Tab>
  );
}

const activeWhen = (pathname: string, prefixes: string[]) =>
  prefixes.some((p) => (p === '/' ? pathname === '/' : pathname === p || pathname.startsWith(`${p}/`)));

/**
 * Mobile bottom tabs (spec §2): Home, Explore (services drawer), the central Post Job, Saved, Profile.
 * Post Job and Profile need an account: signed out, they remember the page and go to /auth.
 */
export function MobileTabBar() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const goSignedIn = useSignedInNavigation();
  const [exploreOpen, setExploreOpen] = useState(false);

  return (
    <>
      <Bar aria-label="Quick navigation" data-testid="mobile-tab-bar">
        <Tabs>
          <li>
            <TabButton
              label="Home"
              icon={<HomeIcon />}
              active={activeWhen(pathname, ['/', '/professionals'])}
              onClick={() => void navigate('/')}
            />
          </li>
          <li>
            <TabButton
              label="Explore"
              icon={<SearchIcon />}
              active={exploreOpen || activeWhen(pathname, ['/services'])}
              onClick={() => setExploreOpen(true)}
            />
          </li>
          <li>
            <PostJob type="button" onClick={() => goSignedIn(POST_JOB_PATH)}>
              <span aria-hidden="true">
                <PlusIcon size={24} />
              </span>
              <span>Post Job</span>
            </PostJob>
          </li>
          <li>
            <TabButton
              label="Saved"
              icon={<HeartIcon />}
              active={activeWhen(pathname, ['/saved'])}
              onClick={() => void navigate('/saved')}
            />
          </li>
          <li>
            <TabButton
              label="Profile"
              icon={<UserIcon />}
              active={activeWhen(pathname, ['/profile'])}
              onClick={() => goSignedIn('/profile')}
            />
          </li>
        </Tabs>
      </Bar>
      <ServicesDrawer open={exploreOpen} onClose={() => setExploreOpen(false)} />
    </>
  );
}
