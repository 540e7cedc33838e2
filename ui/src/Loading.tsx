import styled, { keyframes } from 'styled-components';

/** Spec §2: lazily loaded pages show this text while they load. */
export const LOADING_TEXT = 'Loading…';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Wrapper = styled.div<{ $fullHeight: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 12px;
  min-height: ${({ $fullHeight }) => ($fullHeight ? '50vh' : 'auto')};
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 500;
`;

const Spinner = styled.span`
  width: 22px;
  height: 22px;
  border-radius: 50%;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  animation: ${spin} 0.8s linear infinite;
`;

export interface LoadingProps {
  /** Defaults to the spec's 'Loading…'. */
  label?: string;
  /** Reserve most of the viewport, so footers do not jump while a page loads. */
  fullHeight?: boolean;
}

/** Suspense fallback for lazily loaded pages and areas; announced politely to screen readers. */
export function Loading({ label = LOADING_TEXT, fullHeight = true }: LoadingProps) {
  return (
    <Wrapper role="status" aria-live="polite" $fullHeight={fullHeight}>
      <Spinner aria-hidden="true" />
      <span>{label}</span>
    </Wrapper>
  );
}
