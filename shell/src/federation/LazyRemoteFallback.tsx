import { lazy, Suspense, useState } from 'react';
import type { ComponentType } from 'react';
import styled from 'styled-components';
import { Button, Loading, RefreshIcon, usePageTitle } from '@prohive/ui';
import { AREA_LABELS } from './areas';
import type { RemoteFallbackProps } from './RemoteFallback';

// Most visits never see a remote fail, so the panel (and its wording of each failure) is a chunk of its own,
// asked for when an area first fails.
let loadedPanel: ComponentType<RemoteFallbackProps> | undefined;

function importPanel(): Promise<{ default: ComponentType<RemoteFallbackProps> }> {
  return import('./RemoteFallback').then(
    (module) => {
      loadedPanel = module.RemoteFallback;
      return { default: module.RemoteFallback };
    },
    // A visitor who went offline cannot download the panel either, and a rejected chunk here would take the
    // whole page down: this plainer panel has the same Retry. The next failure asks for the chunk again.
    () => ({ default: PlainRemoteFallback }),
  );
}

// Plain on purpose: not @prohive/ui/pages' StatusPanel, a shared entry of its own that this main-chunk panel
// would make every first visit download (and that an offline visitor could not download either).
const PlainPanel = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(6)};
  border: 1px dashed ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.lg};
  text-align: center;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

function PlainRemoteFallback({ remote, error, onRetry }: RemoteFallbackProps) {
  const title = `The ${AREA_LABELS[remote]} section is unavailable right now`;
  usePageTitle(`The ${AREA_LABELS[remote]} section is unavailable`);
  return (
    <div data-testid="remote-fallback" data-remote={remote} data-failure={error.kind}>
      <PlainPanel role="alert">
        <h2>{title}</h2>
        <p>It could not be loaded. Check your connection, then try again.</p>
        <Button onClick={onRetry} data-testid="remote-retry">
          <RefreshIcon size={18} />
          Retry
        </Button>
      </PlainPanel>
    </div>
  );
}

/** The fallback panel of a failed area, loaded on its first use ('Loading…' meanwhile, as the area showed). */
export function LazyRemoteFallback(props: RemoteFallbackProps) {
  // Per mount, so a panel that could not be loaded is asked for again by the next failure; once loaded, it
  // renders directly.
  const [Panel] = useState(() => loadedPanel ?? lazy(importPanel));
  return (
    <Suspense fallback={<Loading />}>
      <Panel {...props} />
    </Suspense>
  );
}
