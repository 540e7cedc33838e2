import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import { Link, REQUEST_LIMITS, apiErrorMessage, errorStatus } from '@prohive/shared';
import {
  useCreateBidMutation,
  useJobBidsQuery,
  useUpdateBidMutation,
  useWithdrawBidMutation,
  type Bid,
  type JobDetail,
} from '../../lib/api/jobsEndpoints';
import { dollarsToCents } from '../../lib/jobDraft';
import { MessageButton } from '../../components/MessageButton';
import {
  FieldBlock,
  FieldError,
  Hint,
  Input,
  Label,
  TextArea,
  controlProps,
  fieldId,
} from '../../components/formParts';
import { BidStatusBadge } from './StatusBadge';
import { STATUS_LABELS, formatDate, formatDollars, formatDuration } from './format';
import { Panel, PanelTitle } from './layout';
import { Button, Dialog } from '@prohive/ui';

const BID_LIMITS = REQUEST_LIMITS['POST /api/jobs/{id}/bids'];
export const MESSAGE_MAX = BID_LIMITS.message.maxLength;
const MIN_AMOUNT_CENTS = BID_LIMITS.amount_cents.minimum;
const MAX_AMOUNT_CENTS = BID_LIMITS.amount_cents.maximum;
const DURATION_UNITS = { minutes: 1, hours: 60, days: 1440 } as const;
type DurationUnit = keyof typeof DURATION_UNITS;

interface BidValues {
  amount: string;
  message: string;
  duration: string;
  unit: DurationUnit;
}

type BidErrors = Partial<Record<'amount' | 'message' | 'duration', string>>;

function valuesFrom(bid: Bid | null): BidValues {
  if (!bid) return { amount: '', message: '', duration: '', unit: 'hours' };
  const minutes = bid.estimated_duration_minutes;
  const unit: DurationUnit =
    minutes === null ? 'hours' : minutes % 1440 === 0 ? 'days' : minutes % 60 === 0 ? 'hours' : 'minutes';
  return {
    amount: (bid.amount_cents / 100).toFixed(bid.amount_cents % 100 === 0 ? 0 : 2),
    message: bid.message,
    duration: minutes === null ? '' : String(minutes / DURATION_UNITS[unit]),
    unit,
  };
}

/** The checks the api makes, made first so the provider gets the message without a round trip. */
export function validateBid(values: BidValues): {
  errors: BidErrors;
  amountCents: number;
  minutes: number | null;
} {
  const errors: BidErrors = {};
  const cents = dollarsToCents(values.amount);
  if (cents === null || Number.isNaN(cents)) errors.amount = 'Enter your price in dollars, like 250.';
  else if (cents < MIN_AMOUNT_CENTS || cents > MAX_AMOUNT_CENTS)
    errors.amount = 'Enter a price from $1 to $1,000,000.';
  if (values.message.length > MESSAGE_MAX)
    errors.message = `Keep the message to ${MESSAGE_MAX} characters or fewer.`;
  let minutes: number | null = null;
  if (values.duration.trim() !== '') {
    const amount = Number(values.duration.trim());
    minutes = Math.round(amount * DURATION_UNITS[values.unit]);
    if (!Number.isFinite(amount) || amount <= 0 || minutes < 15 || minutes > 525_600)
      errors.duration = 'Enter an estimate from 15 minutes to 365 days.';
  }
  return { errors, amountCents: cents ?? 0, minutes };
}

function BidForm({
  job,
  bid,
  onDone,
}: {
  job: JobDetail;
  /** Editing this bid; null for a new one. */
  bid: Bid | null;
  onDone: () => void;
}) {
  const [values, setValues] = useState<BidValues>(() => valuesFrom(bid));
  const [errors, setErrors] = useState<BidErrors>({});
  const [failure, setFailure] = useState<{ message: string; needsProfile: boolean } | null>(null);
  const [createBid, creating] = useCreateBidMutation();
  const [updateBid, updating] = useUpdateBidMutation();
  const busy = creating.isLoading || updating.isLoading;

  const set = (patch: Partial<BidValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key as keyof BidErrors];
      return next;
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateBid(values);
    if (Object.keys(checked.errors).length > 0) {
      setErrors(checked.errors);
      const first = Object.keys(checked.errors)[0]!;
      document.getElementById(fieldId(`bid_${first}`))?.focus();
      return;
    }
    setFailure(null);
    const body = {
      amount_cents: checked.amountCents,
      message: values.message.trim(),
      estimated_duration_minutes: checked.minutes,
    };
    const result = bid
      ? await updateBid({ id: bid.id, jobId: job.id, ...body })
      : await createBid({ jobId: job.id, ...body });
    if (result.error) {
      const data = (result.error as { data?: { errors?: Record<string, string[]> } }).data;
      if (errorStatus(result.error) === 422 && data?.errors) {
        const mapped: BidErrors = {};
        if (data.errors.amount_cents) mapped.amount = data.errors.amount_cents[0];
        if (data.errors.message) mapped.message = data.errors.message[0];
        if (data.errors.estimated_duration_minutes)
          mapped.duration = data.errors.estimated_duration_minutes[0];
        setErrors(mapped);
      }
      // 403 (the plan's monthly bid limit, or no business profile yet) and 409 (a bid already sent, the job
      // closed) carry a message to show; a missing profile also gets a way to fix it.
      const message = apiErrorMessage(result.error);
      setFailure({ message, needsProfile: errorStatus(result.error) === 403 && /profile/i.test(message) });
      return;
    }
    toast.success(
      bid ? 'Your bid is updated.' : 'Your bid is sent. The customer will compare it with others.',
    );
    onDone();
  };

  return (
    <Form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={bid ? 'Edit your bid' : 'Send a bid'}
    >
      <FieldBlock>
        <Label htmlFor={fieldId('bid_amount')}>Your price (US dollars)</Label>
        <Input
          {...controlProps('bid_amount', errors.amount)}
          inputMode="decimal"
          placeholder="$250"
          value={values.amount}
          onChange={(event) => set({ amount: event.target.value })}
        />
        <FieldError name="bid_amount" message={errors.amount} />
      </FieldBlock>
      <FieldBlock>
        <Label htmlFor={fieldId('bid_duration')}>
          Estimated duration <Muted>(optional)</Muted>
        </Label>
        <DurationRow>
          <Input
            {...controlProps('bid_duration', errors.duration)}
            inputMode="decimal"
            value={values.duration}
            onChange={(event) => set({ duration: event.target.value })}
          />
          <Select
            aria-label="Duration unit"
            value={values.unit}
            onChange={(event) => set({ unit: event.target.value as DurationUnit })}
          >
            <option value="minutes">minutes</option>
            <option value="hours">hours</option>
            <option value="days">days</option>
          </Select>
        </DurationRow>
        <FieldError name="bid_duration" message={errors.duration} />
      </FieldBlock>
      <FieldBlock>
        <Label htmlFor={fieldId('bid_message')}>
          Message to the customer <Muted>(optional)</Muted>
        </Label>
        <TextArea
          {...controlProps('bid_message', errors.message, `${fieldId('bid_message')}-hint`)}
          value={values.message}
          onChange={(event) => set({ message: event.target.value })}
        />
        <Hint id={`${fieldId('bid_message')}-hint`}>
          What the price includes, when you can start, why you are a good fit. {values.message.length}/
          {MESSAGE_MAX}
        </Hint>
        <FieldError name="bid_message" message={errors.message} />
      </FieldBlock>
      {failure && (
        <Failure role="alert">
          {failure.message}
          {failure.needsProfile && (
            <>
              {' '}
              <Link to="/profile">Complete your business profile</Link>
            </>
          )}
        </Failure>
      )}
      <Row>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {bid ? 'Save changes' : 'Send bid'}
        </Button>
        {bid && (
          <Button variant="outline" onClick={onDone} disabled={busy}>
            Cancel
          </Button>
        )}
      </Row>
    </Form>
  );
}

function MyBid({ job, bid }: { job: JobDetail; bid: Bid }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [withdraw, withdrawing] = useWithdrawBidMutation();
  const [failure, setFailure] = useState<string | null>(null);

  if (editing) return <BidForm job={job} bid={bid} onDone={() => setEditing(false)} />;

  const doWithdraw = async () => {
    const result = await withdraw({ id: bid.id, jobId: job.id });
    setConfirming(false);
    if (result.error) setFailure(apiErrorMessage(result.error));
    else toast.success('Your bid is withdrawn.');
  };

  return (
    <div data-testid="my-bid">
      <Summary>
        <div>
          <dt>Status</dt>
          <dd>
            <BidStatusBadge status={bid.status} />
          </dd>
        </div>
        <div>
          <dt>Your price</dt>
          <dd>{formatDollars(bid.amount_cents)}</dd>
        </div>
        <div>
          <dt>Estimated duration</dt>
          <dd>
            {bid.estimated_duration_minutes === null
              ? 'Not given'
              : formatDuration(bid.estimated_duration_minutes)}
          </dd>
        </div>
        <div>
          <dt>Sent</dt>
          <dd>{formatDate(bid.created_at)}</dd>
        </div>
      </Summary>
      {bid.message && <Quote>{bid.message}</Quote>}
      <MessageCustomer job={job} bidId={bid.id} />
      {bid.status === 'accepted' && (
        <Good role="status">You are hired for this job. The customer can now see your contact details.</Good>
      )}
      {bid.status === 'declined' && (
        <Muted as="p">The customer chose another professional for this job.</Muted>
      )}
      {failure && <Failure role="alert">{failure}</Failure>}
      {bid.status === 'pending' && job.status === 'open' && (
        <Row>
          <Button variant="outline" onClick={() => setEditing(true)}>
            Edit bid
          </Button>
          <Button variant="destructive" onClick={() => setConfirming(true)}>
            Withdraw bid
          </Button>
        </Row>
      )}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Withdraw your bid?"
        description="The customer will no longer see it. You cannot bid on this job again."
        dismissOnOverlayClick={false}
        footer={
          <>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Keep bid
            </Button>
            <Button variant="destructive" onClick={() => void doWithdraw()} disabled={withdrawing.isLoading}>
              Withdraw
            </Button>
          </>
        }
      />
    </div>
  );
}

/**
 * The bid's conversation with the job's owner. The provider's own row of the bids list carries its id (the
 * job page's `my_bid` does not); until it loads, or without one, the link leads to the conversation list.
 */
function MessageCustomer({ job, bidId }: { job: JobDetail; bidId: number }) {
  const { data } = useJobBidsQuery(job.id);
  const conversationId = data?.find((item) => item.id === bidId)?.conversation_id ?? null;
  return (
    <Row>
      <MessageButton conversationId={conversationId}>Message the customer</MessageButton>
    </Row>
  );
}

/** What a provider sees on a job: their bid (edit, withdraw), the form to send one, or why they cannot. */
export function BidPanel({ job }: { job: JobDetail }) {
  const bid = job.viewer.my_bid;
  return (
    <Panel aria-labelledby="bid-panel-title">
      <PanelTitle id="bid-panel-title">{bid ? 'Your bid' : 'Send a bid'}</PanelTitle>
      {bid ? (
        <MyBid job={job} bid={bid} />
      ) : job.status !== 'open' ? (
        <Muted as="p" role="note">
          Bidding is closed: this job is {STATUS_LABELS[job.status].toLowerCase()}.
        </Muted>
      ) : job.viewer.can_bid ? (
        <BidForm job={job} bid={null} onDone={() => undefined} />
      ) : (
        <Muted as="p" role="note">
          You cannot bid on this job.
        </Muted>
      )}
    </Panel>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

const DurationRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 140px) minmax(0, 140px);
  gap: ${({ theme }) => theme.space(2)};
`;

const Select = styled.select`
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

const Muted = styled.span`
  margin: 0;
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Failure = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

const Good = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.success};
`;

const Summary = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(3)};

  dt {
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const Quote = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding-left: ${({ theme }) => theme.space(3)};
  border-left: 3px solid ${({ theme }) => theme.colors.border};
  white-space: pre-wrap;
`;
