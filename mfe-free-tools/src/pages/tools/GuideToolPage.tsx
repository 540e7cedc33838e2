import { GuideArticle } from '../../features/guides/GuideArticle';
import type { Guide } from '../../features/guides/types';
import {
  RelatedToolLinks,
  ToolBreadcrumb,
  useToolPageHead,
  useToolPageInfo,
} from '../../components/toolPage';

/**
 * A guide inside the tool page conventions: the guide keeps its own heading (title, reading time, contents)
 * while the breadcrumb, head tags and related tools are the ones every tool page has. Guides list the other
 * guides on their own shelf, so only related tools are added.
 */
export function GuideToolPage({ guide }: { guide: Guide }) {
  const tool = useToolPageInfo();
  useToolPageHead(tool);
  return (
    <GuideArticle
      guide={guide}
      before={<ToolBreadcrumb tool={tool} />}
      after={<RelatedToolLinks tool={tool} guides={false} />}
    />
  );
}
