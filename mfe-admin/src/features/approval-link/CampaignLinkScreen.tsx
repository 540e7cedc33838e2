import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import { Button, Loading, StatusPanel } from '@prohive/ui';
import { CampaignPreview } from '../../components/CampaignPreview';
import { ReasonField } from '../../components/ReasonField';
import { Actions, Badge, FieldError, PageFrame, PageHeading, Panel } from '../../components/ui';
import { errorMessage, errorStatus } from '../../lib/apiErrors';
import {
  useApproveCampaignByLinkMutation,
  useCampaignByLinkQuery,
  useRejectCampaignByLinkMutation,
  type Campaign,
  type LinkArgs,
} from '../../lib/api/campaignLinkEndpoints';
import { reasonError } from '../../lib/reason';
import { statusTone } from '../../lib/statusTone';

const FormActions = styled(Actions)`
  margin-top: ${({ theme }) => theme.space(4)};
`;

export const LINK_INVALID_TITLE = 'This approval link is not valid';
export const LINK_INVALID_TEXT =
  'It may have expired (links last 7 days), been copied incompletely, or belong to another campaign. An administrator can still decide this campaign from the admin area.';

/** What the campaign's state means, for a decision made now or before the link was opened. */
function Outcome({ campaign, justDecided }: { campaign: Campaign; justDecided: boolean }) {
  const rejected = campaign.status === 'rejected';
  const title = rejected
    ? justDecided
      ? 'Campaign rejected'
      : 'This campaign was already rejected'
    : justDecided
      ? 'Campaign approved'
      : 'This campaign was already approved';
  return (
    <Panel aria-live="polite" data-testid="campaign-outcome">
      <h2>{title}</h2>
      <p>
        Status: <Badge $tone={statusTone(campaign.status)}>{campaign.status}</Badge>
      </p>
      {rejected ? (
        <p>No provider will be notified. Reason: {campaign.rejection_reason}</p>
      ) : (
        <p>
          The job alert goes to {campaign.recipient_count}{' '}
          {campaign.recipient_count === 1 ? 'matching provider' : 'matching providers'}
          {campaign.sent_count > 0 ? ` (${campaign.sent_count} sent so far)` : ''}.
        </p>
      )}
    </Panel>
  );
}

function Decision({ link, onDecided }: { link: LinkArgs; onDecided: (campaign: Campaign) => void }) {
  const [approve, approval] = useApproveCampaignByLinkMutation();
  const [reject, rejection] = useRejectCampaignByLinkMutation();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const busy = approval.isLoading || rejection.isLoading;
  const fieldError = submitted ? reasonError(reason) : null;

  const settle = (result: { data: Campaign } | { error: unknown }, done: string) => {
    if ('data' in result) {
      toast.success(done);
      onDecided(result.data);
      return;
    }
    const error = result.error as Parameters<typeof errorStatus>[0];
    setConflict(
      errorStatus(error) === 409
        ? errorMessage(error, 'This campaign was already decided the other way.')
        : errorMessage(error, 'The decision could not be saved. Try again.'),
    );
  };

  const onApprove = async () => {
    setConflict(null);
    settle(await approve(link), 'Campaign approved.');
  };

  const onReject = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setConflict(null);
    if (reasonError(reason)) return;
    settle(await reject({ ...link, reason: reason.trim() }), 'Campaign rejected.');
  };

  return (
    <Panel aria-labelledby="campaign-decide">
      <h2 id="campaign-decide">Your decision</h2>
      {conflict && (
        <p role="alert">
          <FieldError>{conflict}</FieldError>
        </p>
      )}
      {rejecting ? (
        <form onSubmit={(event) => void onReject(event)} noValidate>
          <ReasonField
            label="Why is this campaign rejected? (3–500 characters)"
            value={reason}
            error={fieldError}
            onChange={setReason}
          />
          <FormActions>
            <Button type="submit" variant="destructive" disabled={busy}>
              Reject campaign
            </Button>
            <Button variant="outline" onClick={() => setRejecting(false)} disabled={busy}>
              Back
            </Button>
          </FormActions>
        </form>
      ) : (
        <Actions>
          <Button variant="success" onClick={() => void onApprove()} disabled={busy}>
            Approve
          </Button>
          <Button variant="outline" onClick={() => setRejecting(true)} disabled={busy}>
            Reject…
          </Button>
        </Actions>
      )}
    </Panel>
  );
}

/**
 * The emailed approval link: no sign-in, the token is the credential. Every answer of the api has its own
 * page (not valid, too many attempts, already decided, conflict), never the error screen.
 */
export function CampaignLinkScreen({ link }: { link: LinkArgs }) {
  const { data, error, isLoading, isError, refetch } = useCampaignByLinkQuery(link);
  const [decided, setDecided] = useState<Campaign | null>(null);

  if (isLoading)
    return (
      <PageFrame>
        <PageHeading title="Campaign approval" />
        <Loading fullHeight={false} label="Opening the campaign…" />
      </PageFrame>
    );

  if (isError || !data) {
    const status = errorStatus(error);
    return (
      <PageFrame>
        <PageHeading title="Campaign approval" />
        {status === 404 || status === 422 ? (
          <StatusPanel title={LINK_INVALID_TITLE}>{LINK_INVALID_TEXT}</StatusPanel>
        ) : (
          <StatusPanel
            title={status === 429 ? 'Too many attempts' : 'The campaign could not be loaded'}
            tone="error"
            actions={
              <Button variant="outline" onClick={() => void refetch()}>
                Try again
              </Button>
            }
          >
            {status === 429
              ? 'Wait a minute and try again.'
              : errorMessage(error, 'Check your connection and try again.')}
          </StatusPanel>
        )}
      </PageFrame>
    );
  }

  const campaign = decided ?? data.campaign;
  return (
    <PageFrame>
      <PageHeading
        title="Campaign approval"
        intro={`Job-notification campaign #${campaign.id} for “${data.job.title}”.`}
      />
      {campaign.status === 'pending' ? (
        <Decision link={link} onDecided={setDecided} />
      ) : (
        <Outcome campaign={campaign} justDecided={decided !== null} />
      )}
      <CampaignPreview detail={data} />
    </PageFrame>
  );
}
