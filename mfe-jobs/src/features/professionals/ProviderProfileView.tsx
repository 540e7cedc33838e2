import styled from 'styled-components';
import { errorStatus, Link } from '@prohive/shared';
import { type ProviderProfile, useProviderQuery } from '../../lib/api/providersEndpoints';
import { formatMiles, plural } from '../../lib/format';
import { AreaMap } from '../../components/map/AreaMap';
import { SaveButton } from '../../components/SaveButton';
import { Badges } from './Badges';
import { ProfileNotFound } from './ProfileNotFound';
import { ReviewList } from './ReviewList';
import { ratingText } from './ProCard';
import {
  Avatar,
  Button,
  formatDate,
  MapPinIcon,
  Stars,
  StatusPanel,
  usePageTitle,
  PageContainer,
} from '@prohive/ui';

const Header = styled.header`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space(5)};
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space(8)};

  h1 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: clamp(1.75rem, 1.2rem + 2vw, 2.5rem);
    line-height: 1.2;
  }
  @media ${({ theme }) => theme.breakpoints.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(8)};

  @media (max-width: 900px) {
    grid-template-columns: 1fr;
  }
`;

const Block = styled.section`
  margin-bottom: ${({ theme }) => theme.space(8)};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    line-height: 1.6;
  }
`;

const Stats = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    text-align: right;
  }
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.pill};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const Photos = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;

  img {
    display: block;
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

/** 'Request a quote' starts a job aimed at this provider, in their first service. */
export function requestQuoteUrl(provider: Pick<ProviderProfile, 'id' | 'services'>): string {
  const params = new URLSearchParams({ provider: String(provider.id) });
  const first = provider.services[0];
  if (first) params.set('category', first.slug);
  return `/create-job?${params.toString()}`;
}

function responseTime(minutes: number | null): string {
  if (minutes === null) return 'Not enough data';
  if (minutes < 60) return `Within ${Math.max(1, Math.round(minutes))} min`;
  const hours = Math.round(minutes / 60);
  return hours < 24 ? `Within ${plural(hours, 'hour')}` : `Within ${plural(Math.round(hours / 24), 'day')}`;
}

function memberSince(iso: string): string {
  return formatDate(iso, { style: 'monthYear' }) ?? '';
}

function Profile({ provider }: { provider: ProviderProfile }) {
  usePageTitle(`${provider.business_name} — ${provider.city}, ${provider.state}`);
  return (
    <PageContainer>
      <Header>
        <Avatar name={provider.business_name} src={provider.avatar} size={96} decorative />
        <div>
          <h1>{provider.business_name}</h1>
          <Line>
            <Stars rating={provider.rating_average} />
            <span>{ratingText(provider)}</span>
          </Line>
          <Line>
            <MapPinIcon size={16} />
            <span>
              {provider.city}, {provider.state} {provider.zip}
              {provider.distance_miles !== null ? ` · ${formatMiles(provider.distance_miles)} away` : ''}
            </span>
          </Line>
          <Badges badges={provider.badges} />
          <Actions>
            <Button to={requestQuoteUrl(provider)}>Request a quote</Button>
            <SaveButton
              kind="provider"
              id={provider.id}
              name={provider.business_name}
              saved={provider.saved}
            />
          </Actions>
        </div>
      </Header>
      <Layout>
        <div>
          <Block aria-labelledby="pro-about">
            <h2 id="pro-about">About</h2>
            {provider.bio ? (
              provider.bio.split(/\n{2,}/).map((paragraph, i) => <p key={i}>{paragraph}</p>)
            ) : (
              <p>This professional has not written an introduction yet.</p>
            )}
          </Block>
          {provider.photos.length > 0 ? (
            <Block aria-labelledby="pro-photos">
              <h2 id="pro-photos">Photos of their work</h2>
              <Photos>
                {provider.photos.map((photo, i) => (
                  <li key={photo.id}>
                    <a href={photo.url} target="_blank" rel="noreferrer">
                      <img
                        src={photo.thumb_url}
                        alt={`Work by ${provider.business_name}, photo ${i + 1}`}
                        loading="lazy"
                      />
                    </a>
                  </li>
                ))}
              </Photos>
            </Block>
          ) : null}
          <Block aria-labelledby="pro-reviews">
            <h2 id="pro-reviews">Reviews ({provider.review_count.toLocaleString('en-US')})</h2>
            <ReviewList providerId={provider.id} first={provider.reviews} />
          </Block>
        </div>
        <div>
          <Block aria-labelledby="pro-facts">
            <h2 id="pro-facts">At a glance</h2>
            <Stats>
              <dt>Hires on Prohive</dt>
              <dd>{provider.hires.toLocaleString('en-US')}</dd>
              <dt>Years in business</dt>
              <dd>{provider.years_in_business}</dd>
              <dt>Responds</dt>
              <dd>{responseTime(provider.response_time_minutes)}</dd>
              <dt>Member since</dt>
              <dd>{memberSince(provider.member_since)}</dd>
            </Stats>
          </Block>
          <Block aria-labelledby="pro-services">
            <h2 id="pro-services">Services</h2>
            {provider.services.length > 0 ? (
              <Chips>
                {provider.services.map((service) => (
                  <li key={service.slug}>
                    <Link to={`/services/${service.slug}/professionals`}>{service.title}</Link>
                  </li>
                ))}
              </Chips>
            ) : (
              <p>No services listed yet.</p>
            )}
          </Block>
          <Block aria-labelledby="pro-area">
            <h2 id="pro-area">Service area</h2>
            <p>
              Works within {plural(provider.radius_miles, 'mile')} of {provider.city}, {provider.state}.
            </p>
            <AreaMap
              center={{ latitude: provider.latitude, longitude: provider.longitude }}
              radiusMiles={provider.radius_miles}
              ariaLabel={`Service area of ${provider.business_name}: ${provider.radius_miles} miles around ${provider.city}, ${provider.state}`}
              height="260px"
            />
          </Block>
        </div>
      </Layout>
    </PageContainer>
  );
}

/** /professionals/{id}: the public profile, with not-found, loading and error states. */
export function ProviderProfileView({ id }: { id: number }) {
  const { data, error, isLoading, isError, refetch } = useProviderQuery(id);
  if (isError && errorStatus(error) === 404) return <ProfileNotFound />;
  if (isError) {
    return (
      <PageContainer>
        <StatusPanel
          title="This profile could not be loaded"
          tone="error"
          actions={
            <Button type="button" onClick={() => void refetch()}>
              Try again
            </Button>
          }
        >
          <p>Something went wrong on our side or with your connection.</p>
        </StatusPanel>
      </PageContainer>
    );
  }
  if (isLoading || !data) {
    return (
      <PageContainer>
        <p role="status">Loading profile…</p>
      </PageContainer>
    );
  }
  return <Profile provider={data} />;
}
