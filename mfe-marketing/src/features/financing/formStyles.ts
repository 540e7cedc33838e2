import styled, { css } from 'styled-components';

/** The card both financing forms sit in. */
export const formPanel = css`
  padding: ${({ theme }) => theme.space(7)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(5)};
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
`;

/** A label above a 48 px input or select, outlined in the danger colour while invalid. */
export const FormField = styled.div`
  margin-bottom: ${({ theme }) => theme.space(5)};

  label {
    display: block;
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-weight: 600;
  }
  input,
  select {
    width: 100%;
    height: 48px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font-size: 1rem;
  }
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;
