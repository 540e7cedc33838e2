import { Link } from '@prohive/shared';
import { Stars } from '@prohive/ui';
import styled from 'styled-components';
import { formatBudget, formatMiles, formatTiming } from './locationFormat';
import { type LocationPage, type NearbyJob, type NearbyProvider } from '../../lib/api/marketingEndpoints';

const Band = styled.section`
  margin-top: ${({ theme }) => theme.space(10)};

  > h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  > p {
    margin: 0 0 ${({ theme }) => theme.space(5)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space(5)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tile = styled.article`
  height: 100%;
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  h3 a {
    color: inherit;
  }
`;

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Badges = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(3)} 0 0;
  padding: 0;
  list-style: none;

  li {
    padding: 2px ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radii.pill};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: 600;
  }
`;

const Pills = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Empty = styled.p`
  margin: 0;
`;

const BADGES: Array<[key: keyof NearbyProvider['verified'], label: string]> = [
  ['license', 'Licensed'],
  ['insurance', 'Insured'],
  ['background', 'Background checked'],
];

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export function ProviderCard({ provider }: { provider: NearbyProvider }) {
  const badges = BADGES.filter(([key]) => provider.verified[key]);
  return (
    <Tile aria-labelledby={`provider-${provider.id}`}>
      <h3 id={`provider-${provider.id}`}>
        <Link to={`/professionals/${provider.id}`}>{provider.business_name}</Link>
      </h3>
      <Line>
        {provider.review_count > 0 ? (
          <>
            <Stars rating={provider.rating_average} size={16} />
            <span>{provider.rating_average.toFixed(1)}</span>
            <span>({plural(provider.review_count, 'review', 'reviews')})</span>
          </>
        ) : (
          // An average of 0 from no reviews is not a bad rating: say there are none yet.
          <span>No reviews yet</span>
        )}
      </Line>
      <Line>
        <span>{plural(provider.hires, 'hire', 'hires')}</span>
        <span aria-hidden="true">·</span>
        <span>{plural(provider.years_in_business, 'year in business', 'years in business')}</span>
      </Line>
      <Line>
        {formatMiles(provider.distance_miles)} away · {provider.city}, {provider.state}
      </Line>
      {badges.length > 0 && (
        <Badges aria-label="Verified">
          {badges.map(([key, label]) => (
            <li key={key}>{label}</li>
          ))}
        </Badges>
      )}
    </Tile>
  );
}

function JobCard({ job }: { job: NearbyJob }) {
  return (
    <Tile aria-labelledby={`job-${job.id}`}>
      <h3 id={`job-${job.id}`}>
        <Link to={`/job/${job.id}`}>{job.title}</Link>
      </h3>
      <Line>
        {job.category.title} · {formatBudget(job)}
      </Line>
      <Line>{formatTiming(job.timing)}</Line>
      <Line>
        {formatMiles(job.distance_miles)} away · {job.city}, {job.state}
      </Line>
    </Tile>
  );
}

interface SectionProps {
  page: LocationPage;
  /** The city's name, for headings. */
  city: string;
  /** Lower-case trade name when the page is about one service ("plumbing"). */
  trade?: string;
}

export function ProvidersNear({ page, city, trade }: SectionProps) {
  const { total, items } = page.providers;
  const who = trade ? `${trade} pros` : 'pros';
  return (
    <Band aria-labelledby="providers-near-heading">
      <h2 id="providers-near-heading">
        {who.charAt(0).toUpperCase() + who.slice(1)} near {city}
      </h2>
      {items.length === 0 ? (
        <Empty>
          No {who} are listed within {page.radius_miles} miles of {city} yet.{' '}
          <Link to="/create-job">Post your job</Link> and pros from further away can still send offers.
        </Empty>
      ) : (
        <>
          <p>
            {plural(total, `${who.replace(/s$/, '')}`, who)} within {page.radius_miles} miles, nearest first.
          </p>
          <Grid>
            {items.map((provider) => (
              <li key={provider.id}>
                <ProviderCard provider={provider} />
              </li>
            ))}
          </Grid>
        </>
      )}
    </Band>
  );
}

export function JobsNear({ page, city, trade }: SectionProps) {
  const { total, items } = page.jobs;
  const what = trade ? `open ${trade} jobs` : 'open jobs';
  return (
    <Band aria-labelledby="jobs-near-heading">
      <h2 id="jobs-near-heading">
        {what.charAt(0).toUpperCase() + what.slice(1)} near {city}
      </h2>
      {items.length === 0 ? (
        <Empty>
          There are no {what} within {page.radius_miles} miles right now.
        </Empty>
      ) : (
        <>
          <p>
            {total.toLocaleString('en-US')} within {page.radius_miles} miles, nearest first.
          </p>
          <Grid>
            {items.map((job) => (
              <li key={job.id}>
                <JobCard job={job} />
              </li>
            ))}
          </Grid>
        </>
      )}
    </Band>
  );
}

export function NearbyCities({ page, city }: SectionProps) {
  if (page.nearby_cities.length === 0) return null;
  const suffix = page.service ? `/${page.service.slug}` : '';
  return (
    <Band aria-labelledby="nearby-cities-heading">
      <h2 id="nearby-cities-heading">Cities near {city}</h2>
      <Pills>
        {page.nearby_cities.map((nearby) => (
          <li key={nearby.path}>
            <Link to={`${nearby.path}${suffix}`}>
              {nearby.name}, {nearby.state.toUpperCase()} ({formatMiles(nearby.distance_miles)})
            </Link>
          </li>
        ))}
      </Pills>
    </Band>
  );
}

export function ServicesIn({ page, city }: SectionProps) {
  if (page.services.length === 0) return null;
  return (
    <Band aria-labelledby="services-in-heading">
      <h2 id="services-in-heading">Services in {city}</h2>
      <Pills>
        {page.services.map((service) => (
          <li key={service.slug}>
            <Link to={service.path} aria-current={page.service?.slug === service.slug ? 'page' : undefined}>
              {service.title} ({plural(service.provider_count, 'pro', 'pros')})
            </Link>
          </li>
        ))}
      </Pills>
    </Band>
  );
}
