import { useState } from 'react';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import { apiErrorMessage } from '@prohive/shared';
import {
  useCancelJobMutation,
  useCompleteJobMutation,
  useReopenJobMutation,
  type JobDetail,
} from '../../lib/api/jobsEndpoints';
import { Button, Dialog } from '@prohive/ui';
import { Panel, PanelTitle } from './layout';

type Pending = 'complete' | 'cancel' | 'reopen' | null;

const TITLE = {
  complete: 'Mark this job completed?',
  cancel: 'Cancel this job?',
  reopen: 'Reopen this job?',
} as const;
const CONFIRM = { complete: 'Mark completed', cancel: 'Cancel job', reopen: 'Reopen job' } as const;
const DONE = {
  complete: 'The job is marked completed.',
  cancel: 'The job is cancelled.',
  reopen: 'The job is open again for 30 days.',
} as const;

/**
 * The owner's state changes: mark a hired job completed, cancel an open or hired one, reopen a cancelled or
 * expired one when the api says it may be (all confirmed).
 */
export function OwnerActions({ job }: { job: JobDetail }) {
  const [complete, completing] = useCompleteJobMutation();
  const [cancel, cancelling] = useCancelJobMutation();
  const [reopen, reopening] = useReopenJobMutation();
  const [pending, setPending] = useState<Pending>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const canComplete = job.status === 'hired';
  const canCancel = job.status === 'open' || job.status === 'hired';
  const canReopen = job.viewer.can_reopen;
  if (!canComplete && !canCancel && !canReopen) return null;

  const run = async (what: Exclude<Pending, null>) => {
    setFailure(null);
    const action = what === 'complete' ? complete : what === 'cancel' ? cancel : reopen;
    const result = await action(job.id);
    setPending(null);
    if (result.error) setFailure(apiErrorMessage(result.error));
    else toast.success(DONE[what]);
  };

  return (
    <Panel id="manage" aria-labelledby="owner-actions-title">
      <PanelTitle id="owner-actions-title">Manage this job</PanelTitle>
      {failure && <Failure role="alert">{failure}</Failure>}
      <Row>
        {canComplete && <Button onClick={() => setPending('complete')}>Mark completed</Button>}
        {canCancel && (
          <Button variant="outline" onClick={() => setPending('cancel')}>
            Cancel job
          </Button>
        )}
        {canReopen && <Button onClick={() => setPending('reopen')}>Reopen job</Button>}
      </Row>
      <Dialog
        open={pending !== null}
        onClose={() => setPending(null)}
        title={pending ? TITLE[pending] : ''}
        description={
          pending === 'complete'
            ? 'Do this once the work is done. You can then review the professional.'
            : pending === 'reopen'
              ? 'It opens for bids again for 30 days. Nearby professionals are told about it once an administrator approves the alert; those who already heard about it are not told twice. Earlier bids stay declined.'
              : job.status === 'hired'
                ? 'The hired professional will see the job as cancelled. This cannot be undone.'
                : 'Pending bids will be declined and the job closes. This cannot be undone.'
        }
        dismissOnOverlayClick={false}
        footer={
          <>
            <Button variant="outline" onClick={() => setPending(null)}>
              Go back
            </Button>
            <Button
              variant={pending === 'cancel' ? 'destructive' : 'default'}
              onClick={() => pending && void run(pending)}
              disabled={completing.isLoading || cancelling.isLoading || reopening.isLoading}
            >
              {pending ? CONFIRM[pending] : ''}
            </Button>
          </>
        }
      />
    </Panel>
  );
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

const Failure = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.danger};
`;
