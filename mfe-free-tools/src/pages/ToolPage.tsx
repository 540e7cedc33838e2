import { Suspense } from 'react';
import { Link, Navigate, useParams } from '@prohive/shared';
import { AreaPage } from '@prohive/ui';
import { findTool } from '../features/catalogue/tools';
import { TOOL_PAGES } from './tools/registry';

/** /free-tools/{tool}: one calculator, template or guide; an unknown slug is a 404. */
export default function ToolPage() {
  const { tool: slug } = useParams();
  const tool = findTool(slug);
  if (!tool) return <Navigate to="/404" replace />;
  const Screen = TOOL_PAGES[tool.slug];
  if (Screen) {
    return (
      <Suspense fallback={null}>
        <Screen />
      </Suspense>
    );
  }
  return (
    <AreaPage title={tool.title} intro={tool.description}>
      <Link to="/free-tools">All free tools</Link>
    </AreaPage>
  );
}
