import { marketingGuide } from '../../../features/guides/content/marketingGuide';
import { describeGuide } from '../../../testing/describeGuide';

describeGuide(marketingGuide);
