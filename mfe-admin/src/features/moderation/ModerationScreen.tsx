import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { Button, formatDate, LinkPager } from '@prohive/ui';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LabeledField } from '../../components/LabeledField';
import { Field, Filters, Item, ItemList, Muted, PageHeading, Panel, QueryState } from '../../components/ui';
import { errorMessage } from '../../lib/apiErrors';
import {
  useAdminReportsQuery,
  useModerateMutation,
  type ModeratedKind,
  type ModerationArgs,
} from '../../lib/api/moderationEndpoints';
import { useListParams } from '../../lib/useListParams';

const KIND_NAME: Record<ModeratedKind, string> = { jobs: 'job', reviews: 'review' };

/** Hide or restore one job or review by its id; the reason goes to the audit log. */
function HideRestoreForm() {
  const [kind, setKind] = useState<ModeratedKind>('jobs');
  const [idText, setIdText] = useState('');
  const [idError, setIdError] = useState<string | null>(null);
  const [pending, setPending] = useState<Omit<ModerationArgs, 'reason'> | null>(null);
  const [moderate] = useModerateMutation();

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
      <h2 id="hide-restore">Hide or restore a job or review</h2>
      <p>
        <Muted>A hidden job or review leaves every public list and page; restoring brings it back.</Muted>
      </p>
      <Filters onSubmit={ask('hide')} noValidate aria-label="Hide or restore">
        <Field>
          What
          <select value={kind} onChange={(event) => setKind(event.target.value as ModeratedKind)}>
            <option value="jobs">Job</option>
            <option value="reviews">Review</option>
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
      <ConfirmDialog
        open={pending !== null}
        title={
          pending
            ? `${pending.action === 'hide' ? 'Hide' : 'Restore'} ${KIND_NAME[pending.kind]} #${pending.id}?`
            : ''
        }
        confirmLabel={pending?.action === 'hide' ? 'Hide' : 'Restore'}
        confirmVariant={pending?.action === 'hide' ? 'destructive' : 'default'}
        withReason
        onClose={() => setPending(null)}
        onConfirm={async (reason) => {
          if (!pending) return null;
          const result = await moderate({ ...pending, reason });
          if ('error' in result) return errorMessage(result.error, 'That could not be changed. Try again.');
          const what = `${KIND_NAME[pending.kind][0]?.toUpperCase()}${KIND_NAME[pending.kind].slice(1)}`;
          toast.success(`${what} #${pending.id} ${result.data.hidden ? 'hidden' : 'restored'}.`);
          return null;
        }}
      />
    </Panel>
  );
}

/** Reported conversations, newest first. */
function Reports() {
  const { page } = useListParams();
  const { data, isLoading, isError, refetch } = useAdminReportsQuery({ page });
  return (
    <Panel aria-labelledby="reports">
      <h2 id="reports">Reported conversations</h2>
      <QueryState
        isLoading={isLoading}
        isError={isError}
        isEmpty={data?.data.length === 0}
        emptyTitle="No reports"
        onRetry={() => void refetch()}
      >
        <ItemList>
          {data?.data.map((report) => (
            <Item key={report.id}>
              <div>
                <strong>Conversation #{report.subject_id}</strong>
                <div>{report.reason}</div>
              </div>
              <Muted>
                by {report.reporter.name} · {formatDate(report.created_at)}
              </Muted>
            </Item>
          ))}
        </ItemList>
        {data && <LinkPager page={data.meta.page} lastPage={data.meta.last_page} label="Report pages" />}
      </QueryState>
    </Panel>
  );
}

export function ModerationScreen() {
  return (
    <>
      <PageHeading
        title="Moderation"
        intro="What people reported, and hiding or restoring jobs and reviews."
      />
      <HideRestoreForm />
      <Reports />
    </>
  );
}
