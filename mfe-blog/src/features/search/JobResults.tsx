import styled from 'styled-components';
import { type JobSummary, Link } from '@prohive/shared';
import { Button, formatBudget as sharedFormatBudget, StatusPanel } from '@prohive/ui';
import { useBlogJobSearchQuery } from '../../lib/api/jobSearchEndpoint';
import { ResultLink as Item, ResultList } from './ResultList';

/** How many open jobs site search shows; 'See all' continues on Find Jobs with the same words. */
export const SEARCH_JOBS_LIMIT = 6;

const More = styled.p`
  margin: ${({ theme }) => theme.space(4)} 0 0;
`;

/** Find Jobs with the same words (it reads `q`). */
export function allJobsUrl(term: string): string {
  return `/jobs?${new URLSearchParams({ q: term }).toString()}`;
}

function JobLink({ job }: { job: JobSummary }) {
  return (
    <Item to={`/job/${job.id}`}>
      <strong>{job.title}</strong>
      <span>
        {job.category.title} · {job.location.city}, {job.location.state}
      </span>
      <span>{sharedFormatBudget(job.budget, { whole: true })}</span>
    </Item>
  );
}

/** Open jobs whose title or description matches the search, with their own empty and error states. */
export function JobResults({ term }: { term: string }) {
  const { data, isError, isFetching, refetch } = useBlogJobSearchQuery({
    q: term,
    per_page: SEARCH_JOBS_LIMIT,
  });
  if (isError && !isFetching) {
    return (
      <StatusPanel
        title="Jobs could not be loaded"
        tone="error"
        headingLevel={3}
        actions={
          <Button type="button" variant="outline" onClick={() => void refetch()}>
            Try again
          </Button>
        }
      />
    );
  }
  if (!data) return <p role="status">Loading jobs…</p>;
  if (data.data.length === 0) {
    return (
      <StatusPanel
        title="No open jobs match"
        headingLevel={3}
        actions={
          <Button to="/jobs" variant="outline">
            Browse all open jobs
          </Button>
        }
      />
    );
  }
  return (
    <>
      <ResultList $min="280px">
        {data.data.slice(0, SEARCH_JOBS_LIMIT).map((job) => (
          <li key={job.id}>
            <JobLink job={job} />
          </li>
        ))}
      </ResultList>
      {data.meta.total > SEARCH_JOBS_LIMIT ? (
        <More>
          <Link to={allJobsUrl(term)}>See all {data.meta.total.toLocaleString('en-US')} matching jobs</Link>
        </More>
      ) : (
        <More>
          <Link to={allJobsUrl(term)}>See them on Find Jobs</Link>
        </More>
      )}
    </>
  );
}
