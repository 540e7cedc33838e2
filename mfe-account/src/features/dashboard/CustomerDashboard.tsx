import { useState } from 'react';
import styled from 'styled-components';
import { Link, apiErrorMessage, type AuthUser } from '@prohive/shared';
import { useMyJobsQuery, type MyJob } from '../../lib/api/dashboardEndpoints';
import { Button, Loading } from '@prohive/ui';
import { countJobStatuses } from './dashboardRules';
import { JOB_STATUS, bidCountLabel, formatBudget, formatDate, jobPath, providerPath } from '../../lib/format';
import {
  Actions,
  Badge,
  EmptyState,
  ErrorState,
  Item,
  ItemList,
  Meta,
  PageFrame,
  PageHeading,
  Pager,
  Panel,
} from '../../components/ui';
import { MessagesSummary } from './MessagesSummary';

export const CUSTOMER_JOBS_PER_PAGE = 10;
/** The api's largest page: only when the api sends no `meta.counts` are counts taken from this many latest jobs. */
const COUNTED_JOBS = 50;
export const POST_JOB_PATH = '/create-job';

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin: 0 0 ${({ theme }) => theme.space(6)};

  div {
    padding: ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  dd {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    font-size: ${({ theme }) => theme.fontSize.xxl};
    font-weight: 700;
  }

  @media ${({ theme }) => theme.breakpoints.mobile} {
    gap: ${({ theme }) => theme.space(2)};
    div {
      padding: ${({ theme }) => theme.space(3)};
    }
    dd {
      font-size: ${({ theme }) => theme.fontSize.xl};
    }
  }
`;

const Note = styled.p`
  margin: -${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

function JobRow({ job }: { job: MyJob }) {
  const status = JOB_STATUS[job.status];
  return (
    <Item data-testid="my-job">
      <div>
        <Link className="title" to={jobPath(job.id)}>
          {job.title}
        </Link>
        <Meta>
          {job.category.title} · {job.location.city}, {job.location.state} · {formatBudget(job.budget)} ·
          posted {formatDate(job.created_at)}
        </Meta>
        <Meta>
          <Badge $tone={status.tone}>{status.label}</Badge> {bidCountLabel(job.bid_count)}
          {job.hired_provider && (
            <>
              {' · Hired '}
              <Link to={providerPath(job.hired_provider.id)}>{job.hired_provider.business_name}</Link>
            </>
          )}
        </Meta>
      </div>
      <Actions>
        {job.needs_review && (
          <Button size="sm" variant="success" to={`${jobPath(job.id)}#review`}>
            {`Review ${job.hired_provider?.business_name ?? 'your pro'}`}
          </Button>
        )}
        {job.can_reopen && (
          // Reopening is confirmed on the job's page, where its consequences are explained.
          <Button size="sm" to={`${jobPath(job.id)}#manage`} aria-label={`Reopen ${job.title}`}>
            Reopen
          </Button>
        )}
        <Button size="sm" variant="outline" to={jobPath(job.id)} aria-label={`View ${job.title}`}>
          {job.status === 'open' && job.bid_count > 0 ? 'Compare bids' : 'View'}
        </Button>
      </Actions>
    </Item>
  );
}

function JobCounts() {
  const { data } = useMyJobsQuery({ page: 1, per_page: COUNTED_JOBS });
  if (!data) return null;
  // The api's exact counts across every job when it sends them; else a count of the latest page.
  const exact = data.meta.counts;
  const counts = exact ?? countJobStatuses(data.data);
  const partial = !exact && data.meta.total > data.data.length;
  return (
    <>
      <Stats aria-label="Your jobs by status">
        <div>
          <dt>Open</dt>
          <dd data-testid="count-open">{counts.open}</dd>
        </div>
        <div>
          <dt>Hired</dt>
          <dd data-testid="count-hired">{counts.hired}</dd>
        </div>
        <div>
          <dt>Completed</dt>
          <dd data-testid="count-completed">{counts.completed}</dd>
        </div>
      </Stats>
      {partial && <Note>{`Counts cover your latest ${data.data.length} jobs.`}</Note>}
    </>
  );
}

/** /customer/dashboard for a signed-in customer: their jobs, bids received, hires and reviews to write. */
export function CustomerDashboard({ user }: { user: AuthUser }) {
  const [page, setPage] = useState(1);
  const jobs = useMyJobsQuery({ page, per_page: CUSTOMER_JOBS_PER_PAGE });
  const firstName = user.name.trim().split(/\s+/)[0] ?? '';
  const toReview = jobs.data?.data.filter((job) => job.needs_review) ?? [];

  let body;
  if (jobs.isLoading) body = <Loading label="Loading your jobs…" fullHeight={false} />;
  else if (jobs.isError || !jobs.data)
    body = (
      <ErrorState
        what="your jobs"
        message={apiErrorMessage(jobs.error)}
        onRetry={() => void jobs.refetch()}
      />
    );
  else if (jobs.data.meta.total === 0)
    body = (
      <EmptyState
        title="You have not posted a job yet"
        action={
          <Button to={POST_JOB_PATH} variant="default">
            Post your first job
          </Button>
        }
      >
        Describe what you need, get bids from local pros and compare them side by side.
      </EmptyState>
    );
  else
    body = (
      <>
        <ItemList aria-label="Your jobs" aria-busy={jobs.isFetching}>
          {jobs.data.data.map((job) => (
            <JobRow key={job.id} job={job} />
          ))}
        </ItemList>
        <Pager label="Your jobs pages" page={page} lastPage={jobs.data.meta.last_page} onPage={setPage} />
      </>
    );

  return (
    <PageFrame>
      <PageHeading
        title="Customer dashboard"
        intro={firstName ? `Welcome back, ${firstName}.` : undefined}
        actions={<Button to={POST_JOB_PATH}>Post a job</Button>}
      />
      <JobCounts />
      <MessagesSummary intro="Talk with the pros who bid on your jobs." />
      {toReview.length > 0 && (
        <Panel aria-labelledby="reviews-heading">
          <h2 id="reviews-heading">Reviews to write</h2>
          <ItemList>
            {toReview.map((job) => (
              <Item key={job.id}>
                <span>
                  How did <strong>{job.hired_provider?.business_name ?? 'your pro'}</strong> do on “
                  {job.title}”?
                </span>
                <Button size="sm" variant="success" to={`${jobPath(job.id)}#review`}>
                  Write a review
                </Button>
              </Item>
            ))}
          </ItemList>
        </Panel>
      )}
      <Panel aria-labelledby="my-jobs-heading">
        <h2 id="my-jobs-heading">Your jobs</h2>
        {body}
      </Panel>
    </PageFrame>
  );
}
