import { Navigate, errorStatus, useLocation, useParams } from '@prohive/shared';
import { Button, Loading } from '@prohive/ui';
import styled from 'styled-components';
import { ClosingCta, Container, PageBody, PageHero } from '../components/layout';
import { JobsNear, NearbyCities, ProvidersNear, ServicesIn } from '../features/locations/LocationSections';
import { locationHeading, locationPath, placeName } from '../features/locations/locationFormat';
import { serviceInSentence } from '../lib/serviceNames';
import { usePageSeo } from '../lib/seo/usePageSeo';
import { useLocationPageQuery } from '../lib/api/marketingEndpoints';

export const LOCATION_LOAD_FAILED = 'We could not load this area just now. Please try again.';

const Failed = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 960px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(12)} ${({ theme }) => theme.space(5)};
  p {
    margin: 0;
  }
`;

const NOT_FOUND = 404;

/**
 * Location landing pages: /{state}/{city} and /{state}/{city}/{service}. The api knows the places (a maintained
 * ZIP data set); whatever it does not know is a 404 here too.
 */
export default function LocationPage() {
  const { state = '', city = '', service } = useParams();
  const { pathname } = useLocation();
  // The api decides which services exist (it has categories this remote has no page for, such as solar).
  const { data, error, isLoading, isFetching, refetch } = useLocationPageQuery({ state, city, service });
  const heading = data ? locationHeading(data) : undefined;
  const place = data ? placeName(data) : '';
  const trade = data?.service ? serviceInSentence(data.service.title) : undefined;
  usePageSeo({
    title: heading,
    description: data
      ? `Compare ${trade ?? 'home service'} pros near ${place}: ratings, reviews and verified badges, plus open jobs nearby. Post your job free on Prohive.`
      : '',
    canonicalPath: data ? locationPath(data) : pathname,
  });

  if (errorStatus(error) === NOT_FOUND) return <Navigate to="/404" replace />;
  if (isLoading) return <Loading label="Loading local pros…" />;
  if (!data) {
    return (
      <Failed role="alert">
        <p>{LOCATION_LOAD_FAILED}</p>
        <Button variant="outline" onClick={() => void refetch()} disabled={isFetching}>
          Try again
        </Button>
      </Failed>
    );
  }

  const cityName = data.city.name;
  const sections = { page: data, city: cityName, trade };
  return (
    <article>
      <PageHero
        eyebrow={data.city.state.name}
        heading={heading ?? ''}
        intro={
          data.service
            ? `${data.service.description} Compare verified ${trade} pros serving ${place}, read their reviews and hire with confidence.`
            : `Find verified home service professionals serving ${place}: compare bids, read reviews and hire with confidence.`
        }
        actions={[
          { label: 'Post a Project', to: '/create-job' },
          { label: 'Browse Pros', to: '/professionals', variant: 'outline' },
        ]}
      />
      <PageBody>
        <Container>
          <ProvidersNear {...sections} />
          <JobsNear {...sections} />
          <ServicesIn {...sections} />
          <NearbyCities {...sections} />
          <ClosingCta
            heading={`Get offers from pros in ${cityName}`}
            text="Describe the job once and let local, verified professionals come to you with their prices."
            actions={[{ label: 'Post a Project', to: '/create-job' }]}
          />
        </Container>
      </PageBody>
    </article>
  );
}
