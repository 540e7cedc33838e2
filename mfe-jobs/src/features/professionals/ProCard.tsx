import styled from 'styled-components';
import { Link, type ProviderCard } from '@prohive/shared';
import { formatMiles, plural } from '../../lib/format';
import { CardFrame, cardHeading, SAVE_ROOM, SaveCorner } from '../../components/cardFrame';
import { SaveButton } from '../../components/SaveButton';
import { Badges } from './Badges';
import { Avatar, MapPinIcon, Stars } from '@prohive/ui';

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding-right: ${SAVE_ROOM};
  ${cardHeading}
`;

const Rating = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSize.sm};

  li {
    display: inline-flex;
    align-items: center;
    gap: 4px;
  }
`;

export function ratingText(provider: Pick<ProviderCard, 'rating_average' | 'review_count'>): string {
  if (provider.review_count === 0) return 'No reviews yet';
  return `${provider.rating_average.toFixed(1)} (${plural(provider.review_count, 'review')})`;
}

/** One professional in a result grid: who, how well rated, how experienced, verified how, and how far. */
export function ProCard({ provider }: { provider: ProviderCard }) {
  const headingId = `pro-card-${provider.id}`;
  return (
    <CardFrame $gap={3} aria-labelledby={headingId} data-testid="pro-card">
      <Head>
        <Avatar name={provider.business_name} src={provider.avatar} size={56} decorative />
        <div>
          <h3 id={headingId}>
            <Link to={`/professionals/${provider.id}`}>{provider.business_name}</Link>
          </h3>
          <Rating>
            <Stars rating={provider.rating_average} size={16} />
            <span>{ratingText(provider)}</span>
          </Rating>
        </div>
      </Head>
      <SaveCorner>
        <SaveButton kind="provider" id={provider.id} name={provider.business_name} item={provider} compact />
      </SaveCorner>
      <Facts>
        <li>
          <MapPinIcon size={16} />
          {provider.city}, {provider.state}
          {provider.distance_miles !== null ? ` · ${formatMiles(provider.distance_miles)} away` : ''}
        </li>
        <li>{plural(provider.hires, 'hire')}</li>
        <li>{plural(provider.years_in_business, 'year')} in business</li>
      </Facts>
      <Badges badges={provider.badges} />
      {provider.services.length > 0 ? (
        <Rating>{provider.services.map((service) => service.title).join(' · ')}</Rating>
      ) : null}
    </CardFrame>
  );
}
