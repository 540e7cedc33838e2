import { useState } from 'react';
import { useIsSignedIn, useRoleFlags } from '@prohive/shared';
import { Button } from '@prohive/ui';
import { Alert, ButtonRow, Hint } from '../../components/ToolFields';
import { useLazySchedulingMyBidsQuery, WON_BIDS_PAGE_SIZE } from '../../lib/api/schedulingEndpoints';
import type { PlanJob } from './model';
import { jobsFromWonBids } from './wonJobs';

const DEFAULTS = { durationMinutes: 120, windowStart: 8 * 60, windowEnd: 17 * 60 };

export interface WonJobsImportProps {
  weekStart: string;
  jobs: readonly PlanJob[];
  onAdd(jobs: PlanJob[]): void;
}

/** For a signed-in provider: the jobs they have won and not yet finished, added to the plan in one go. */
export function WonJobsImport({ weekStart, jobs, onAdd }: WonJobsImportProps) {
  const signedIn = useIsSignedIn();
  const { isProvider } = useRoleFlags();
  const [fetchBids, { isFetching }] = useLazySchedulingMyBidsQuery();
  const [message, setMessage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  if (!signedIn || !isProvider) {
    return <Hint>Providers: sign in to add the jobs you have won here in one go.</Hint>;
  }

  async function importJobs() {
    setMessage(null);
    setFailed(false);
    try {
      const page = await fetchBids().unwrap();
      const added = jobsFromWonBids(page.data, weekStart, jobs, DEFAULTS);
      onAdd(added);
      const more =
        page.meta.total > WON_BIDS_PAGE_SIZE ? ` (from your newest ${WON_BIDS_PAGE_SIZE} bids)` : '';
      setMessage(
        added.length === 0
          ? `No won jobs to add${more}: every hired job is already in the plan.`
          : `Added ${added.length} won ${added.length === 1 ? 'job' : 'jobs'}${more}. Check their times: each gets 08:00–17:00 and, without your estimate, 2 hours.`,
      );
    } catch {
      setFailed(true);
    }
  }

  return (
    <div>
      <ButtonRow>
        <Button variant="secondary" onClick={() => void importJobs()} disabled={isFetching}>
          {isFetching ? 'Loading your won jobs…' : 'Add my won jobs'}
        </Button>
      </ButtonRow>
      <div aria-live="polite">{message && <Hint>{message}</Hint>}</div>
      {failed && <Alert role="alert">Your won jobs could not be loaded. Try again in a moment.</Alert>}
    </div>
  );
}
