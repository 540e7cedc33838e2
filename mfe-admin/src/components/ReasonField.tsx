import { useId } from 'react';
import { REASON_MAX } from '../lib/reason';
import { Field, FieldError } from './ui';

/** A reason textarea with its label and inline error (shown once `error` is set). */
export function ReasonField({
  label = 'Reason',
  value,
  onChange,
  error,
}: {
  label?: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}) {
  const errorId = useId();
  return (
    <Field>
      {label}
      <textarea
        value={value}
        maxLength={REASON_MAX + 50}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Field>
  );
}
