// Building blocks the account screens share (dashboards, profile, saved): page frame, panels, status badges,
// empty/error states and a pager. Theme tokens only, so light and dark both work.
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Button, usePageTitle } from '@prohive/ui';

/** A div, not a main: the shell's layout already renders the page's one <main> landmark around every remote. */
export const PageFrame = styled.div`
  max-width: 1100px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(12)};

  @media ${({ theme }) => theme.breakpoints.mobile} {
    padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(4)}
      ${({ theme }) => theme.space(10)};
  }
`;

const HeadRow = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(6)};

  h1 {
    margin: 0;
    font-size: clamp(1.6rem, 1.2rem + 1.6vw, 2.25rem);
    line-height: 1.2;
  }

  p {
    margin: ${({ theme }) => theme.space(2)} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The page's one h1 (also the document title), an optional line under it and actions on the right. */
export function PageHeading({
  title,
  intro,
  actions,
}: {
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <HeadRow>
      <div>
        <h1>{title}</h1>
        {intro && <p>{intro}</p>}
      </div>
      {actions}
    </HeadRow>
  );
}

export const Panel = styled.section`
  margin-bottom: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  > h2 {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    font-size: ${({ theme }) => theme.fontSize.lg};
  }

  @media ${({ theme }) => theme.breakpoints.mobile} {
    padding: ${({ theme }) => theme.space(4)};
  }
`;

export const PanelGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
  gap: ${({ theme }) => theme.space(6)};
  margin-bottom: ${({ theme }) => theme.space(6)};

  > ${Panel} {
    margin-bottom: 0;
  }

  @media ${({ theme }) => theme.breakpoints.mobile} {
    grid-template-columns: 1fr;
  }
`;

export const ItemList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  a.title {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    text-decoration: none;
  }
  a.title:hover {
    text-decoration: underline;
  }
  a.title:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const Meta = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

export type Tone = 'info' | 'progress' | 'success' | 'muted' | 'danger';

const toneStyles = {
  info: css`
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
  `,
  progress: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.accent};
  `,
  success: css`
    background: ${({ theme }) => theme.colors.success};
    color: ${({ theme }) => theme.colors.successText};
    border-color: ${({ theme }) => theme.colors.success};
  `,
  muted: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.textMuted};
    border-color: ${({ theme }) => theme.colors.borderStrong};
  `,
  danger: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.danger};
    border-color: ${({ theme }) => theme.colors.danger};
  `,
};

export const Badge = styled.span<{ $tone: Tone }>`
  display: inline-block;
  padding: 2px ${({ theme }) => theme.space(2.5)};
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 700;
  letter-spacing: 0.02em;
  white-space: nowrap;
  ${({ $tone }) => toneStyles[$tone]}
`;

const Notice = styled.div`
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  text-align: center;

  p {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  strong {
    display: block;
    margin-bottom: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`;

export function EmptyState({
  title,
  children,
  action,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Notice>
      <strong>{title}</strong>
      {children && <p>{children}</p>}
      {action}
    </Notice>
  );
}

/** A failed load: what failed, the server's reason when there is one, and a way to try again. */
export function ErrorState({
  what,
  message,
  onRetry,
}: {
  what: string;
  message?: string;
  onRetry: () => void;
}) {
  return (
    <Notice role="alert">
      <strong>{`Could not load ${what}.`}</strong>
      {message && <p>{message}</p>}
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </Notice>
  );
}

const PagerNav = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function Pager({
  label,
  page,
  lastPage,
  onPage,
}: {
  label: string;
  page: number;
  lastPage: number;
  onPage: (page: number) => void;
}) {
  if (lastPage <= 1) return null;
  return (
    <PagerNav aria-label={label}>
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span aria-live="polite">{`Page ${page} of ${lastPage}`}</span>
      <Button variant="outline" size="sm" disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </PagerNav>
  );
}
