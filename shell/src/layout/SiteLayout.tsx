import { Suspense } from 'react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useIsMobile } from '@prohive/ui';
import { DesktopHeader, MobileHeader, MobileTabBar, SiteFooter } from './chrome';
import { HeaderBar } from './header/HeaderBar';
import { TestModeBanner } from './testMode/TestModeBanner';

const SkipLink = styled.a`
  position: absolute;
  left: 12px;
  top: -100px;
  z-index: ${({ theme }) => theme.zIndex.toast};
  padding: 10px 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 600;
  &:focus {
    top: 12px;
  }
`;

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Main = styled.main<{ $mobile: boolean }>`
  flex: 1;
  /* At least a screenful, so the footer starts below the fold and a remote arriving after 'Loading…' never
     pushes it down (a layout shift on every first visit). */
  min-height: 100vh;
  padding-top: ${({ theme }) => theme.layout.headerHeight};
  padding-bottom: ${({ theme, $mobile }) => ($mobile ? `calc(${theme.layout.tabBarHeight} + env(safe-area-inset-bottom))` : '0')};
  &:focus {
    outline: none;
  }
`;

/** Spec §2 layout: fixed header, the page, and the desktop footer or the mobile tab bar. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const isMobile = useIsMobile();
  return (
    <Page>
      <SkipLink href="#main-content">Skip to main content</SkipLink>
      {/* Each part is its own boundary so that, on a server-rendered page, React hydrates it in short slices
          after the root instead of all of it in the root's one long task. In the browser the header and footer
          are lazy chunks (./chrome): if one is not there yet when hydrating, its boundary keeps the server's
          HTML until it arrives. A fallback shows only while the other variant downloads (the width crossed the
          breakpoint, or a page the server did not render): an empty bar where the fixed header goes, and
          nothing for the footer, which starts below a screenful of main. Nothing moves meanwhile. */}
      <Suspense fallback={<HeaderBar as="div" aria-hidden="true" />}>
        {isMobile ? <MobileHeader /> : <DesktopHeader />}
      </Suspense>
      <Main id="main-content" tabIndex={-1} $mobile={isMobile}>
        <Suspense fallback={null}>
          <TestModeBanner />
        </Suspense>
        {children}
      </Main>
      <Suspense fallback={null}>{isMobile ? <MobileTabBar /> : <SiteFooter />}</Suspense>
    </Page>
  );
}
