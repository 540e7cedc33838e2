import { REASON_MAX } from '../lib/reason';
import { LabeledField } from './LabeledField';

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
  return (
    <LabeledField label={label} error={error}>
      {(a11y) => (
        <textarea
          value={value}
          maxLength={REASON_MAX + 50}
          onChange={(event) => onChange(event.target.value)}
          {...a11y}
        />
      )}
    </LabeledField>
  );
}
