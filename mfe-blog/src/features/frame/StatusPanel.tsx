import type { ReactNode } from 'react';
import styled from 'styled-components';
import { AlertIcon, SearchIcon } from '@prohive/shared';

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

/** The empty, error and past-the-end states of a list: what happened and what to do next. */
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
