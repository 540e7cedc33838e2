import { operationsGuide } from '../../../features/guides/content/operationsGuide';
import { describeGuide } from '../../../testing/describeGuide';

describeGuide(operationsGuide);
