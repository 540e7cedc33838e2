import { useState, type FormEvent } from 'react';
import { Button, formatDate, LinkPager } from '@prohive/ui';
import { LabeledField } from '../../components/LabeledField';
import { Filters, Item, ItemList, Muted, PageHeading, QueryState } from '../../components/ui';
import { useAdminAuditQuery, type AuditArgs } from '../../lib/api/auditEndpoints';
import { useListParams } from '../../lib/useListParams';

const SUBJECT = /^[a-z_]{1,60}(:[0-9]{1,10})?$/;
const FILTERS = ['actor', 'action', 'subject', 'from', 'to'] as const;
type Filter = (typeof FILTERS)[number];

/** A `yyyy-mm-dd` from the date input as the start (or end) of that UTC day, as the api wants. */
function dayBound(day: string, end: boolean): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  return `${day}T${end ? '23:59:59.999' : '00:00:00.000'}Z`;
}

function problems(values: Record<Filter, string>): Partial<Record<Filter, string>> {
  const found: Partial<Record<Filter, string>> = {};
  if (values.actor && !/^[1-9]\d{0,9}$/.test(values.actor))
    found.actor = 'Give the user number of the actor.';
  if (values.subject && !SUBJECT.test(values.subject))
    found.subject = 'A type, optionally with a number: user or user:42.';
  if (values.from && values.to && values.from > values.to) found.to = 'The end is before the start.';
  return found;
}

/** Who did what to what, when: filter by actor, action, subject and date; newest first, paged. */
export function AuditScreen() {
  const { page, get, setFilters } = useListParams();
  const applied = Object.fromEntries(FILTERS.map((name) => [name, get(name)])) as Record<Filter, string>;
  const [draft, setDraft] = useState(applied);
  const [errors, setErrors] = useState<Partial<Record<Filter, string>>>({});
  const valid = Object.keys(problems(applied)).length === 0;
  const args: AuditArgs = {
    actor: applied.actor ? Number(applied.actor) : undefined,
    action: applied.action || undefined,
    subject: applied.subject || undefined,
    from: dayBound(applied.from, false),
    to: dayBound(applied.to, true),
    page,
  };
  const { data, isLoading, isFetching, isError, refetch } = useAdminAuditQuery(args, { skip: !valid });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = problems(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) setFilters({ ...draft, action: draft.action.trim() });
  };

  const input = (name: Filter, label: string, type = 'text') => (
    <LabeledField label={label} error={errors[name]}>
      {(a11y) => (
        <input
          type={type}
          value={draft[name]}
          onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
          {...a11y}
        />
      )}
    </LabeledField>
  );

  return (
    <>
      <PageHeading
        title="Audit log"
        intro="Every administrative and security-relevant action, newest first."
      />
      <Filters onSubmit={onSubmit} noValidate aria-label="Filter the audit log">
        {input('actor', 'Actor (user number)')}
        {input('action', 'Action')}
        {input('subject', 'Subject')}
        {input('from', 'From', 'date')}
        {input('to', 'To', 'date')}
        <Button type="submit">Filter</Button>
      </Filters>
      <QueryState
        isLoading={isLoading}
        isError={isError}
        isEmpty={!valid || data?.data.length === 0}
        emptyTitle="No entries match"
        onRetry={() => void refetch()}
      >
        <ItemList aria-busy={isFetching}>
          {data?.data.map((entry) => (
            <Item key={entry.id}>
              <div>
                <strong>{entry.action}</strong>
                <div>
                  <Muted>
                    {entry.actor ? `${entry.actor.name} (#${entry.actor.id})` : 'System'}
                    {entry.subject_type
                      ? ` → ${entry.subject_type}${entry.subject_id ? ` #${entry.subject_id}` : ''}`
                      : ''}
                    {typeof entry.details.reason === 'string' ? ` · “${entry.details.reason}”` : ''}
                  </Muted>
                </div>
              </div>
              <Muted>
                <time dateTime={entry.created_at}>{formatDate(entry.created_at)}</time>
              </Muted>
            </Item>
          ))}
        </ItemList>
        {data && <LinkPager page={data.meta.page} lastPage={data.meta.last_page} label="Audit log pages" />}
      </QueryState>
    </>
  );
}
