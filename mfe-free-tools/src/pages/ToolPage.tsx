import { Link, Navigate, useParams } from '@prohive/shared';
import { AreaPage } from '@prohive/ui';
import { findTool } from '../features/catalogue/tools';

/** /free-tools/{tool}: one calculator, template or guide; an unknown slug is a 404. */
export default function ToolPage() {
  const { tool: slug } = useParams();
  const tool = findTool(slug);
  if (!tool) return <Navigate to="/404" replace />;
  return (
    <AreaPage title={tool.title} intro={tool.description}>
      <Link to="/free-tools">All free tools</Link>
    </AreaPage>
  );
}
