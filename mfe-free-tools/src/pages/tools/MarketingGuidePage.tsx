import { GuideArticle } from '../../features/guides/GuideArticle';
import { marketingGuide } from '../../features/guides/content/marketingGuide';

/** /free-tools/marketing-guide */
export default function MarketingGuidePage() {
  return <GuideArticle guide={marketingGuide} />;
}
