import styled from 'styled-components';
import { Link, useRenderNow, type JobSummary } from '@prohive/shared';
import { CardFrame, cardHeading, SAVE_ROOM, SaveCorner } from '../../components/cardFrame';
import { SaveButton } from '../../components/SaveButton';
import { formatBudget, formatMiles, formatTiming, plural, postedAgo } from '../../lib/format';
import { MapPinIcon } from '@prohive/ui';

const Card = styled(CardFrame)`
  ${cardHeading}
  h3 {
    padding-right: ${SAVE_ROOM};
  }
`;

const Category = styled.span`
  justify-self: start;
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 600;
`;

const Budget = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: 700;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;

const Place = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export interface JobCardProps {
  job: JobSummary;
  /** For tests: the time 'posted ago' is measured from. */
  now?: number;
  headingLevel?: 2 | 3;
}

/** One open job in a result grid: what, where, budget, when, how fresh and how contested. */
export function JobCard({ job, now, headingLevel = 3 }: JobCardProps) {
  const clock = useRenderNow();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card aria-labelledby={`job-card-${job.id}`} data-testid="job-card">
      <Category>{job.category.title}</Category>
      <Heading id={`job-card-${job.id}`}>
        <Link to={`/job/${job.id}`}>{job.title}</Link>
      </Heading>
      <SaveCorner>
        <SaveButton kind="job" id={job.id} name={job.title} item={job} compact />
      </SaveCorner>
      <Place>
        <MapPinIcon size={16} />
        <span>
          {job.location.city}, {job.location.state}
          {job.distance_miles !== null ? ` · ${formatMiles(job.distance_miles)} away` : ''}
        </span>
      </Place>
      <Budget>{formatBudget(job.budget)}</Budget>
      <Facts>
        <dt>When</dt>
        <dd>{formatTiming(job.timing, job.preferred_date)}</dd>
        <dt>Bids</dt>
        <dd>{job.bid_count === 0 ? 'No bids yet' : plural(job.bid_count, 'bid')}</dd>
      </Facts>
      <Place as="p">
        <time dateTime={job.created_at}>{postedAgo(job.created_at, now ?? clock)}</time>
      </Place>
    </Card>
  );
}
