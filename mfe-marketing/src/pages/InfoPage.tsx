import { Navigate, useLocation } from 'react-router-dom';
import { AreaPage } from '../features/frame/AreaPage';
import { infoPageFor } from '../features/info/infoPages';

/** Company, provider and financing pages: the content is chosen by path (features/info/infoPages.ts). */
export default function InfoPage() {
  const { pathname } = useLocation();
  const page = infoPageFor(pathname);
  if (!page) return <Navigate to="/404" replace />;
  return <AreaPage title={page.title} intro={page.intro} />;
}
