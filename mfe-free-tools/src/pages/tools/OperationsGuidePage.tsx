import { operationsGuide } from '../../features/guides/content/operationsGuide';
import { GuideToolPage } from './GuideToolPage';

/** /free-tools/operations-guide */
export default function OperationsGuidePage() {
  return <GuideToolPage guide={operationsGuide} />;
}
