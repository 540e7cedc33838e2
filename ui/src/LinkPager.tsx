import { Link, useLocation } from '@prohive/shared';
import styled, { css } from 'styled-components';

/** Page numbers to offer, with `'gap'` where a run is left out: 1 … 4 5 6 … 20. Always first, last and ±1. */
export function pageItems(current: number, total: number): Array<number | 'gap'> {
  if (total <= 7) return Array.from({ length: total }, (_, index) => index + 1);
  const wanted = new Set([1, total, current - 1, current, current + 1]);
  // Near either end, show a full run of five so the control keeps the same width.
  if (current <= 4) [2, 3, 4, 5].forEach((page) => wanted.add(page));
  if (current >= total - 3) [total - 4, total - 3, total - 2, total - 1].forEach((page) => wanted.add(page));
  const pages = [...wanted].filter((page) => page >= 1 && page <= total).sort((a, b) => a - b);
  const items: Array<number | 'gap'> = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous > 1)
      items.push(page - previous === 2 ? previous + 1 : 'gap');
    items.push(page);
  });
  return items;
}

/** The query with `page` set; page 1 is the default and left out, so URLs stay canonical. */
export function searchWithPage(search: string | URLSearchParams, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete('page');
  else params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

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

export interface LinkPagerProps {
  page: number;
  lastPage: number;
  /** Names the navigation landmark ('Blog pages', 'Job result pages'). */
  label: string;
  /** Where a page number links; by default the current path and query with `page` set (filters survive paging). */
  hrefFor?: (page: number) => string;
}

/**
 * Server-side pagination as plain links: previous, numbered pages with gaps, next, and "Page N of M". One pager
 * for every remote (the jobs and blog remotes each had their own). Renders nothing for a single page.
 */
export function LinkPager({ page, lastPage, label, hrefFor }: LinkPagerProps) {
  const { pathname, search } = useLocation();
  if (lastPage <= 1) return null;
  const to = hrefFor ?? ((target: number) => `${pathname}${searchWithPage(search, target)}`);
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
        {pageItems(page, lastPage).map((entry, index) =>
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
          {page < lastPage ? (
            <PageLink to={to(page + 1)} rel="next">
              {next}
            </PageLink>
          ) : (
            <Disabled aria-disabled="true">{next}</Disabled>
          )}
        </li>
      </ol>
      <Summary>
        Page {page} of {lastPage}
      </Summary>
    </Nav>
  );
}
