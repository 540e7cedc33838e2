import { forwardRef } from 'react';
import { useJobsQuery } from '../../lib/api/jobsEndpoints';
import { serviceName } from '../../lib/serviceNames';
import { fieldError } from '../../lib/apiErrors';
import { plural } from '../../lib/format';
import { JobCard } from './JobCard';
import { isNarrowed, toJobsListArgs, type JobsFilters } from './jobsQuery';
import { CardGrid, ResultsHeader } from '../../components/layout';
import { Button, CardSkeletons, LinkPager, StatusPanel } from '@prohive/ui';

export interface JobsResultsProps {
  filters: JobsFilters;
  onClear(): void;
  onWiden(): void;
}

function heading(filters: JobsFilters): string {
  const category = filters.category ? serviceName(filters.category) : null;
  const what = category ? `Open ${category.toLowerCase()} jobs` : 'Open jobs';
  return filters.zip ? `${what} within ${filters.radius} miles of ${filters.zip}` : what;
}

/** The result grid of Find Jobs with its loading, error, empty and past-the-end states and the pager. */
export const JobsResults = forwardRef<HTMLElement, JobsResultsProps>(function JobsResults(
  { filters, onClear, onWiden },
  ref,
) {
  const { data, error, isFetching, isError, refetch } = useJobsQuery(toJobsListArgs(filters));
  const zipError = fieldError(error, 'zip');

  let body;
  if (isError && !isFetching) {
    body = zipError ? (
      <StatusPanel title="We could not find that ZIP code" tone="error">
        <p>{zipError}. Check the ZIP code in the filters above, or clear it to see jobs everywhere.</p>
      </StatusPanel>
    ) : (
      <StatusPanel
        title="Jobs could not be loaded"
        tone="error"
        actions={
          <Button type="button" onClick={() => void refetch()}>
            Try again
          </Button>
        }
      >
        <p>Something went wrong on our side or with your connection.</p>
      </StatusPanel>
    );
  } else if (!data || isFetching) {
    body = <CardSkeletons label="Loading jobs…" />;
  } else if (data.data.length === 0 && filters.page > data.meta.last_page && data.meta.total > 0) {
    body = (
      <StatusPanel
        title="That page is past the end of the results"
        actions={
          <Button type="button" variant="outline" onClick={onClear}>
            Back to all jobs
          </Button>
        }
      >
        <p>
          There are {plural(data.meta.total, 'matching job')} on {plural(data.meta.last_page, 'page')}.
        </p>
      </StatusPanel>
    );
  } else if (data.data.length === 0) {
    body = (
      <StatusPanel
        title="No open jobs match your search"
        actions={
          isNarrowed(filters) ? (
            <>
              {filters.zip && filters.radius < 100 ? (
                <Button type="button" onClick={onWiden}>
                  Search within 100 miles
                </Button>
              ) : null}
              <Button type="button" variant="outline" onClick={onClear}>
                Clear all filters
              </Button>
            </>
          ) : null
        }
      >
        <p>
          {isNarrowed(filters)
            ? 'Try a wider distance, another category or fewer filters.'
            : 'New jobs are posted every day. Check back soon.'}
        </p>
      </StatusPanel>
    );
  } else {
    body = (
      <>
        <CardGrid>
          {data.data.map((job) => (
            <li key={job.id}>
              <JobCard job={job} />
            </li>
          ))}
        </CardGrid>
        <LinkPager page={data.meta.page} lastPage={data.meta.last_page} label="Job result pages" />
      </>
    );
  }

  return (
    <section ref={ref} aria-labelledby="jobs-results-heading" tabIndex={-1} data-testid="jobs-results">
      <ResultsHeader>
        <h2 id="jobs-results-heading">{heading(filters)}</h2>
        {data && !isFetching && !isError ? (
          <p aria-live="polite">{plural(data.meta.total, 'job')} found</p>
        ) : null}
      </ResultsHeader>
      {body}
    </section>
  );
});
