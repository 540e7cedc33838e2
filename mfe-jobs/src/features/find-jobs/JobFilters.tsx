import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { selectZipCode, useAppSelector } from '@prohive/shared';
import { type JobSort } from '../../lib/api/jobsEndpoints';
import { Button, useIsMobile } from '@prohive/ui';
import {
  MAX_BUDGET_DOLLARS,
  POSTED_WITHIN_OPTIONS,
  RADIUS_OPTIONS,
  SORT_OPTIONS,
  ZIP_PATTERN,
  type JobsFilters,
  type PostedWithin,
} from './jobsQuery';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 170px), 1fr));
  gap: ${({ theme }) => theme.space(3)};
  align-items: end;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  &[hidden] {
    display: none;
  }
`;

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};

  label {
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: 600;
  }
  input,
  select {
    width: 100%;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  input:focus-visible,
  select:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

const Wide = styled(Field)`
  grid-column: span 2;
  @media ${({ theme }) => theme.breakpoints.mobile} {
    grid-column: auto;
  }
`;

const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Suggestion = styled.button`
  justify-self: start;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSize.sm};
  text-decoration: underline;
  cursor: pointer;
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  grid-column: span 2;

  @media ${({ theme }) => theme.breakpoints.mobile} {
    grid-column: auto;
  }
`;

interface Draft {
  q: string;
  zip: string;
  radius: string;
  budgetMin: string;
  budgetMax: string;
  postedWithin: string;
  sort: JobSort;
}

type DraftErrors = Partial<Record<'zip' | 'budgetMin' | 'budgetMax', string>>;

function draftOf(filters: JobsFilters): Draft {
  return {
    q: filters.q,
    zip: filters.zip,
    radius: String(filters.radius),
    budgetMin: filters.budgetMin === null ? '' : String(filters.budgetMin),
    budgetMax: filters.budgetMax === null ? '' : String(filters.budgetMax),
    postedWithin: filters.postedWithin === null ? '' : String(filters.postedWithin),
    sort: filters.sort,
  };
}

const WHOLE_DOLLARS = /^\d{1,7}$/;

/** Checks the draft; returns the errors, or the filter change to apply. */
export function readDraft(draft: Draft): { errors: DraftErrors } | { change: Partial<JobsFilters> } {
  const errors: DraftErrors = {};
  const zip = draft.zip.trim();
  if (zip && !ZIP_PATTERN.test(zip)) errors.zip = 'Enter a 5-digit ZIP code';
  const min = draft.budgetMin.trim().replace(/[$,]/g, '');
  const max = draft.budgetMax.trim().replace(/[$,]/g, '');
  if (min && (!WHOLE_DOLLARS.test(min) || Number(min) > MAX_BUDGET_DOLLARS))
    errors.budgetMin = 'Enter whole dollars, up to $1,000,000';
  if (max && (!WHOLE_DOLLARS.test(max) || Number(max) > MAX_BUDGET_DOLLARS))
    errors.budgetMax = 'Enter whole dollars, up to $1,000,000';
  if (!errors.budgetMin && !errors.budgetMax && min && max && Number(min) > Number(max))
    errors.budgetMax = 'The maximum must be at least the minimum';
  if (Object.keys(errors).length > 0) return { errors };
  const posted = Number(draft.postedWithin);
  return {
    change: {
      q: draft.q.trim(),
      zip,
      radius: Number(draft.radius),
      budgetMin: min ? Number(min) : null,
      budgetMax: max ? Number(max) : null,
      postedWithin: posted === 1 || posted === 7 || posted === 30 ? (posted as PostedWithin) : null,
      sort: draft.sort === 'distance' && !zip ? 'newest' : draft.sort,
    },
  };
}

const Toggle = styled(Button)`
  justify-self: start;
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

/** How many settings narrow or reorder the list, for the phone's collapsed "Filters" button. */
export function activeFilterCount(filters: JobsFilters): number {
  return [
    filters.q !== '',
    filters.zip !== '',
    filters.budgetMin !== null || filters.budgetMax !== null,
    filters.postedWithin !== null,
    filters.sort !== 'newest',
  ].filter(Boolean).length;
}

export interface JobFiltersProps {
  filters: JobsFilters;
  onApply(change: Partial<JobsFilters>): void;
  onClear(): void;
  /** The api's message when it did not know the ZIP (422). */
  zipError?: string | null;
}

/**
 * Keyword, ZIP and distance, budget, posted within and sort. Nothing applies until Search is pressed, so typing
 * a ZIP does not fire a request per keystroke. The detected ZIP is only offered, never filled in silently.
 */
export function JobFilters({ filters, onApply, onClear, zipError }: JobFiltersProps) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(filters));
  const [errors, setErrors] = useState<DraftErrors>({});
  // Phones: the seven fields would push the jobs a screen down, so they fold behind one button.
  const isMobile = useIsMobile();
  const [expanded, setExpanded] = useState(false);
  const detectedZip = useAppSelector(selectZipCode);
  const id = useId();
  const set = (key: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = readDraft(draft);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    onApply(result.change);
  };

  const hasZip = ZIP_PATTERN.test(draft.zip.trim());
  const zipMessage = errors.zip ?? zipError ?? null;
  const suggestZip =
    detectedZip && ZIP_PATTERN.test(detectedZip) && draft.zip.trim() === '' ? detectedZip : null;

  const active = activeFilterCount(filters);
  const folded = isMobile && !expanded && !zipMessage;

  return (
    <>
      {isMobile ? (
        <Toggle
          type="button"
          variant="outline"
          aria-expanded={!folded}
          aria-controls={`${id}-form`}
          onClick={() => setExpanded(folded)}
        >
          {folded ? 'Show filters' : 'Hide filters'}
          {active > 0 ? ` (${active} on)` : ''}
        </Toggle>
      ) : null}
      <Form id={`${id}-form`} onSubmit={onSubmit} aria-label="Filter jobs" noValidate hidden={folded}>
        <Wide>
          <label htmlFor={`${id}-q`}>Keywords</label>
          <input
            id={`${id}-q`}
            name="q"
            type="search"
            maxLength={100}
            placeholder="e.g. leaking faucet"
            value={draft.q}
            onChange={set('q')}
          />
        </Wide>
        <Field>
          <label htmlFor={`${id}-zip`}>ZIP code</label>
          <input
            id={`${id}-zip`}
            name="zip"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            value={draft.zip}
            onChange={set('zip')}
            aria-invalid={zipMessage ? true : undefined}
            aria-describedby={zipMessage ? `${id}-zip-error` : undefined}
          />
          {zipMessage ? <FieldError id={`${id}-zip-error`}>{zipMessage}</FieldError> : null}
          {suggestZip ? (
            <Suggestion
              type="button"
              onClick={() => setDraft((current) => ({ ...current, zip: suggestZip }))}
            >
              Use my location ({suggestZip})
            </Suggestion>
          ) : null}
        </Field>
        <Field>
          <label htmlFor={`${id}-radius`}>Distance</label>
          <select
            id={`${id}-radius`}
            name="radius"
            value={draft.radius}
            onChange={set('radius')}
            disabled={!hasZip}
            aria-describedby={hasZip ? undefined : `${id}-radius-hint`}
          >
            {RADIUS_OPTIONS.map((miles) => (
              <option key={miles} value={miles}>
                Within {miles} miles
              </option>
            ))}
          </select>
          {hasZip ? null : (
            <span id={`${id}-radius-hint`} hidden>
              Enter a ZIP code to search by distance
            </span>
          )}
        </Field>
        <Field>
          <label htmlFor={`${id}-min`}>Budget from ($)</label>
          <input
            id={`${id}-min`}
            name="budget_min"
            inputMode="numeric"
            value={draft.budgetMin}
            onChange={set('budgetMin')}
            aria-invalid={errors.budgetMin ? true : undefined}
            aria-describedby={errors.budgetMin ? `${id}-min-error` : undefined}
          />
          {errors.budgetMin ? <FieldError id={`${id}-min-error`}>{errors.budgetMin}</FieldError> : null}
        </Field>
        <Field>
          <label htmlFor={`${id}-max`}>Budget to ($)</label>
          <input
            id={`${id}-max`}
            name="budget_max"
            inputMode="numeric"
            value={draft.budgetMax}
            onChange={set('budgetMax')}
            aria-invalid={errors.budgetMax ? true : undefined}
            aria-describedby={errors.budgetMax ? `${id}-max-error` : undefined}
          />
          {errors.budgetMax ? <FieldError id={`${id}-max-error`}>{errors.budgetMax}</FieldError> : null}
        </Field>
        <Field>
          <label htmlFor={`${id}-posted`}>Posted</label>
          <select
            id={`${id}-posted`}
            name="posted_within"
            value={draft.postedWithin}
            onChange={set('postedWithin')}
          >
            <option value="">Any time</option>
            {POSTED_WITHIN_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </Field>
        <Field>
          <label htmlFor={`${id}-sort`}>Sort by</label>
          <select id={`${id}-sort`} name="sort" value={draft.sort} onChange={set('sort')}>
            {SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value} disabled={option.needsZip && !hasZip}>
                {option.label}
                {option.needsZip && !hasZip ? ' (enter a ZIP)' : ''}
              </option>
            ))}
          </select>
        </Field>
        <Actions>
          <Button type="submit">Search</Button>
          <Button type="button" variant="ghost" onClick={onClear}>
            Clear
          </Button>
        </Actions>
      </Form>
    </>
  );
}
