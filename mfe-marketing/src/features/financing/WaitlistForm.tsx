import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { FormField, formPanel } from './formStyles';
import { apiErrorMessage, errorStatus } from '@prohive/shared';
import { SERVICE_SLUGS, SERVICE_TITLES } from '../../lib/serviceNames';
import {
  WAITLIST_FIELDS,
  WAITLIST_LIMITS,
  checkWaitlist,
  fieldErrorsFrom,
  type WaitlistErrors,
  type WaitlistField,
  type WaitlistInput,
} from './waitlistValidation';
import {
  useJoinFinancingWaitlistMutation,
  type FinancingWaitlistResponse,
} from '../../lib/api/marketingEndpoints';
import { Button } from '@prohive/ui';

export const WAITLIST_MESSAGES = {
  tooMany: 'You have tried to join several times in a short while. Please wait a little, then try again.',
  failed: 'We could not add you to the waitlist just now. Please try again in a moment.',
} as const;

/** Project types the api accepts: the service categories, or 'other'. */
const PROJECT_TYPES = [...SERVICE_SLUGS, 'other'] as const;

const Panel = styled.section`
  max-width: 640px;
  margin-bottom: ${({ theme }) => theme.space(12)};
  ${formPanel}
`;

const Small = styled.p<{ $error?: boolean }>`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ $error }) => ($error ? 600 : 400)};
`;

const FormAlert = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const Done = styled.div`
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`;

const EMPTY: WaitlistInput = { name: '', email: '', zip: '', project_type: '', amount: '' };

const LABELS: Record<WaitlistField, string> = {
  name: 'Your name',
  email: 'Email address',
  zip: 'ZIP code',
  project_type: 'Project type (optional)',
  amount: 'Amount you may need (optional)',
};

/** /financing-waitlist: name, email and ZIP (plus an optional project) stored through the api. */
export function WaitlistForm() {
  const id = useId();
  const [input, setInput] = useState<WaitlistInput>(EMPTY);
  const [errors, setErrors] = useState<WaitlistErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [joined, setJoined] = useState<FinancingWaitlistResponse | null>(null);
  const [join, { isLoading }] = useJoinFinancingWaitlistMutation();
  const doneRef = useRef<HTMLDivElement>(null);

  const fieldId = (field: WaitlistField) => `${id}-${field}`;
  const focusFirst = (found: WaitlistErrors) => {
    const first = WAITLIST_FIELDS.find((field) => found[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    setFormError(null);
    const checked = checkWaitlist(input, PROJECT_TYPES);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirst(checked.errors);
      return;
    }
    setErrors({});
    const outcome = await join(checked.request);
    if ('data' in outcome && outcome.data) {
      setJoined(outcome.data);
      // Focus the confirmation so keyboard and screen-reader users land on what happened.
      requestAnimationFrame(() => doneRef.current?.focus());
      return;
    }
    const status = errorStatus(outcome.error);
    if (status === 422) {
      const fromApi = fieldErrorsFrom(
        outcome.error && 'data' in outcome.error ? outcome.error.data : undefined,
      );
      if (Object.keys(fromApi).length > 0) {
        setErrors(fromApi);
        focusFirst(fromApi);
      } else {
        setFormError(apiErrorMessage(outcome.error));
      }
    } else if (status === 429) {
      setFormError(WAITLIST_MESSAGES.tooMany);
    } else {
      setFormError(WAITLIST_MESSAGES.failed);
    }
  };

  if (joined) {
    return (
      <Panel aria-labelledby={`${id}-done`}>
        <Done ref={doneRef} tabIndex={-1} role="status">
          <h2 id={`${id}-done`}>
            {joined.data.already_on_list ? 'You are already on the list' : 'You are on the list'}
          </h2>
          <p>{joined.message}</p>
        </Done>
      </Panel>
    );
  }

  const describedBy = (field: WaitlistField, hint = false) =>
    [errors[field] ? `${fieldId(field)}-error` : '', hint ? `${fieldId(field)}-hint` : '']
      .filter(Boolean)
      .join(' ') || undefined;
  const bind = (field: WaitlistField) => ({
    id: fieldId(field),
    name: field,
    value: input[field],
    'aria-invalid': Boolean(errors[field]),
    onChange: (event: { target: { value: string } }) =>
      setInput((prev) => ({ ...prev, [field]: event.target.value })),
  });
  const error = (field: WaitlistField) =>
    errors[field] && (
      <Small $error id={`${fieldId(field)}-error`}>
        {errors[field]}
      </Small>
    );

  return (
    <Panel aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Join the waitlist</h2>
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={`${id}-heading`}>
        {formError && <FormAlert role="alert">{formError}</FormAlert>}
        <FormField>
          <label htmlFor={fieldId('name')}>{LABELS.name}</label>
          <input
            {...bind('name')}
            autoComplete="name"
            maxLength={WAITLIST_LIMITS.nameMaxLength}
            aria-describedby={describedBy('name')}
          />
          {error('name')}
        </FormField>
        <FormField>
          <label htmlFor={fieldId('email')}>{LABELS.email}</label>
          <input
            {...bind('email')}
            type="email"
            autoComplete="email"
            aria-describedby={describedBy('email')}
          />
          {error('email')}
        </FormField>
        <FormField>
          <label htmlFor={fieldId('zip')}>{LABELS.zip}</label>
          <input
            {...bind('zip')}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            aria-describedby={describedBy('zip', true)}
          />
          {error('zip')}
          <Small id={`${fieldId('zip')}-hint`}>
            We use it only to tell you when financing reaches your area.
          </Small>
        </FormField>
        <FormField>
          <label htmlFor={fieldId('project_type')}>{LABELS.project_type}</label>
          <select {...bind('project_type')} aria-describedby={describedBy('project_type')}>
            <option value="">Not sure yet</option>
            {SERVICE_SLUGS.map((slug) => (
              <option key={slug} value={slug}>
                {SERVICE_TITLES[slug]}
              </option>
            ))}
            <option value="other">Something else</option>
          </select>
          {error('project_type')}
        </FormField>
        <FormField>
          <label htmlFor={fieldId('amount')}>{LABELS.amount}</label>
          <input
            {...bind('amount')}
            inputMode="numeric"
            autoComplete="off"
            placeholder="12,500"
            aria-describedby={describedBy('amount', true)}
          />
          {error('amount')}
          <Small id={`${fieldId('amount')}-hint`}>
            Whole dollars, from ${WAITLIST_LIMITS.minAmount.toLocaleString('en-US')} to $
            {WAITLIST_LIMITS.maxAmount.toLocaleString('en-US')}.
          </Small>
        </FormField>
        <Button type="submit" fullWidth disabled={isLoading}>
          {isLoading ? 'Joining…' : 'Join the waitlist'}
        </Button>
      </form>
    </Panel>
  );
}
