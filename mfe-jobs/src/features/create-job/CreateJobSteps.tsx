import styled from 'styled-components';
import { type ServiceCategory } from '../../lib/api/jobsEndpoints';
import { Button } from '@prohive/ui';
import {
  ADDRESS_MAX,
  DESCRIPTION_MAX,
  SERVICE_TYPE_OPTIONS,
  STEPS,
  TIMING_OPTIONS,
  TITLE_MAX,
  addDays,
  dollarsToCents,
  formatDollars,
  MAX_DAYS_AHEAD,
  type FieldErrors,
  type JobDraft,
  type ZipCheck,
} from '../../lib/jobDraft';
import { questionsFor } from '../../lib/questions';
import {
  Choice,
  ChoiceGrid,
  FieldBlock,
  FieldError,
  Fieldset,
  Hint,
  Input,
  Label,
  Legend,
  TextArea,
  controlProps,
  errorId,
  fieldId,
} from '../../components/formParts';
import { PhotoPicker, type DraftPhoto } from './PhotoPicker';
import { type ZipPlace } from '../../lib/api/zipLookupEndpoint';

type Update = (patch: Partial<JobDraft>) => void;

interface StepProps {
  draft: JobDraft;
  errors: FieldErrors;
  update: Update;
}

export function ServiceStep({
  draft,
  errors,
  update,
  categories,
}: StepProps & {
  categories: { list: readonly ServiceCategory[]; loading: boolean; failed: boolean; retry: () => void };
}) {
  return (
    <>
      <Fieldset aria-describedby={errors.category ? errorId('category') : undefined}>
        <Legend>What do you need help with?</Legend>
        {categories.loading && <Hint role="status">Loading services…</Hint>}
        {categories.failed && (
          <Hint role="alert">
            The list of services could not be loaded.{' '}
            <Button variant="link" size="sm" onClick={categories.retry}>
              Try again
            </Button>
          </Hint>
        )}
        <ChoiceGrid $min="160px">
          {categories.list.map((category, index) => (
            <Choice
              key={category.slug}
              id={index === 0 ? fieldId('category') : undefined}
              type="radio"
              name="category"
              value={category.slug}
              checked={draft.category === category.slug}
              invalid={Boolean(errors.category)}
              onChange={() => update({ category: category.slug })}
            >
              {category.title}
            </Choice>
          ))}
        </ChoiceGrid>
        <FieldError name="category" message={errors.category} />
      </Fieldset>
      <Fieldset aria-describedby={errors.service_type ? errorId('service_type') : undefined}>
        <Legend>What kind of property is it?</Legend>
        <ChoiceGrid>
          {SERVICE_TYPE_OPTIONS.map((option, index) => (
            <Choice
              key={option.value}
              id={index === 0 ? fieldId('service_type') : undefined}
              type="radio"
              name="service_type"
              value={option.value}
              checked={draft.service_type === option.value}
              invalid={Boolean(errors.service_type)}
              onChange={() => update({ service_type: option.value })}
            >
              {option.label}
              <small>{option.hint}</small>
            </Choice>
          ))}
        </ChoiceGrid>
        <FieldError name="service_type" message={errors.service_type} />
      </Fieldset>
    </>
  );
}

export function DetailsStep({ draft, errors, update }: StepProps) {
  const setAnswer = (id: string, value: string | string[]) =>
    update({ answers: { ...draft.answers, [id]: value } });
  return (
    <>
      {questionsFor(draft.category).map((question) => {
        const name = `answers.${question.id}`;
        const current = draft.answers[question.id];
        const chosen = Array.isArray(current) ? current : current ? [current] : [];
        return (
          <Fieldset key={question.id} aria-describedby={errors[name] ? errorId(name) : undefined}>
            <Legend>
              {question.label}
              {!question.required && <Optional> (optional)</Optional>}
              {question.kind === 'multi' && <Optional> Choose all that apply.</Optional>}
            </Legend>
            <ChoiceGrid>
              {question.options.map((option, index) => (
                <Choice
                  key={option}
                  id={index === 0 ? fieldId(name) : undefined}
                  type={question.kind === 'multi' ? 'checkbox' : 'radio'}
                  name={name}
                  value={option}
                  checked={chosen.includes(option)}
                  invalid={Boolean(errors[name])}
                  onChange={(checked) =>
                    question.kind === 'multi'
                      ? setAnswer(
                          question.id,
                          checked ? [...chosen, option] : chosen.filter((value) => value !== option),
                        )
                      : setAnswer(question.id, option)
                  }
                >
                  {option}
                </Choice>
              ))}
            </ChoiceGrid>
            <FieldError name={name} message={errors[name]} />
          </Fieldset>
        );
      })}
      <FieldBlock>
        <Label htmlFor={fieldId('title')}>Job title</Label>
        <Input
          {...controlProps('title', errors.title, `${fieldId('title')}-hint`)}
          value={draft.title}
          maxLength={TITLE_MAX + 20}
          placeholder="e.g. Fix a leaking kitchen faucet"
          onChange={(event) => update({ title: event.target.value })}
        />
        <Hint id={`${fieldId('title')}-hint`}>A short summary pros see in the job list.</Hint>
        <FieldError name="title" message={errors.title} />
      </FieldBlock>
      <FieldBlock>
        <Label htmlFor={fieldId('description')}>Describe the work</Label>
        <TextArea
          {...controlProps('description', errors.description, `${fieldId('description')}-hint`)}
          value={draft.description}
          onChange={(event) => update({ description: event.target.value })}
        />
        <Hint id={`${fieldId('description')}-hint`}>
          What needs doing, what you have noticed, anything a pro should know.{' '}
          {draft.description.trim().length}/{DESCRIPTION_MAX}
        </Hint>
        <FieldError name="description" message={errors.description} />
      </FieldBlock>
    </>
  );
}

export function TimingStep({ draft, errors, update, today }: StepProps & { today: string }) {
  return (
    <>
      <Fieldset aria-describedby={errors.timing ? errorId('timing') : undefined}>
        <Legend>When do you need it done?</Legend>
        <ChoiceGrid>
          {TIMING_OPTIONS.map((option, index) => (
            <Choice
              key={option.value}
              id={index === 0 ? fieldId('timing') : undefined}
              type="radio"
              name="timing"
              value={option.value}
              checked={draft.timing === option.value}
              invalid={Boolean(errors.timing)}
              onChange={() => update({ timing: option.value })}
            >
              {option.label}
            </Choice>
          ))}
        </ChoiceGrid>
        <FieldError name="timing" message={errors.timing} />
      </Fieldset>
      {draft.timing === 'specific_date' && (
        <FieldBlock>
          <Label htmlFor={fieldId('preferred_date')}>Date</Label>
          <Input
            {...controlProps('preferred_date', errors.preferred_date)}
            type="date"
            min={today}
            max={addDays(today, MAX_DAYS_AHEAD)}
            value={draft.preferred_date}
            onChange={(event) => update({ preferred_date: event.target.value })}
          />
          <FieldError name="preferred_date" message={errors.preferred_date} />
        </FieldBlock>
      )}
      <Fieldset>
        <Legend>
          Budget <Optional>(optional, in US dollars)</Optional>
        </Legend>
        <BudgetRow>
          <FieldBlock>
            <Label htmlFor={fieldId('budget_min')}>From</Label>
            <Input
              {...controlProps('budget_min', errors.budget_min)}
              inputMode="decimal"
              placeholder="$100"
              value={draft.budget_min}
              onChange={(event) => update({ budget_min: event.target.value })}
            />
            <FieldError name="budget_min" message={errors.budget_min} />
          </FieldBlock>
          <FieldBlock>
            <Label htmlFor={fieldId('budget_max')}>To</Label>
            <Input
              {...controlProps('budget_max', errors.budget_max)}
              inputMode="decimal"
              placeholder="$500"
              value={draft.budget_max}
              onChange={(event) => update({ budget_max: event.target.value })}
            />
            <FieldError name="budget_max" message={errors.budget_max} />
          </FieldBlock>
        </BudgetRow>
      </Fieldset>
    </>
  );
}

export function LocationStep({
  draft,
  errors,
  update,
  zip,
  place,
  photos,
  onPhotosChange,
}: StepProps & {
  zip: ZipCheck;
  place: ZipPlace | undefined;
  photos: readonly DraftPhoto[];
  onPhotosChange: (photos: DraftPhoto[]) => void;
}) {
  return (
    <>
      <FieldBlock>
        <Label htmlFor={fieldId('zip')}>ZIP code</Label>
        <ZipInput
          {...controlProps('zip', errors.zip, `${fieldId('zip')}-place`)}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          value={draft.zip}
          onChange={(event) => update({ zip: event.target.value.replace(/\D/g, '').slice(0, 5) })}
        />
        <Hint id={`${fieldId('zip')}-place`} aria-live="polite">
          {zip.state === 'found' && place
            ? `${place.city}, ${place.state}`
            : zip.state === 'checking'
              ? 'Checking the ZIP code…'
              : zip.state === 'unknown'
                ? 'The ZIP code could not be checked right now; it will be checked when you post.'
                : 'Pros see the area, never your address.'}
        </Hint>
        <FieldError name="zip" message={errors.zip} />
      </FieldBlock>
      <FieldBlock>
        <Label htmlFor={fieldId('address')}>
          Street address <Optional>(optional)</Optional>
        </Label>
        <Input
          {...controlProps('address', errors.address, `${fieldId('address')}-hint`)}
          autoComplete="street-address"
          maxLength={ADDRESS_MAX + 20}
          value={draft.address}
          onChange={(event) => update({ address: event.target.value })}
        />
        <Hint id={`${fieldId('address')}-hint`}>Only you see it; share it with the pro you hire.</Hint>
        <FieldError name="address" message={errors.address} />
      </FieldBlock>
      <Fieldset>
        <Legend>Photos</Legend>
        <PhotoPicker photos={photos} onChange={onPhotosChange} error={errors.photos} />
      </Fieldset>
    </>
  );
}

function budgetText(draft: JobDraft): string {
  const min = dollarsToCents(draft.budget_min);
  const max = dollarsToCents(draft.budget_max);
  if (min !== null && max !== null) return `${formatDollars(min)} – ${formatDollars(max)}`;
  if (min !== null) return `From ${formatDollars(min)}`;
  if (max !== null) return `Up to ${formatDollars(max)}`;
  return 'No budget given';
}

export function ReviewStep({
  draft,
  categoryTitle,
  place,
  photos,
  onEdit,
}: {
  draft: JobDraft;
  categoryTitle: string;
  place: ZipPlace | undefined;
  photos: readonly DraftPhoto[];
  onEdit: (step: number) => void;
}) {
  const timing = TIMING_OPTIONS.find((option) => option.value === draft.timing)?.label ?? '';
  const serviceType = SERVICE_TYPE_OPTIONS.find((option) => option.value === draft.service_type)?.label ?? '';
  const answers = questionsFor(draft.category).filter((question) => {
    const value = draft.answers[question.id];
    return Array.isArray(value) ? value.length > 0 : Boolean(value);
  });
  const sections: { step: number; rows: [string, string][] }[] = [
    {
      step: 0,
      rows: [
        ['Service', categoryTitle],
        ['Property', serviceType],
      ],
    },
    {
      step: 1,
      rows: [
        ...answers.map((question): [string, string] => {
          const value = draft.answers[question.id]!;
          return [question.label, Array.isArray(value) ? value.join(', ') : value];
        }),
        ['Title', draft.title.trim()],
        ['Description', draft.description.trim()],
      ],
    },
    {
      step: 2,
      rows: [
        ['When', draft.timing === 'specific_date' ? `${timing}: ${draft.preferred_date}` : timing],
        ['Budget', budgetText(draft)],
      ],
    },
    {
      step: 3,
      rows: [
        ['ZIP code', place ? `${draft.zip} (${place.city}, ${place.state})` : draft.zip],
        ['Address', draft.address.trim() || 'Not given'],
        ['Photos', photos.length === 0 ? 'None' : `${photos.length} photo${photos.length === 1 ? '' : 's'}`],
      ],
    },
  ];
  return (
    <ReviewList>
      {sections.map((section) => (
        <ReviewSection key={section.step} aria-labelledby={`review-${section.step}`}>
          <ReviewHead>
            <h3 id={`review-${section.step}`}>{STEPS[section.step]!.title}</h3>
            <Button
              variant="link"
              size="sm"
              onClick={() => onEdit(section.step)}
              aria-label={`Edit ${STEPS[section.step]!.title.toLowerCase()}`}
            >
              Edit
            </Button>
          </ReviewHead>
          <dl>
            {section.rows.map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </ReviewSection>
      ))}
    </ReviewList>
  );
}

const Optional = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const BudgetRow = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 420px;
`;

const ZipInput = styled(Input)`
  max-width: 160px;
`;

const ReviewList = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const ReviewSection = styled.section`
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  dl {
    margin: 0;
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
  }
  dl > div {
    display: grid;
    grid-template-columns: minmax(120px, 200px) 1fr;
    gap: ${({ theme }) => theme.space(3)};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  @media ${({ theme }) => theme.breakpoints.mobile} {
    dl > div {
      grid-template-columns: 1fr;
      gap: 0;
    }
  }
`;

const ReviewHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(2)};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.md};
  }
`;
