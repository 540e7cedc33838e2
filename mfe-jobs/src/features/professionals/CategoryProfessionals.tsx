import { useLocation, useNavigate, useSearchParams } from '@prohive/shared';
import { Eyebrow, Hero } from '../../components/layout';
import { serviceName } from '../../lib/serviceNames';
import { ProvidersResults } from './ProvidersResults';
import { ServiceZipForm } from './ServiceZipForm';
import { withParam } from './providersQuery';
import { usePageTitle, PageContainer } from '@prohive/ui';

/** The professionals offering one service (`/services/{service}/professionals`, `/professionals/{slug}`). */
export function CategoryProfessionals({ slug }: { slug: string }) {
  const name = serviceName(slug) ?? slug;
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const zip = params.get('zip')?.trim() ?? '';
  usePageTitle(`${name} professionals`);
  return (
    <PageContainer>
      <Hero>
        <Eyebrow>Find a Pro</Eyebrow>
        <h1>{name} professionals</h1>
        <p>
          Verified {name.toLowerCase()} professionals with their ratings, reviews, hires and years in
          business. Add your ZIP code to see who serves your area, nearest first.
        </p>
        <ServiceZipForm
          key={zip}
          initialZip={zip}
          submitLabel="Show pros near me"
          onSubmit={(values) => void navigate(`${pathname}${withParam(search, 'zip', values.zip || null)}`)}
        />
      </Hero>
      <ProvidersResults
        category={slug}
        heading={zip ? `${name} professionals near ${zip}` : `Top rated ${name.toLowerCase()} professionals`}
        emptyHint={
          zip
            ? `No ${name.toLowerCase()} professionals serve ${zip} yet. Try a nearby ZIP code, or post a job and let pros come to you.`
            : undefined
        }
      />
    </PageContainer>
  );
}
