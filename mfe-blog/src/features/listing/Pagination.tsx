import { Link, useLocation, useSearchParams } from '@prohive/shared';
import styled, { css } from 'styled-components';
import { pageItems } from './pageParam';
import { withPage } from './usePageParam';

const Nav = styled.nav`
  margin-top: ${({ theme }) => theme.space(10)};

  ol {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const item = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  height: 44px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 600;
`;

const PageLink = styled(Link)`
  ${item}
  position: relative;
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover {
    border-color: ${({ theme }) => theme.colors.borderStrong};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

const Disabled = styled.span`
  ${item}
  position: relative;
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  opacity: 0.6;
`;

const Gap = styled.span`
  ${item}
  min-width: 24px;
  padding: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The words beside the arrows; on phones only the arrows show, so the row fits, and the words stay for screen readers. */
const Word = styled.span`
  @media ${({ theme }) => theme.breakpoints.mobile} {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
  }
`;

const Summary = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  text-align: center;
`;

export interface PaginationProps {
  page: number;
  totalPages: number;
  /** Names the navigation landmark ('Blog pages', 'Search result pages'). */
  label: string;
}

/** Previous, numbered pages and next, as links keeping the rest of the query (filters, search term). */
export function Pagination({ page, totalPages, label }: PaginationProps) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  if (totalPages <= 1) return null;
  const to = (target: number) => `${pathname}${withPage(params, target)}`;
  const previous = (
    <>
      <span aria-hidden="true">‹</span>
      <Word>&nbsp;Previous</Word>
    </>
  );
  const next = (
    <>
      <Word>Next&nbsp;</Word>
      <span aria-hidden="true">›</span>
    </>
  );
  return (
    <Nav aria-label={label}>
      <ol>
        <li>
          {page > 1 ? (
            <PageLink to={to(page - 1)} rel="prev">
              {previous}
            </PageLink>
          ) : (
            <Disabled aria-disabled="true">{previous}</Disabled>
          )}
        </li>
        {pageItems(page, totalPages).map((entry, index) =>
          entry === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true">
              <Gap>…</Gap>
            </li>
          ) : (
            <li key={entry}>
              <PageLink
                to={to(entry)}
                aria-current={entry === page ? 'page' : undefined}
                aria-label={`Page ${entry}`}
              >
                {entry}
              </PageLink>
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <PageLink to={to(page + 1)} rel="next">
              {next}
            </PageLink>
          ) : (
            <Disabled aria-disabled="true">{next}</Disabled>
          )}
        </li>
      </ol>
      <Summary>
        Page {page} of {totalPages}
      </Summary>
    </Nav>
  );
}
