// Form pieces of the profile screen: labelled fields whose error is announced and tied to the input.
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';
import styled from 'styled-components';

export const FormGrid = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 640px;
`;

export const TwoColumns = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(4)};

  @media ${({ theme }) => theme.breakpoints.mobile} {
    grid-template-columns: 1fr;
  }
`;

// align-content: start keeps side-by-side fields level when only one of them has a hint or error under it.
const FieldBox = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(1.5)};

  label,
  legend {
    font-weight: 600;
  }

  input,
  textarea,
  select {
    min-height: 48px;
    padding: ${({ theme }) => theme.space(2.5)} ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
  input:focus-visible,
  textarea:focus-visible,
  select:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  input[aria-invalid='true'],
  textarea[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  input[readonly] {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  textarea {
    min-height: 120px;
    resize: vertical;
  }
`;

/** A row of buttons that wraps on narrow screens. */
export const ButtonRow = styled.div<{ $end?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  justify-content: ${({ $end }) => ($end ? 'flex-end' : 'flex-start')};
`;

/** Vertical space between blocks of one section. */
export const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
`;

export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
`;

interface FieldFrameProps {
  label: string;
  error?: string | null;
  hint?: ReactNode;
}

type InputFieldProps = FieldFrameProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { ref?: Ref<HTMLInputElement> };

export function InputField({ label, error, hint, ...input }: InputFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </FieldBox>
  );
}

type TextAreaFieldProps = FieldFrameProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;

export function TextAreaField({ label, error, hint, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...textarea}
      />
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </FieldBox>
  );
}

/** A form-level message (the server's reason when a save fails for something not tied to one field). */
export function FormMessage({ children }: { children?: ReactNode }) {
  return children ? <ErrorText role="alert">{children}</ErrorText> : null;
}

export type { FieldErrors } from '../../lib/serverErrors';
export { serverFieldErrors } from '../../lib/serverErrors';
