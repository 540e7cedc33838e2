import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { selectZipCode, useAppSelector } from '@prohive/shared';
import { SERVICE_SLUGS, serviceName } from '../../lib/serviceNames';
import { Button } from '@prohive/ui';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};

  @media ${({ theme }) => theme.breakpoints.mobile} {
    flex-direction: column;
    align-items: stretch;
  }
`;

const Field = styled.div`
  display: grid;
  flex: 1 1 200px;
  gap: ${({ theme }) => theme.space(1)};

  label {
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: 600;
  }
  input,
  select {
    width: 100%;
    min-height: 48px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-size: 1rem;
  }
  input:focus-visible,
  select:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.danger};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

export interface ServiceZipValues {
  category: string;
  zip: string;
}

export interface ServiceZipFormProps {
  /** Show the service picker (the mobile finder); the category pages already know the service. */
  withService?: boolean;
  initialCategory?: string | null;
  initialZip?: string;
  submitLabel?: string;
  onSubmit(values: ServiceZipValues): void;
}

/**
 * A service picker and a ZIP field. The detected ZIP fills the field only while the visitor has typed nothing,
 * and nothing is searched until they press the button.
 */
export function ServiceZipForm({
  withService = false,
  initialCategory,
  initialZip = '',
  submitLabel = 'Find pros',
  onSubmit,
}: ServiceZipFormProps) {
  const detectedZip = useAppSelector(selectZipCode);
  const [category, setCategory] = useState(initialCategory ?? '');
  const [typedZip, setTypedZip] = useState<string | null>(initialZip || null);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const zip = typedZip ?? detectedZip ?? '';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = zip.trim();
    if (trimmed && !/^\d{5}$/.test(trimmed)) {
      setError('Enter a 5-digit ZIP code');
      return;
    }
    if (withService && !category) {
      setError(null);
      return;
    }
    setError(null);
    onSubmit({ category, zip: trimmed });
  };

  return (
    <Form onSubmit={submit} aria-label="Find professionals" noValidate>
      {withService ? (
        <Field>
          <label htmlFor={`${id}-service`}>Service</label>
          <select
            id={`${id}-service`}
            value={category}
            onChange={(e) => setCategory(e.target.value)}
            required
          >
            <option value="">Choose a service</option>
            {SERVICE_SLUGS.map((slug) => (
              <option key={slug} value={slug}>
                {serviceName(slug)}
              </option>
            ))}
          </select>
        </Field>
      ) : null}
      <Field>
        <label htmlFor={`${id}-zip`}>ZIP code</label>
        <input
          id={`${id}-zip`}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          value={zip}
          onChange={(e) => setTypedZip(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-zip-error` : undefined}
        />
        {error ? <p id={`${id}-zip-error`}>{error}</p> : null}
      </Field>
      <Button type="submit" disabled={withService && !category}>
        {submitLabel}
      </Button>
    </Form>
  );
}
