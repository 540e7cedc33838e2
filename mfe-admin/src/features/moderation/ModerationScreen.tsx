import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import { Button, formatDate, LinkPager } from '@prohive/ui';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LabeledField } from '../../components/LabeledField';
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
  useAdminConversationQuery,
  useAdminReportsQuery,
  useModerateMutation,
  type AdminReport,
  type ModeratedKind,
  type ModerationArgs,
  type ReportStatus,
} from '../../lib/api/moderationEndpoints';
import { useListParams } from '../../lib/useListParams';

const MessageList = styled.ol`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding-left: ${({ theme }) => theme.space(5)};
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

// Messages are plain text: kept as typed (line breaks included), never parsed as HTML.
const MessageBody = styled.div`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const KIND_NAME: Record<ModeratedKind, string> = {
  jobs: 'job',
  reviews: 'review',
  conversations: 'conversation',
};

/** The confirm dialog for one hide or restore: the reason is required, the api's error stays in the dialog. */
function ModerationDialog({
  pending,
  onClose,
}: {
  pending: Omit<ModerationArgs, 'reason'> | null;
  onClose: () => void;
}) {
  const [moderate] = useModerateMutation();
  const hiding = pending?.action === 'hide';
  return (
    <ConfirmDialog
      open={pending !== null}
      title={pending ? `${hiding ? 'Hide' : 'Restore'} ${KIND_NAME[pending.kind]} #${pending.id}?` : ''}
      description={
        pending?.kind === 'conversations'
          ? hiding
            ? 'Both people keep the conversation in their inbox, marked as hidden by a moderator, but its messages are no longer shown and nobody can write in it. Its open reports are marked reviewed.'
            : 'Both people see the messages again and can write to each other.'
          : undefined
      }
      confirmLabel={hiding ? 'Hide' : 'Restore'}
      confirmVariant={hiding ? 'destructive' : 'default'}
      withReason
      onClose={onClose}
      onConfirm={async (reason) => {
        if (!pending) return null;
        const result = await moderate({ ...pending, reason });
        if ('error' in result) return errorMessage(result.error, 'That could not be changed. Try again.');
        const what = `${KIND_NAME[pending.kind][0]?.toUpperCase()}${KIND_NAME[pending.kind].slice(1)}`;
        toast.success(`${what} #${pending.id} ${result.data.hidden ? 'hidden' : 'restored'}.`);
        return null;
      }}
    />
  );
}

/** Hide or restore one job or review by its id; the reason goes to the audit log. */
function HideRestoreForm() {
  const [kind, setKind] = useState<ModeratedKind>('jobs');
  const [idText, setIdText] = useState('');
  const [idError, setIdError] = useState<string | null>(null);
  const [pending, setPending] = useState<Omit<ModerationArgs, 'reason'> | null>(null);

  const ask = (action: ModerationArgs['action']) => (event?: FormEvent) => {
    event?.preventDefault();
    const id = Number(idText.trim());
    if (!Number.isInteger(id) || id < 1) {
      setIdError(`Give the ${KIND_NAME[kind]}'s number.`);
      return;
    }
    setIdError(null);
    setPending({ kind, id, action });
  };

  return (
    <Panel aria-labelledby="hide-restore">
      <h2 id="hide-restore">Hide or restore by number</h2>
      <p>
        <Muted>
          A hidden job or review leaves every public list, page and search; a hidden conversation goes quiet
          for both people in it. Restoring brings it back.
        </Muted>
      </p>
      <Filters onSubmit={ask('hide')} noValidate aria-label="Hide or restore">
        <Field>
          What
          <select value={kind} onChange={(event) => setKind(event.target.value as ModeratedKind)}>
            <option value="jobs">Job</option>
            <option value="reviews">Review</option>
            <option value="conversations">Conversation</option>
          </select>
        </Field>
        <LabeledField label="Number" error={idError}>
          {(a11y) => (
            <input
              inputMode="numeric"
              value={idText}
              onChange={(event) => setIdText(event.target.value)}
              {...a11y}
            />
          )}
        </LabeledField>
        <Button type="submit" variant="destructive">
          Hide…
        </Button>
        <Button variant="outline" onClick={() => ask('restore')()}>
          Restore…
        </Button>
      </Filters>
      <ModerationDialog pending={pending} onClose={() => setPending(null)} />
    </Panel>
  );
}

/** The messages of a reported conversation, as plain text, for the moderator to judge. */
function ConversationMessages({ id }: { id: number }) {
  const { data, isLoading, isError, refetch } = useAdminConversationQuery(id);
  return (
    <QueryState
      isLoading={isLoading}
      isError={isError}
      isEmpty={data?.messages.length === 0}
      emptyTitle="No messages"
      onRetry={() => void refetch()}
    >
      {data && (
        <section aria-label={`Messages of conversation #${id}`}>
          <p>
            <Muted>
              {data.customer.name} (customer) and {data.provider.name} (pro) about “{data.job.title}”
              {data.hidden && data.hidden_reason ? ` · hidden: ${data.hidden_reason}` : ''}
            </Muted>
          </p>
          <MessageList>
            {data.messages.map((message) => (
              <li key={message.id}>
                <strong>
                  {message.sender_id === data.customer.id ? data.customer.name : data.provider.name}
                </strong>{' '}
                <Muted>{formatDate(message.created_at)}</Muted>
                <MessageBody>{message.body}</MessageBody>
              </li>
            ))}
          </MessageList>
        </section>
      )}
    </QueryState>
  );
}

function ReportItem({
  report,
  onModerate,
}: {
  report: AdminReport;
  onModerate: (action: ModerationArgs['action']) => void;
}) {
  const [reading, setReading] = useState(false);
  return (
    <Item>
      <div>
        <strong>
          Conversation #{report.subject_id} · {report.subject_title}
        </strong>{' '}
        {report.subject_hidden && <Badge $tone="bad">Hidden</Badge>}{' '}
        {report.status !== 'open' && <Badge>{report.status}</Badge>}
        <div>{report.reason}</div>
        <Muted>
          by {report.reporter.name} · {formatDate(report.created_at)}
        </Muted>
        {reading && <ConversationMessages id={report.subject_id} />}
      </div>
      <Actions>
        <Button variant="outline" onClick={() => setReading((open) => !open)} aria-expanded={reading}>
          {reading ? 'Close conversation' : 'Read conversation'}
        </Button>
        {report.subject_hidden ? (
          <Button variant="outline" onClick={() => onModerate('restore')}>
            Restore conversation…
          </Button>
        ) : (
          <Button variant="destructive" onClick={() => onModerate('hide')}>
            Hide conversation…
          </Button>
        )}
      </Actions>
    </Item>
  );
}

function reportStatus(value: string): ReportStatus {
  return value === 'reviewed' || value === 'dismissed' || value === 'all' ? value : 'open';
}

/** Reported conversations, oldest first: open ones by default, or those already handled. */
function Reports() {
  const { page, get, setFilters } = useListParams();
  const status = reportStatus(get('status'));
  const { data, isLoading, isError, refetch } = useAdminReportsQuery({ page, status });
  const [pending, setPending] = useState<Omit<ModerationArgs, 'reason'> | null>(null);
  return (
    <Panel aria-labelledby="reports">
      <h2 id="reports">Reported conversations</h2>
      <Filters onSubmit={(event) => event.preventDefault()} aria-label="Filter reports">
        <Field>
          Reports
          <select
            value={status}
            onChange={(event) =>
              setFilters({ status: event.target.value === 'open' ? '' : event.target.value })
            }
          >
            <option value="open">Open</option>
            <option value="reviewed">Reviewed</option>
            <option value="dismissed">Dismissed</option>
            <option value="all">All</option>
          </select>
        </Field>
      </Filters>
      <QueryState
        isLoading={isLoading}
        isError={isError}
        isEmpty={data?.data.length === 0}
        emptyTitle={status === 'open' ? 'No open reports' : 'No reports'}
        onRetry={() => void refetch()}
      >
        <ItemList>
          {data?.data.map((report) => (
            <ReportItem
              key={report.id}
              report={report}
              onModerate={(action) => setPending({ kind: 'conversations', id: report.subject_id, action })}
            />
          ))}
        </ItemList>
        {data && <LinkPager page={data.meta.page} lastPage={data.meta.last_page} label="Report pages" />}
      </QueryState>
      <ModerationDialog pending={pending} onClose={() => setPending(null)} />
    </Panel>
  );
}

export function ModerationScreen() {
  return (
    <>
      <PageHeading
        title="Moderation"
        intro="What people reported, and hiding or restoring conversations, jobs and reviews."
      />
      <HideRestoreForm />
      <Reports />
    </>
  );
}
