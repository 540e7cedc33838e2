import { Suspense, useMemo } from 'react';
import { Navigate, useParams } from '@prohive/shared';
import { Loading } from '@prohive/ui';
import { ToolPageContext, ToolPageLayout } from '../components/toolPage';
import { findTool, toolPageInfo } from '../features/catalogue/tools';
import { TOOL_PAGES } from './tools/registry';

/**
 * /free-tools/{tool}: one calculator, template or guide; an unknown slug is a 404. The tool's catalogue entry
 * (title, description, related links) is provided to its screen, which renders inside ToolPageLayout.
 */
export default function ToolPage() {
  const { tool: slug } = useParams();
  const tool = findTool(slug);
  const info = useMemo(() => (tool ? toolPageInfo(tool) : null), [tool]);
  if (!tool || !info) return <Navigate to="/404" replace />;
  const Screen = TOOL_PAGES[tool.slug];
  return (
    <ToolPageContext.Provider value={info}>
      {Screen ? (
        <Suspense fallback={<Loading />}>
          <Screen />
        </Suspense>
      ) : (
        <ToolPageLayout printable={false} />
      )}
    </ToolPageContext.Provider>
  );
}
