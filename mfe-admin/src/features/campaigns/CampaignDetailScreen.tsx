import { useState } from 'react';
import { toast } from 'react-toastify';
import { Link } from '@prohive/shared';
import { Button } from '@prohive/ui';
import { CampaignPreview } from '../../components/CampaignPreview';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Actions, Badge, PageHeading, Panel, QueryState } from '../../components/ui';
import { errorMessage, errorStatus } from '../../lib/apiErrors';
import {
  useAdminCampaignQuery,
  useApproveCampaignMutation,
  useRejectCampaignMutation,
} from '../../lib/api/campaignsEndpoints';
import { ADMIN_PATHS } from '../../lib/paths';
import { statusTone } from '../../lib/statusTone';

/** One campaign: what it would send, to how many, and the decision (approve, or reject with a reason). */
export function CampaignDetailScreen({ id }: { id: number }) {
  const { data, error, isLoading, isError, refetch } = useAdminCampaignQuery(id);
  const [approve] = useApproveCampaignMutation();
  const [reject] = useRejectCampaignMutation();
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const status = errorStatus(error);
  const notFound = status === 404 || status === 422;
  const campaign = data?.campaign;

  return (
    <>
      <PageHeading
        title={campaign ? `Campaign #${campaign.id}` : 'Campaign'}
        intro={<Link to={ADMIN_PATHS.campaigns}>All campaigns</Link>}
      />
      <QueryState
        isLoading={isLoading}
        isError={isError && !notFound}
        isEmpty={notFound}
        emptyTitle="No such campaign"
        onRetry={() => void refetch()}
      >
        {data && campaign && (
          <>
            <Panel aria-labelledby="campaign-state">
              <h2 id="campaign-state">Status</h2>
              <p>
                <Badge $tone={statusTone(campaign.status)}>{campaign.status}</Badge>
                {campaign.decided_by && ` by ${campaign.decided_by.name}`}
                {campaign.decided_via === 'token' && ' through the emailed link'}
              </p>
              {campaign.rejection_reason && <p>Reason: {campaign.rejection_reason}</p>}
              {campaign.status !== 'pending' && (
                <p>
                  Sent {campaign.sent_count} of {campaign.recipient_count}
                  {campaign.skipped_count > 0 ? `, ${campaign.skipped_count} skipped` : ''}.
                </p>
              )}
              {campaign.status === 'pending' && (
                <Actions>
                  <Button variant="success" onClick={() => setDialog('approve')}>
                    Approve
                  </Button>
                  <Button variant="destructive" onClick={() => setDialog('reject')}>
                    Reject
                  </Button>
                </Actions>
              )}
            </Panel>
            <CampaignPreview detail={data} />
          </>
        )}
      </QueryState>
      <ConfirmDialog
        open={dialog === 'approve'}
        title="Approve this campaign?"
        description={`The job alert goes to ${data?.recipient_count ?? 0} matching providers at once.`}
        confirmLabel="Approve"
        confirmVariant="success"
        onClose={() => setDialog(null)}
        onConfirm={async () => {
          const result = await approve(id);
          if ('error' in result) return errorMessage(result.error, 'The campaign could not be approved.');
          toast.success('Campaign approved.');
          return null;
        }}
      />
      <ConfirmDialog
        open={dialog === 'reject'}
        title="Reject this campaign?"
        description="No provider will be notified. The reason is kept in the audit log."
        confirmLabel="Reject"
        confirmVariant="destructive"
        withReason
        reasonLabel="Reason for rejecting (3–500 characters)"
        onClose={() => setDialog(null)}
        onConfirm={async (reason) => {
          const result = await reject({ id, reason });
          if ('error' in result) return errorMessage(result.error, 'The campaign could not be rejected.');
          toast.success('Campaign rejected.');
          return null;
        }}
      />
    </>
  );
}
