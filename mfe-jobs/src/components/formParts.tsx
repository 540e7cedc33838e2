import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

/** Form pieces shared by the post-a-job steps and the job page's bid and review forms. */

export const fieldId = (name: string) => `job-field-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;
export const errorId = (name: string) => `${fieldId(name)}-error`;

export const FieldBlock = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};
`;

export const Label = styled.label`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

export const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;

/** The inline message under a field; the field points at it with aria-describedby. */
export function FieldError({ name, message }: { name: string; message?: string }) {
  if (!message) return null;
  return <ErrorText id={errorId(name)}>{message}</ErrorText>;
}

const control = css`
  width: 100%;
  min-height: 48px;
  padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

export const Input = styled.input`
  ${control}
`;

export const TextArea = styled.textarea`
  ${control}
  min-height: 140px;
  resize: vertical;
`;

export const Fieldset = styled.fieldset`
  border: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
`;

export const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space(2)};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

export const ChoiceGrid = styled.div<{ $min?: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min }) => $min ?? '180px'}, 1fr));
  gap: ${({ theme }) => theme.space(2)};
`;

const ChoiceLabel = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2.5)};
  min-height: 48px;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  input {
    margin: 3px 0 0;
    accent-color: ${({ theme }) => theme.colors.primary};
    width: 18px;
    height: 18px;
    flex: none;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export interface ChoiceProps {
  type: 'radio' | 'checkbox';
  name: string;
  value: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  id?: string;
  describedBy?: string;
  invalid?: boolean;
}

/** A radio or checkbox drawn as a large tappable card; the native input keeps keyboard and screen reader use. */
export function Choice({
  type,
  name,
  value,
  checked,
  onChange,
  children,
  id,
  describedBy,
  invalid,
}: ChoiceProps) {
  return (
    <ChoiceLabel>
      <input
        id={id}
        type={type}
        name={name}
        value={value}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
      />
      <span>{children}</span>
    </ChoiceLabel>
  );
}

/** Props that tie a control to its label, its error and the error's state. */
export function controlProps(name: string, error: string | undefined, hintId?: string) {
  const describedBy = [error ? errorId(name) : null, hintId ?? null].filter(Boolean).join(' ');
  return {
    id: fieldId(name),
    name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}
