import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@prohive/shared';
import { DEFAULT_FILTERS, jobsQueryString, parseJobsQuery, withFilters, type JobsFilters } from './jobsQuery';

export interface JobsSearch {
  filters: JobsFilters;
  /** Pushes a history entry, so Back returns to the previous search. */
  update(change: Partial<JobsFilters>): void;
  clear(): void;
}

/** The Find Jobs filters, read from and written to the URL query (the only place they live). */
export function useJobsSearch(): JobsSearch {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // Parsed from the string so equal queries give an equal object across renders.
  const filters = useMemo(() => parseJobsQuery(new URLSearchParams(key)), [key]);
  const update = useCallback(
    (change: Partial<JobsFilters>) => setParams(jobsQueryString(withFilters(filters, change))),
    [filters, setParams],
  );
  const clear = useCallback(() => setParams(jobsQueryString(DEFAULT_FILTERS)), [setParams]);
  return { filters, update, clear };
}
