import { Navigate, useLocation } from '@prohive/shared';
import { ContentPage } from '../features/content/ContentPage';
import { infoPageFor } from '../features/info/infoPages';

/** Company, legal, provider and financing pages: the copy is chosen by path (features/info/infoPages.ts). */
export default function InfoPage() {
  const { pathname } = useLocation();
  const found = infoPageFor(pathname);
  if (!found) return <Navigate to="/404" replace />;
  return <ContentPage page={found.page} canonicalPath={found.canonicalPath} />;
}
