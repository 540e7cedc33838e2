import type { ComponentType } from 'react';
import { Navigate, useLocation } from '@prohive/shared';
import { ContentPage } from '../features/content/ContentPage';
import { infoPageFor } from '../features/info/infoPages';
import { WaitlistForm } from '../features/financing/WaitlistForm';
import { PlansSection } from '../features/plans/PlansSection';

/** The live part a copy page shows before its written sections, by canonical path. */
const LIVE_PARTS: Partial<Record<string, ComponentType>> = {
  '/for-providers': PlansSection,
  '/financing-waitlist': WaitlistForm,
};

/** Company, legal, provider and financing pages: the copy is chosen by path (features/info/infoPages.ts). */
export default function InfoPage() {
  const { pathname } = useLocation();
  const found = infoPageFor(pathname);
  if (!found) return <Navigate to="/404" replace />;
  const Live = Object.hasOwn(LIVE_PARTS, found.canonicalPath) ? LIVE_PARTS[found.canonicalPath] : undefined;
  return (
    <ContentPage page={found.page} canonicalPath={found.canonicalPath}>
      {Live && <Live />}
    </ContentPage>
  );
}
