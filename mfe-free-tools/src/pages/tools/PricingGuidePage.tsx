import { pricingGuide } from '../../features/guides/content/pricingGuide';
import { GuideToolPage } from './GuideToolPage';

/** /free-tools/pricing-guide */
export default function PricingGuidePage() {
  return <GuideToolPage guide={pricingGuide} />;
}
