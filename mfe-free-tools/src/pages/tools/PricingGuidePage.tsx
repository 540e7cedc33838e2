import { GuideArticle } from '../../features/guides/GuideArticle';
import { pricingGuide } from '../../features/guides/content/pricingGuide';

/** /free-tools/pricing-guide */
export default function PricingGuidePage() {
  return <GuideArticle guide={pricingGuide} />;
}
