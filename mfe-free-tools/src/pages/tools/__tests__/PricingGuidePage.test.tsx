import { pricingGuide } from '../../../features/guides/content/pricingGuide';
import { describeGuide } from '../../../testing/describeGuide';

describeGuide(pricingGuide);
