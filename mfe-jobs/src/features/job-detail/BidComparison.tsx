import { useState, type ReactNode } from 'react';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import { Link, apiErrorMessage } from '@prohive/shared';
import {
  useAcceptBidMutation,
  useDeclineBidMutation,
  useJobBidsQuery,
  type BidComparison as Comparison,
  type BudgetPosition,
  type JobDetail,
} from '../../lib/api/jobsEndpoints';
import { Avatar, Button, Dialog, Stars, useIsMobile } from '@prohive/ui';
import { MessageButton } from '../../components/MessageButton';
import { BidStatusBadge } from './StatusBadge';
import {
  BUDGET_POSITION_LABELS,
  formatDollars,
  formatDuration,
  formatResponseTime,
  medianText,
} from './format';
import { Panel, PanelTitle } from './layout';

function reviewsText(count: number): string {
  return `${count} review${count === 1 ? '' : 's'}`;
}

function PricePosition({ bid, of }: { bid: Comparison; of: number }) {
  // The bar fills more for cheaper bids: rank 1 of 4 is a full bar, rank 4 of 4 a quarter.
  const share = of > 0 ? (of - bid.price_rank + 1) / of : 1;
  return (
    <PriceBox>
      <strong>{formatDollars(bid.amount_cents)}</strong>
      <Meter aria-hidden="true">
        <span style={{ width: `${Math.round(share * 100)}%` }} />
      </Meter>
      <small>
        {bid.price_rank === 1 ? 'Lowest price' : `Price rank ${bid.price_rank} of ${of}`}.{' '}
        {medianText(bid.vs_median_percent)}
      </small>
    </PriceBox>
  );
}

function BudgetBadge({ position }: { position: BudgetPosition }) {
  return <Budget $position={position}>{BUDGET_POSITION_LABELS[position]}</Budget>;
}

interface Row {
  label: string;
  render: (bid: Comparison) => ReactNode;
}

function rows(ranked: number): Row[] {
  return [
    { label: 'Price', render: (bid) => <PricePosition bid={bid} of={ranked} /> },
    { label: 'Against your budget', render: (bid) => <BudgetBadge position={bid.budget_position} /> },
    {
      label: 'Rating',
      render: (bid) =>
        bid.provider.review_count > 0 ? (
          <Inline>
            <Stars rating={bid.provider.rating_average} size={16} showValue />
            <small>{reviewsText(bid.provider.review_count)}</small>
          </Inline>
        ) : (
          <small>No reviews yet</small>
        ),
    },
    { label: 'Hires', render: (bid) => String(bid.provider.hires) },
    { label: 'Years in business', render: (bid) => String(bid.provider.years_in_business) },
    { label: 'Response time', render: (bid) => formatResponseTime(bid.provider.response_time_minutes) },
    {
      label: 'Distance',
      render: (bid) =>
        bid.provider.distance_miles === null ? 'Not known' : `${bid.provider.distance_miles.toFixed(1)} mi`,
    },
    {
      label: 'Estimated duration',
      render: (bid) =>
        bid.estimated_duration_minutes === null
          ? 'Not given'
          : formatDuration(bid.estimated_duration_minutes),
    },
    {
      label: 'Message',
      render: (bid) => (bid.message ? <Message>{bid.message}</Message> : <small>None</small>),
    },
    {
      label: 'Contact',
      // The api sends contact details with the accepted bid only; the screen holds to the same rule.
      render: (bid) =>
        bid.status === 'accepted' && bid.provider.contact ? (
          <Contact>
            <a href={`mailto:${bid.provider.contact.email}`}>{bid.provider.contact.email}</a>
            {bid.provider.contact.phone && (
              <a href={`tel:${bid.provider.contact.phone}`}>{bid.provider.contact.phone}</a>
            )}
          </Contact>
        ) : (
          <small>Shared once you hire</small>
        ),
    },
    { label: 'Status', render: (bid) => <BidStatusBadge status={bid.status} /> },
  ];
}

function ProviderHead({ bid, jobId }: { bid: Comparison; jobId: number }) {
  return (
    <ProviderBox>
      <Avatar name={bid.provider.business_name} src={bid.provider.avatar} size={40} decorative />
      <span>
        <Link to={`/professionals/${bid.provider.id}`}>{bid.provider.business_name}</Link>
        <small>
          {bid.provider.city}, {bid.provider.state}
        </small>
        <MessageButton
          conversationId={bid.conversation_id}
          open={{ jobId, providerId: bid.provider.id }}
          label={`Message ${bid.provider.business_name}`}
        >
          Message
        </MessageButton>
      </span>
    </ProviderBox>
  );
}

/**
 * The owner's view of the bids: a comparison table with one column per bid on wide screens, one card per bid
 * on phones. Accept asks for confirmation (it hires and declines every other bid); decline is immediate.
 */
export function BidComparison({ job }: { job: JobDetail }) {
  const bidsQuery = useJobBidsQuery(job.id);
  const mobile = useIsMobile();
  const [accept, accepting] = useAcceptBidMutation();
  const [decline, declining] = useDeclineBidMutation();
  const [confirming, setConfirming] = useState<Comparison | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const bids = bidsQuery.data ?? [];
  const ranked = bids.filter((bid) => bid.status !== 'withdrawn').length;
  const canAct = (bid: Comparison) => job.status === 'open' && bid.status === 'pending';

  const doAccept = async (bid: Comparison) => {
    setFailure(null);
    const result = await accept({ id: bid.id, jobId: job.id });
    setConfirming(null);
    if (result.error) setFailure(apiErrorMessage(result.error));
    else toast.success(`You hired ${bid.provider.business_name}. The other bids were declined.`);
  };

  const doDecline = async (bid: Comparison) => {
    setFailure(null);
    const result = await decline({ id: bid.id, jobId: job.id });
    if (result.error) setFailure(apiErrorMessage(result.error));
  };

  const actions = (bid: Comparison) =>
    canAct(bid) ? (
      <Actions>
        <Button
          size="sm"
          onClick={() => setConfirming(bid)}
          aria-label={`Accept ${bid.provider.business_name}`}
        >
          Accept
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => void doDecline(bid)}
          disabled={declining.isLoading}
          aria-label={`Decline ${bid.provider.business_name}`}
        >
          Decline
        </Button>
      </Actions>
    ) : null;

  const table = rows(ranked);
  let body: ReactNode;
  if (bidsQuery.isLoading) body = <Muted role="status">Loading bids…</Muted>;
  else if (bidsQuery.isError)
    body = (
      <Muted role="alert">
        The bids could not be loaded.{' '}
        <Button variant="link" size="sm" onClick={() => void bidsQuery.refetch()}>
          Try again
        </Button>
      </Muted>
    );
  else if (bids.length === 0)
    body = (
      <Muted>
        {job.status === 'open'
          ? 'No bids yet. Local professionals are notified about new jobs; bids usually arrive within a day.'
          : 'This job received no bids.'}
      </Muted>
    );
  else if (mobile)
    body = (
      <Cards>
        {bids.map((bid) => (
          <Card
            key={bid.id}
            data-testid="bid-card"
            $dim={bid.status === 'withdrawn' || bid.status === 'declined'}
          >
            <ProviderHead bid={bid} jobId={job.id} />
            <dl>
              {table.map((row) => (
                <div key={row.label}>
                  <dt>{row.label}</dt>
                  <dd>{row.render(bid)}</dd>
                </div>
              ))}
            </dl>
            {actions(bid)}
          </Card>
        ))}
      </Cards>
    );
  else
    body = (
      <Scroll tabIndex={0} role="group" aria-label="Bids compared side by side">
        <Table>
          <caption className="visually-hidden">
            Bids on this job, one column per professional, cheapest first
          </caption>
          <thead>
            <tr>
              <td />
              {bids.map((bid) => (
                <th key={bid.id} scope="col" data-testid="bid-column">
                  <ProviderHead bid={bid} jobId={job.id} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {bids.map((bid) => (
                  <td key={bid.id}>{row.render(bid)}</td>
                ))}
              </tr>
            ))}
            {bids.some(canAct) && (
              <tr>
                <th scope="row">Decision</th>
                {bids.map((bid) => (
                  <td key={bid.id}>{actions(bid)}</td>
                ))}
              </tr>
            )}
          </tbody>
        </Table>
      </Scroll>
    );

  return (
    <Panel aria-labelledby="bids-title">
      <PanelTitle id="bids-title">Bids {bids.length > 0 && <Count>({bids.length})</Count>}</PanelTitle>
      {failure && <Failure role="alert">{failure}</Failure>}
      {body}
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming ? `Hire ${confirming.provider.business_name}?` : ''}
        description={
          confirming
            ? `You accept their bid of ${formatDollars(confirming.amount_cents)}. Every other pending bid is declined, and the job is no longer open.`
            : undefined
        }
        dismissOnOverlayClick={false}
        footer={
          <>
            <Button variant="outline" onClick={() => setConfirming(null)}>
              Not yet
            </Button>
            <Button onClick={() => confirming && void doAccept(confirming)} disabled={accepting.isLoading}>
              Accept and hire
            </Button>
          </>
        }
      />
    </Panel>
  );
}

const Count = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Failure = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

const Scroll = styled.div`
  overflow-x: auto;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
  }
`;

const Table = styled.table`
  border-collapse: collapse;
  min-width: 100%;

  th,
  td {
    padding: ${({ theme }) => theme.space(3)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
    min-width: 200px;
  }
  tbody th {
    min-width: 140px;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  thead th {
    font-weight: 400;
  }
`;

const ProviderBox = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};

  span {
    display: grid;
  }
  a {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.text};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const PriceBox = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};

  strong {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Meter = styled.span`
  display: block;
  width: 120px;
  height: 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  overflow: hidden;

  span {
    display: block;
    height: 100%;
    background: ${({ theme }) => theme.colors.primary};
  }
`;

const Budget = styled.span<{ $position: BudgetPosition }>`
  font-weight: 600;
  color: ${({ theme, $position }) =>
    $position === 'above'
      ? theme.colors.danger
      : $position === 'no_budget'
        ? theme.colors.textMuted
        : theme.colors.success};
`;

const Inline = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};

  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Message = styled.span`
  display: block;
  white-space: pre-wrap;
  max-width: 320px;
`;

const Contact = styled.span`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Card = styled.li<{ $dim: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  opacity: ${({ $dim }) => ($dim ? 0.75 : 1)};

  dl {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0;
  }
  dl > div {
    display: grid;
    grid-template-columns: 128px 1fr;
    gap: ${({ theme }) => theme.space(2)};
  }
  dt {
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    min-width: 0;
  }
`;
