// Building blocks every admin screen shares: headings, panels, list states, form fields and status badges.
// Theme tokens only, so light and dark both work; nothing here touches the DOM during render.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Loading, StatusPanel, usePageTitle } from '@prohive/ui';

const HeadRow = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(6)};

  h1 {
    margin: 0;
    font-size: clamp(1.5rem, 1.2rem + 1.4vw, 2.1rem);
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
  min-width: 0;

  > h2 {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    font-size: ${({ theme }) => theme.fontSize.lg};
  }

  @media ${({ theme }) => theme.breakpoints.mobile} {
    padding: ${({ theme }) => theme.space(4)};
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
  min-width: 0;
  overflow-wrap: anywhere;

  a {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

export const Filters = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(5)};

  > * {
    min-width: 0;
  }
`;

export const Field = styled.label`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSize.sm};

  input,
  select,
  textarea {
    min-height: 44px;
    max-width: 100%;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-weight: 400;
  }

  textarea {
    min-height: 96px;
    resize: vertical;
  }

  input[aria-invalid='true'],
  textarea[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

export const FieldError = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 400;
`;

const toneColour = {
  neutral: 'surfaceMuted',
  good: 'success',
  bad: 'danger',
  waiting: 'warning',
} as const;

export type Tone = keyof typeof toneColour;

/** A small status label; the text says the status, the colour only repeats it. */
export const Badge = styled.span<{ $tone?: Tone }>`
  display: inline-block;
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $tone = 'neutral' }) => theme.colors[toneColour[$tone]]};
  color: ${({ theme, $tone = 'neutral' }) =>
    $tone === 'neutral'
      ? theme.colors.text
      : theme.colors[`${toneColour[$tone] as 'success' | 'danger' | 'warning'}Text`]};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
  text-transform: capitalize;
`;

/**
 * The loading, error and empty states of a list or a page, so every screen says the same things the same way.
 * Renders `children` once there is something to show.
 */
export function QueryState({
  isLoading,
  isError,
  isEmpty,
  emptyTitle,
  emptyText,
  errorTitle = 'This could not be loaded',
  onRetry,
  children,
}: {
  isLoading: boolean;
  isError: boolean;
  isEmpty?: boolean;
  emptyTitle: string;
  emptyText?: string;
  errorTitle?: string;
  onRetry?: () => void;
  children: ReactNode;
}) {
  if (isLoading) return <Loading fullHeight={false} />;
  if (isError)
    return (
      <StatusPanel
        title={errorTitle}
        tone="error"
        actions={
          onRetry ? (
            <Button variant="outline" onClick={onRetry}>
              Try again
            </Button>
          ) : undefined
        }
      >
        Check your connection and try again.
      </StatusPanel>
    );
  if (isEmpty) return <StatusPanel title={emptyTitle}>{emptyText}</StatusPanel>;
  return <>{children}</>;
}

/** A div, not a main: the shell's layout already renders the page's one <main> landmark around every remote. */
export const PageFrame = styled.div`
  max-width: 900px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(12)};

  @media ${({ theme }) => theme.breakpoints.mobile} {
    padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(4)}
      ${({ theme }) => theme.space(10)};
  }
`;
