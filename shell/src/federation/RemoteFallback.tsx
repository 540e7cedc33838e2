import styled from 'styled-components';
import type { RemoteName } from '@prohive/shared';
import { AlertIcon, Button, RefreshIcon, usePageTitle } from '@prohive/ui';
import { AREA_LABELS } from './areas';
import type { RemoteLoadError } from './RemoteLoadError';

const Panel = styled.section`
  max-width: 640px;
  margin: ${({ theme }) => theme.space(16)} auto;
  padding: ${({ theme }) => theme.space(8)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  text-align: center;

  @media ${({ theme }) => theme.breakpoints.mobile} {
    margin: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
    padding: ${({ theme }) => theme.space(6)};
  }
`;

const IconBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  margin-bottom: ${({ theme }) => theme.space(4)};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.warning};
`;

const Heading = styled.h1`
  font-size: ${({ theme }) => theme.fontSize.xl};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px;
  margin-top: ${({ theme }) => theme.space(6)};
`;

/** One sentence for the fallback panel saying what happened, without jargon (in the panel's chunk, its only user). */
export function describeFailure(error: RemoteLoadError): string {
  switch (error.kind) {
    case 'not-configured':
      return 'This part of the site is not available in this deployment right now.';
    case 'timeout':
      return 'It did not respond in time.';
    case 'unreachable':
      return 'Its server could not be reached.';
    case 'http':
      return error.status === 404
        ? 'Its server answered that the files were not found (HTTP 404).'
        : `Its server answered with an error (HTTP ${error.status ?? 'error'}).`;
    case 'invalid':
      return 'Its server answered with something we could not use.';
    case 'crashed':
      return 'It ran into an error while loading.';
  }
}

export interface RemoteFallbackProps {
  remote: RemoteName;
  error: RemoteLoadError;
  onRetry: () => void;
}

/**
 * Shown in place of an area whose remote is down, slow or broken: says which area and what happened, and
 * offers Retry. Header, footer and the other areas keep working around it.
 */
export function RemoteFallback({ remote, error, onRetry }: RemoteFallbackProps) {
  const area = AREA_LABELS[remote];
  usePageTitle(`The ${area} section is unavailable`);
  return (
    <Panel
      role="alert"
      aria-labelledby="remote-fallback-title"
      data-testid="remote-fallback"
      data-remote={remote}
      data-failure={error.kind}
    >
      <IconBadge aria-hidden="true">
        <AlertIcon size={28} />
      </IconBadge>
      <Heading id="remote-fallback-title">The {area} section is unavailable right now</Heading>
      <p>{describeFailure(error)}</p>
      <Muted>
        The rest of Prohive keeps working. Try again in a moment, or continue elsewhere on the site.
      </Muted>
      <Actions>
        <Button onClick={onRetry} data-testid="remote-retry">
          <RefreshIcon size={18} />
          Retry
        </Button>
        {remote !== 'marketing' && (
          <Button to="/" variant="outline">
            Go to the home page
          </Button>
        )}
      </Actions>
    </Panel>
  );
}
