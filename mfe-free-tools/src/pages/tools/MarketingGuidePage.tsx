import { marketingGuide } from '../../features/guides/content/marketingGuide';
import { GuideToolPage } from './GuideToolPage';

/** /free-tools/marketing-guide */
export default function MarketingGuidePage() {
  return <GuideToolPage guide={marketingGuide} />;
}
