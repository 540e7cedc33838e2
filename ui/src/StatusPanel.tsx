import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { AlertIcon, SearchIcon } from './icons';
import { VisuallyHidden } from './VisuallyHidden';

const Panel = styled.div<{ $tone: 'neutral' | 'error' }>`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(6)};
  border: 1px dashed ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  text-align: center;

  svg {
    color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : theme.colors.textMuted)};
  }
  h2,
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  p {
    max-width: 55ch;
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

export interface StatusPanelProps {
  title: string;
  children?: ReactNode;
  /** 'error' is announced to assistive technology as an alert. */
  tone?: 'neutral' | 'error';
  actions?: ReactNode;
  headingLevel?: 2 | 3;
}

/**
 * The empty, error, not-found and past-the-end states of a list or page: what happened and what to do next.
 * One panel for every remote (it was two identical copies in the jobs and blog remotes).
 */
export function StatusPanel({
  title,
  children,
  tone = 'neutral',
  actions,
  headingLevel = 2,
}: StatusPanelProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Panel $tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {tone === 'error' ? <AlertIcon size={28} /> : <SearchIcon size={28} />}
      <Heading>{title}</Heading>
      {children}
      {actions ? <Actions>{actions}</Actions> : null}
    </Panel>
  );
}

const shimmer = keyframes`
  from { opacity: 0.55; }
  to { opacity: 1; }
`;

const SkeletonGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const SkeletonCard = styled.li`
  height: 200px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  animation: ${shimmer} 0.9s ease-in-out infinite alternate;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** Card-shaped placeholders while a page of results loads, so the layout does not jump. */
export function CardSkeletons({ count = 6, label }: { count?: number; label: string }) {
  return (
    <div role="status" aria-live="polite" aria-busy="true">
      <VisuallyHidden>{label}</VisuallyHidden>
      <SkeletonGrid aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <SkeletonCard key={i} />
        ))}
      </SkeletonGrid>
    </div>
  );
}
