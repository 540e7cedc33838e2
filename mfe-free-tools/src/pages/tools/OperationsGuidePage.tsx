import { GuideArticle } from '../../features/guides/GuideArticle';
import { operationsGuide } from '../../features/guides/content/operationsGuide';

/** /free-tools/operations-guide */
export default function OperationsGuidePage() {
  return <GuideArticle guide={operationsGuide} />;
}
