import { Link } from '@prohive/shared';
import styled from 'styled-components';

/** The grid site search lays results in; `$min` is the narrowest a column may get (jobs carry more text). */
export const ResultList = styled.ul<{ $min: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $min }) => $min}), 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One result as a whole-card link: a strong title over muted detail lines (services and jobs alike). */
export const ResultLink = styled(Link)`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  height: 100%;
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  strong {
    font-size: ${({ theme }) => theme.fontSize.md};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;
