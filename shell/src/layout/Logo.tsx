import { Link } from '@prohive/shared';
import styled from 'styled-components';

const Home = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-weight: 800;
  font-size: 1.375rem;
  letter-spacing: -0.02em;
  border-radius: ${({ theme }) => theme.radii.sm};

  svg {
    flex: none;
  }
  svg .mark {
    fill: ${({ theme }) => theme.colors.primary};
  }
  svg .cell {
    fill: ${({ theme }) => theme.colors.primaryText};
  }
`;

/* Between the mobile breakpoint and a full-width bar, the desktop header keeps only the mark. */
const Wordmark = styled.span`
  @media (min-width: 640px) and (max-width: 959.98px) {
    display: none;
  }
`;

/** The brand mark (a honeycomb cell) and wordmark, linking home. */
export function Logo() {
  return (
    <Home to="/" aria-label="Prohive home">
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <path className="mark" d="M16 1.5l12.6 7.25v14.5L16 30.5 3.4 23.25V8.75z" />
        <path className="cell" d="M16 9l6 3.5v7L16 23l-6-3.5v-7z" />
      </svg>
      <Wordmark aria-hidden="true">Prohive</Wordmark>
    </Home>
  );
}
