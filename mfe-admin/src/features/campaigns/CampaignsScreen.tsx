import { useState } from 'react';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import { Link } from '@prohive/shared';
import { Button, formatDate, LinkPager } from '@prohive/ui';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import {
  Actions,
  Badge,
  Field,
  Filters,
  Item,
  ItemList,
  Muted,
  PageHeading,
  Panel,
  QueryState,
} from '../../components/ui';
import { errorMessage } from '../../lib/apiErrors';
import {
  CAMPAIGN_STATUSES,
  useAdminCampaignsQuery,
  useBulkApproveCampaignsMutation,
  type BulkOutcome,
  type CampaignStatus,
} from '../../lib/api/campaignsEndpoints';
import { ADMIN_PATHS } from '../../lib/paths';
import { statusTone } from '../../lib/statusTone';
import { useListParams } from '../../lib/useListParams';

/** No status in the URL means the queue (pending); `all` means every status. */
function statusFilter(value: string): CampaignStatus | undefined {
  if (value === 'all') return undefined;
  return CAMPAIGN_STATUSES.find((status) => status === value) ?? 'pending';
}

const Check = styled.input`
  width: 22px;
  height: 22px;
  margin: 0;
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
`;

function BulkOutcomes({ outcomes }: { outcomes: BulkOutcome[] }) {
  return (
    <Panel aria-labelledby="bulk-outcomes" data-testid="bulk-outcomes">
      <h2 id="bulk-outcomes">Bulk approval</h2>
      <ItemList>
        {outcomes.map((outcome) => (
          <Item key={outcome.id}>
            <span>
              Campaign #{outcome.id}:{' '}
              <Badge $tone={outcome.outcome === 'approved' ? 'good' : 'bad'}>
                {outcome.outcome.replace('_', ' ')}
              </Badge>
            </span>
            <Muted>{outcome.message}</Muted>
          </Item>
        ))}
      </ItemList>
    </Panel>
  );
}

/** The campaign queue: pending first, any status on request, bulk approval of the selected. */
export function CampaignsScreen() {
  const { page, get, setFilters } = useListParams();
  const statusParam = get('status');
  const status = statusFilter(statusParam);
  const { data, isLoading, isFetching, isError, refetch } = useAdminCampaignsQuery({ status, page });
  const [selected, setSelected] = useState<number[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [outcomes, setOutcomes] = useState<BulkOutcome[] | null>(null);
  const [bulkApprove] = useBulkApproveCampaignsMutation();

  const toggle = (id: number) =>
    setSelected((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]));

  const approveSelected = async () => {
    const result = await bulkApprove(selected);
    if ('error' in result)
      return errorMessage(result.error, 'The campaigns could not be approved. Try again.');
    setOutcomes(result.data);
    setSelected([]);
    const approved = result.data.filter((outcome) => outcome.outcome === 'approved').length;
    toast.success(`${approved} of ${result.data.length} campaigns approved.`);
    return null;
  };

  return (
    <>
      <PageHeading
        title="Campaigns"
        intro="Job-notification campaigns wait here for approval before any provider hears about the job."
      />
      <Filters onSubmit={(event) => event.preventDefault()} aria-label="Filter campaigns">
        <Field>
          Status
          <select
            value={status ?? 'all'}
            onChange={(event) => {
              setSelected([]);
              setFilters({ status: event.target.value === 'pending' ? '' : event.target.value });
            }}
          >
            {CAMPAIGN_STATUSES.map((value) => (
              <option key={value} value={value}>
                {value[0]?.toUpperCase()}
                {value.slice(1)}
              </option>
            ))}
            <option value="all">All</option>
          </select>
        </Field>
        {status === 'pending' && (
          <Button disabled={selected.length === 0} onClick={() => setConfirming(true)}>
            Approve selected ({selected.length})
          </Button>
        )}
      </Filters>
      {outcomes && <BulkOutcomes outcomes={outcomes} />}
      <QueryState
        isLoading={isLoading}
        isError={isError}
        isEmpty={data?.data.length === 0}
        emptyTitle={status === 'pending' ? 'No campaign waits for approval' : 'No campaigns'}
        emptyText={status === 'pending' ? 'New jobs appear here when they are posted.' : undefined}
        onRetry={() => void refetch()}
      >
        <ItemList aria-busy={isFetching}>
          {data?.data.map((campaign) => (
            <Item key={campaign.id}>
              <Row>
                {campaign.status === 'pending' && (
                  <Check
                    type="checkbox"
                    aria-label={`Select campaign #${campaign.id}`}
                    checked={selected.includes(campaign.id)}
                    onChange={() => toggle(campaign.id)}
                  />
                )}
                <div>
                  <Link to={ADMIN_PATHS.campaign(campaign.id)}>{campaign.job_title}</Link>
                  <div>
                    <Muted>
                      #{campaign.id} · {campaign.recipient_count} recipients ·{' '}
                      {formatDate(campaign.created_at)}
                    </Muted>
                  </div>
                </div>
              </Row>
              <Actions>
                <Badge $tone={statusTone(campaign.status)}>{campaign.status}</Badge>
              </Actions>
            </Item>
          ))}
        </ItemList>
        {data && <LinkPager page={data.meta.page} lastPage={data.meta.last_page} label="Campaign pages" />}
      </QueryState>
      <ConfirmDialog
        open={confirming}
        title={`Approve ${selected.length} ${selected.length === 1 ? 'campaign' : 'campaigns'}?`}
        description="Each approved campaign starts notifying its matching providers at once."
        confirmLabel="Approve all"
        confirmVariant="success"
        onConfirm={approveSelected}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
