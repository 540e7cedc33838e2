import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Field, FieldError } from './ui';

const Wrap = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
`;

/**
 * A label around its control, with the inline error outside the label (so it is not part of the control's
 * name) and tied to the control by aria-describedby.
 */
export function LabeledField({
  label,
  error,
  children,
}: {
  label: string;
  error?: string | null;
  children: (a11y: { 'aria-invalid'?: 'true'; 'aria-describedby'?: string }) => ReactNode;
}) {
  const errorId = useId();
  return (
    <Wrap>
      <Field>
        {label}
        {children(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {})}
      </Field>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Wrap>
  );
}
