import { ContentPage } from '../features/content/ContentPage';
import { rateCheckPage } from '../features/info/pages/financing';
import { RateCheckForm } from '../features/financing/RateCheckForm';

/** /financing/rate-check: the payment estimator, then how the estimate is worked out. */
export default function RateCheckPage() {
  return (
    <ContentPage page={rateCheckPage}>
      <RateCheckForm />
    </ContentPage>
  );
}
