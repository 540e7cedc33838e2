import { useState } from 'react';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import { apiErrorMessage } from '@prohive/shared';
import { useCancelJobMutation, useCompleteJobMutation, type JobDetail } from '../../lib/api/jobsEndpoints';
import { Button, Dialog } from '@prohive/ui';
import { Panel, PanelTitle } from './layout';

type Pending = 'complete' | 'cancel' | null;

/** The owner's state changes: mark a hired job completed, cancel an open or hired one (both confirmed). */
export function OwnerActions({ job }: { job: JobDetail }) {
  const [complete, completing] = useCompleteJobMutation();
  const [cancel, cancelling] = useCancelJobMutation();
  const [pending, setPending] = useState<Pending>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const canComplete = job.status === 'hired';
  const canCancel = job.status === 'open' || job.status === 'hired';
  if (!canComplete && !canCancel) return null;

  const run = async (what: Exclude<Pending, null>) => {
    setFailure(null);
    const result = what === 'complete' ? await complete(job.id) : await cancel(job.id);
    setPending(null);
    if (result.error) setFailure(apiErrorMessage(result.error));
    else toast.success(what === 'complete' ? 'The job is marked completed.' : 'The job is cancelled.');
  };

  return (
    <Panel aria-labelledby="owner-actions-title">
      <PanelTitle id="owner-actions-title">Manage this job</PanelTitle>
      {failure && <Failure role="alert">{failure}</Failure>}
      <Row>
        {canComplete && <Button onClick={() => setPending('complete')}>Mark completed</Button>}
        {canCancel && (
          <Button variant="outline" onClick={() => setPending('cancel')}>
            Cancel job
          </Button>
        )}
      </Row>
      <Dialog
        open={pending !== null}
        onClose={() => setPending(null)}
        title={pending === 'complete' ? 'Mark this job completed?' : 'Cancel this job?'}
        description={
          pending === 'complete'
            ? 'Do this once the work is done. You can then review the professional.'
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
              disabled={completing.isLoading || cancelling.isLoading}
            >
              {pending === 'complete' ? 'Mark completed' : 'Cancel job'}
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
