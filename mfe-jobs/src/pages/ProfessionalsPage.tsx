import { useSearchParams } from '@prohive/shared';
import { AreaPage } from '@prohive/shared';

/** /professionals?search=&zip=: verified local professionals matching a service near a postal code. */
export default function ProfessionalsPage() {
  const [params] = useSearchParams();
  const search = params.get('search')?.trim();
  const zip = params.get('zip')?.trim();
  const where = zip ? ` near ${zip}` : ' near you';
  return (
    <AreaPage
      title="Find Local Pros"
      intro={`Compare verified ${search ? `${search} ` : ''}professionals${where}: ratings, reviews, response times and the services they offer.`}
    />
  );
}
