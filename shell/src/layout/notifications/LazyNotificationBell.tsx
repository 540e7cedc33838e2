import { Suspense, lazy } from 'react';
import styled from 'styled-components';

// Only a signed-in user has a bell, and users sign in after the page has hydrated (a server-rendered page is
// drawn signed out), so the bell, its panel and its endpoints are a chunk of their own instead of part of every
// visitor's first download.
const NotificationBell = lazy(() =>
  import('./NotificationBell').then((module) => ({ default: module.NotificationBell })),
);

/** The bell, loaded when first shown; a box of its size holds its place meanwhile so the header does not move. */
export function LazyNotificationBell() {
  return (
    <Suspense fallback={<Placeholder aria-hidden="true" />}>
      <NotificationBell />
    </Suspense>
  );
}

const Placeholder = styled.span`
  display: inline-block;
  width: 44px;
  height: 44px;
`;
