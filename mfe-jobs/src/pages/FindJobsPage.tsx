import { useRef } from 'react';
import { useJobsQuery } from '../lib/api/jobsEndpoints';
import { fieldError } from '../lib/apiErrors';
import { CategoryChips } from '../features/find-jobs/CategoryChips';
import { JobFilters } from '../features/find-jobs/JobFilters';
import { JobsResults } from '../features/find-jobs/JobsResults';
import { jobsQueryString, toJobsListArgs } from '../features/find-jobs/jobsQuery';
import { Eyebrow, Hero } from '../components/layout';
import { useJobsSearch } from '../features/find-jobs/useJobsSearch';
import { useScrollOnChange } from '../lib/useScrollOnChange';
import { serviceName } from '../lib/serviceNames';
import { usePageTitle, PageContainer } from '@prohive/ui';

/**
 * /jobs and /job-listings: open jobs for providers. Every filter, the sort and the page live in the URL query
 * (`category`, `q`, `page`, `zip`, `radius`, `budget_min`, `budget_max`, `posted_within`, `sort`), so reload,
 * back/forward and shared links all show the same list.
 */
export default function FindJobsPage() {
  const { filters, update, clear } = useJobsSearch();
  const resultsRef = useRef<HTMLElement>(null);
  // The same subscription as the results' (RTK Query shares it): read here only for the ZIP's 422.
  const { error } = useJobsQuery(toJobsListArgs(filters));
  // A new page of results starts at the top of the grid (a chip click scrolls there itself).
  useScrollOnChange(resultsRef, String(filters.page));
  const category = filters.category ? serviceName(filters.category) : undefined;
  usePageTitle(category ? `Find ${category} Jobs` : 'Find Jobs');

  const selectCategory = (slug: string | null) => {
    update({ category: slug });
    // Spec §2: a category click scrolls to the jobs grid (jsdom has no scrollIntoView).
    const results = resultsRef.current;
    if (results && typeof results.scrollIntoView === 'function') {
      results.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }
  };

  return (
    <PageContainer>
      <Hero>
        <Eyebrow>Find Jobs</Eyebrow>
        <h1>Find jobs near you. Bid on the work that fits your business.</h1>
        <p>
          Customers post the home, office and commercial jobs they need done. Browse open jobs by category and
          location, compare budgets, and send your bid before anyone else.
        </p>
        <CategoryChips selected={filters.category} onSelect={selectCategory} />
      </Hero>
      {/* Keyed by the query: back/forward and chip clicks reset the form to what the URL says. */}
      <JobFilters
        key={jobsQueryString({ ...filters, page: 1 })}
        filters={filters}
        onApply={update}
        onClear={clear}
        zipError={fieldError(error, 'zip')}
      />
      <JobsResults
        ref={resultsRef}
        filters={filters}
        onClear={clear}
        onWiden={() => update({ radius: 100 })}
      />
    </PageContainer>
  );
}
