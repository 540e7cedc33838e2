import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { Field, FieldError, Input } from '../../components/ToolFields';

export interface NumberFieldProps {
  label: string;
  value: number;
  min: number;
  max: number;
  /** Called with a valid whole number when the field is left or Enter is pressed. */
  onCommit(value: number): void;
  unit?: string;
}

/**
 * A whole-number field that commits on blur or Enter: typing "1200" would otherwise pass through 1 and 12,
 * which the crop would clamp and undo would record.
 */
export function NumberField({ label, value, min, max, onCommit, unit = 'px' }: NumberFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState(String(value));
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setDraft(String(value));
    setError(null);
  }, [value]);

  function commit() {
    const text = draft.trim();
    const number = Number(text);
    if (!/^\d+$/.test(text) || number < min || number > max) {
      setError(`Enter a whole number from ${min} to ${max}.`);
      return;
    }
    setError(null);
    if (number !== value) onCommit(number);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  }

  return (
    <Field>
      <label htmlFor={id}>
        {label} ({unit})
      </label>
      <Input
        id={id}
        inputMode="numeric"
        value={draft}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Field>
  );
}
