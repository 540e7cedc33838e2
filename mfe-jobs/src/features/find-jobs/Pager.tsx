import { Link, useLocation } from '@prohive/shared';
import styled, { css } from 'styled-components';

/** Page numbers to show: first, last, and the current one with a neighbour each side; 'gap' for the rest. */
export function pageItems(page: number, last: number): (number | 'gap')[] {
  const wanted = new Set([1, last, page - 1, page, page + 1].filter((n) => n >= 1 && n <= last));
  const sorted = [...wanted].sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  sorted.forEach((n, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && n - previous > 1) items.push(n - previous === 2 ? n - 1 : 'gap');
    items.push(n);
  });
  return items;
}

/** The current query with `page` set (page 1 is the default and left out, so URLs stay canonical). */
export function searchWithPage(search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete('page');
  else params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

const Nav = styled.nav`
  margin-top: ${({ theme }) => theme.space(8)};

  ol {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
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
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

const Disabled = styled.span`
  ${item}
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  opacity: 0.6;
`;

const Summary = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  text-align: center;
`;

export interface PagerProps {
  page: number;
  lastPage: number;
  /** Names the navigation landmark ('Job result pages'). */
  label: string;
}

/** Server-side pagination as plain links that keep the rest of the query (filters survive paging). */
export function Pager({ page, lastPage, label }: PagerProps) {
  const { pathname, search } = useLocation();
  if (lastPage <= 1) return null;
  const to = (target: number) => `${pathname}${searchWithPage(search, target)}`;
  return (
    <Nav aria-label={label}>
      <ol>
        <li>
          {page > 1 ? (
            <PageLink to={to(page - 1)} rel="prev">
              ‹ Previous
            </PageLink>
          ) : (
            <Disabled aria-disabled="true">‹ Previous</Disabled>
          )}
        </li>
        {pageItems(page, lastPage).map((entry, index) =>
          entry === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true">
              <Disabled as="span">…</Disabled>
            </li>
          ) : (
            <li key={entry}>
              <PageLink
                to={to(entry)}
                aria-label={`Page ${entry}`}
                aria-current={entry === page ? 'page' : undefined}
              >
                {entry}
              </PageLink>
            </li>
          ),
        )}
        <li>
          {page < lastPage ? (
            <PageLink to={to(page + 1)} rel="next">
              Next ›
            </PageLink>
          ) : (
            <Disabled aria-disabled="true">Next ›</Disabled>
          )}
        </li>
      </ol>
      <Summary>
        Page {page} of {lastPage}
      </Summary>
    </Nav>
  );
}
