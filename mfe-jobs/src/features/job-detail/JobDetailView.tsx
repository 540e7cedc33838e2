import { useState } from 'react';
import styled, { keyframes } from 'styled-components';
import {
  Link,
  PROVIDER_ROLE_NAMES,
  apiErrorMessage,
  errorStatus,
  useCurrentUser,
  useIsSignedIn,
} from '@prohive/shared';
import { useJobQuery, type JobDetail } from '../../lib/api/jobsEndpoints';
import { AreaMap } from '../../components/map';
import { SaveButton } from '../../components/SaveButton';
import { answerLabel } from '../../lib/questions';
import { BidComparison } from './BidComparison';
import { BidPanel } from './BidPanel';
import { OwnerActions } from './OwnerActions';
import { ReviewSection } from './ReviewSection';
import { JobStatusBadge } from './StatusBadge';
import { SERVICE_TYPE_LABELS, TIMING_LABELS, budgetText, formatDate } from './format';
import { Panel, PanelTitle } from './layout';
import { Button, Dialog, useDocumentHead, usePageTitle } from '@prohive/ui';

/** A job id from the URL: digits only, within a Postgres integer; anything else is simply not a job. */
export function parseJobId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

function Photos({ job }: { job: JobDetail }) {
  const [open, setOpen] = useState<number | null>(null);
  if (job.photos.length === 0) return null;
  const current = open === null ? null : job.photos[open];
  return (
    <div>
      <SubTitle>Photos</SubTitle>
      <Thumbs>
        {job.photos.map((photo, index) => (
          <li key={photo.id}>
            <ThumbButton
              type="button"
              onClick={() => setOpen(index)}
              aria-label={`Open photo ${index + 1} of ${job.photos.length}`}
            >
              <img src={photo.thumb_url} alt="" loading="lazy" />
            </ThumbButton>
          </li>
        ))}
      </Thumbs>
      <Dialog
        open={current != null}
        onClose={() => setOpen(null)}
        title={open === null ? '' : `Photo ${open + 1} of ${job.photos.length}`}
        footer={
          job.photos.length > 1 && open !== null ? (
            <>
              <Button
                variant="outline"
                onClick={() => setOpen((open - 1 + job.photos.length) % job.photos.length)}
              >
                Previous
              </Button>
              <Button variant="outline" onClick={() => setOpen((open + 1) % job.photos.length)}>
                Next
              </Button>
            </>
          ) : undefined
        }
      >
        {current && <Large src={current.url} alt={`Photo ${open! + 1} for ${job.title}`} />}
      </Dialog>
    </div>
  );
}

function Answers({ job }: { job: JobDetail }) {
  const entries = Object.entries(job.answers);
  if (entries.length === 0) return null;
  return (
    <div>
      <SubTitle>Details</SubTitle>
      <Facts>
        {entries.map(([key, value]) => (
          <div key={key}>
            <dt>{answerLabel(job.category.slug, key)}</dt>
            <dd>{Array.isArray(value) ? value.join(', ') : value}</dd>
          </div>
        ))}
      </Facts>
    </div>
  );
}

function LocationPanel({ job }: { job: JobDetail }) {
  const { location, exact_location: exact } = job;
  // Admins also receive the exact location; only the owner is told it is theirs alone.
  const whoSees = job.viewer.is_owner
    ? 'Only you see the address; pros see the approximate area.'
    : 'Shown to you as an administrator; pros see the approximate area.';
  const place = `${location.city}, ${location.state} ${location.zip}`;
  return (
    <Panel aria-labelledby="location-title">
      <PanelTitle id="location-title">Location</PanelTitle>
      <p style={{ margin: 0 }}>
        {exact?.address ? (
          <>
            {exact.address}, {place}
            <Small> {whoSees}</Small>
          </>
        ) : (
          <>
            {place} <Small>(approximate area)</Small>
          </>
        )}
      </p>
      <AreaMap
        center={exact ?? location}
        radiusMiles={exact ? undefined : location.radius_miles}
        markers={
          exact
            ? [
                {
                  id: 'home',
                  latitude: exact.latitude,
                  longitude: exact.longitude,
                  label: job.viewer.is_owner ? 'Your job location' : 'Job location',
                },
              ]
            : undefined
        }
        ariaLabel={
          exact
            ? `Map of ${job.viewer.is_owner ? 'your' : 'the'} job location in ${location.city}, ${location.state}`
            : `Approximate job area around ${location.city}, ${location.state}`
        }
        height="260px"
      />
    </Panel>
  );
}

function Skeleton() {
  return (
    <Main aria-busy="true">
      <span role="status" className="sr-only">
        Loading the job…
      </span>
      <Bar $w="30%" />
      <Bar $w="70%" $h="36px" />
      <Bar $w="100%" $h="180px" />
      <Bar $w="100%" $h="260px" />
    </Main>
  );
}

/** /job/:jobId: the job, its area on a map, and what the viewer can do (bid, compare and hire, review). */
export function JobDetailView({ rawId }: { rawId: string | undefined }) {
  const id = parseJobId(rawId);
  const query = useJobQuery(id ?? 0, { skip: id === null });
  const signedIn = useIsSignedIn();
  const user = useCurrentUser();
  const job = query.data && query.data.id === id ? query.data : undefined;
  const notFound = id === null || errorStatus(query.error) === 404;

  usePageTitle(job ? job.title : notFound ? 'Job not found' : 'Job details');
  useDocumentHead(
    job
      ? {
          meta: [
            {
              name: 'description',
              content: `${job.category.title} job in ${job.location.city}, ${job.location.state}: ${job.description.slice(0, 140)}`,
            },
            ...(job.status === 'open' ? [] : [{ name: 'robots', content: 'noindex' }]),
          ],
        }
      : notFound
        ? { meta: [{ name: 'robots', content: 'noindex' }] }
        : null,
  );

  if (notFound)
    return (
      <Main>
        <State role="alert" data-testid="job-not-found">
          <h1>Job not found</h1>
          <p>This job does not exist or was removed. It may have been a mistyped link.</p>
          <Button to="/jobs">Browse open jobs</Button>
        </State>
      </Main>
    );
  if (!job && query.isError)
    return (
      <Main>
        <State role="alert">
          <h1>The job could not be loaded</h1>
          <p>{apiErrorMessage(query.error)}</p>
          <Button onClick={() => void query.refetch()}>Try again</Button>
        </State>
      </Main>
    );
  if (!job) return <Skeleton />;

  const isProvider = Boolean(user && PROVIDER_ROLE_NAMES.includes(user.role.name));
  const owner = job.viewer.is_owner;

  return (
    <Main>
      <Back to="/jobs">← All jobs</Back>
      <Header>
        <div>
          <Category>
            {job.category.title} · {SERVICE_TYPE_LABELS[job.service_type]}
          </Category>
          <h1>{job.title}</h1>
          <Meta>
            <JobStatusBadge status={job.status} />
            <span>Posted {formatDate(job.created_at)}</span>
            {job.status === 'open' && <span>Open until {formatDate(job.expires_at)}</span>}
            <span>
              {job.bid_count} bid{job.bid_count === 1 ? '' : 's'}
            </span>
          </Meta>
        </div>
        {!owner && signedIn && (
          <SaveButton kind="job" id={job.id} name={job.title} saved={job.viewer.saved} item={job} />
        )}
      </Header>
      <Columns>
        <Stack>
          <Panel aria-labelledby="about-title">
            <PanelTitle id="about-title">About the job</PanelTitle>
            <Description>{job.description}</Description>
            <Facts>
              <div>
                <dt>Budget</dt>
                <dd>{budgetText(job.budget)}</dd>
              </div>
              <div>
                <dt>When</dt>
                <dd>
                  {job.timing === 'specific_date' && job.preferred_date
                    ? `On ${formatDate(job.preferred_date)}`
                    : TIMING_LABELS[job.timing]}
                </dd>
              </div>
              <div>
                <dt>Property</dt>
                <dd>{SERVICE_TYPE_LABELS[job.service_type]}</dd>
              </div>
              <div>
                <dt>Customer</dt>
                <dd>{job.customer.first_name}</dd>
              </div>
            </Facts>
            <Answers job={job} />
            <Photos job={job} />
          </Panel>
          {owner && <OwnerActions job={job} />}
          {isProvider && !owner && job.target_provider_id === user?.id && (
            <Note role="note">The customer asked you for a quote on this job.</Note>
          )}
          {isProvider && !owner && <BidPanel job={job} />}
          <ReviewSection job={job} />
        </Stack>
        <Stack>
          <LocationPanel job={job} />
          {!signedIn && job.status === 'open' && (
            <Panel aria-labelledby="pro-cta-title">
              <PanelTitle id="pro-cta-title">Are you a professional?</PanelTitle>
              <p style={{ margin: 0 }}>Sign in to send the customer your price.</p>
              <Button to={`/auth?redirect=${encodeURIComponent(`/job/${job.id}`)}`}>Sign in to bid</Button>
            </Panel>
          )}
        </Stack>
      </Columns>
      {/* Full width: the side-by-side comparison needs every column it can get. */}
      {owner && <BidComparison job={job} />}
    </Main>
  );
}

const Main = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(6)} ${theme.space(4)} ${theme.space(12)}`};
  display: grid;
  gap: ${({ theme }) => theme.space(5)};

  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
  }
`;

const Back = styled(Link)`
  justify-self: start;
  color: ${({ theme }) => theme.colors.primary};
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};

  h1 {
    margin: ${({ theme }) => theme.space(1)} 0 ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.fontSize.xxl};
    overflow-wrap: anywhere;
  }
`;

const Category = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(280px, 1fr);
  gap: ${({ theme }) => theme.space(5)};
  align-items: start;

  @media (max-width: 960px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  min-width: 0;
`;

const Description = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: 1.6;
`;

const SubTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSize.md};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;

  dt {
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const Thumbs = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const ThumbButton = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  overflow: hidden;
  cursor: zoom-in;
  background: ${({ theme }) => theme.colors.surfaceMuted};

  img {
    display: block;
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Large = styled.img`
  display: block;
  max-width: 100%;
  max-height: 70vh;
  margin: 0 auto;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
`;

const Small = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const State = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(8)} 0;

  h1 {
    margin: 0;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const pulse = keyframes`
  50% { opacity: 0.5; }
`;

const Bar = styled.div<{ $w: string; $h?: string }>`
  width: ${({ $w }) => $w};
  height: ${({ $h }) => $h ?? '16px'};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  animation: ${pulse} 1.5s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
