import { useSearchParams } from '@prohive/shared';
import { Eyebrow, Hero } from '../components/layout';
import { ProvidersResults } from '../features/professionals/ProvidersResults';
import { SearchForm, usePageTitle, PageContainer } from '@prohive/ui';

/** /professionals?search=&zip=: verified local professionals matching a service near a ZIP code. */
export default function ProfessionalsPage() {
  const [params] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';
  const zip = params.get('zip')?.trim() ?? '';
  const what = search
    ? `“${search.length > 60 ? `${search.slice(0, 59)}…` : search}” professionals`
    : 'Professionals';
  const heading = zip ? `${what} near ${zip}` : search ? what : 'Top rated professionals';
  usePageTitle(search || zip ? heading : 'Find Local Pros');
  return (
    <PageContainer>
      <Hero>
        <Eyebrow>Find a Pro</Eyebrow>
        <h1>Find local pros</h1>
        <p>
          Compare verified professionals near you: ratings, reviews, hires, years in business and the licences
          and insurance we have checked.
        </p>
        {/* Keyed by the query so Back/Forward put the searched words back in the form. */}
        <SearchForm key={`${search}|${zip}`} initialService={search} initialZip={zip || undefined} />
      </Hero>
      <ProvidersResults heading={heading} />
    </PageContainer>
  );
}
