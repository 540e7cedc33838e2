import { lazy, Suspense, useState } from 'react';
import type { ComponentType } from 'react';
import { Button, Loading, RefreshIcon, StatusPanel, usePageTitle } from '@prohive/ui';
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

function PlainRemoteFallback({ remote, error, onRetry }: RemoteFallbackProps) {
  const title = `The ${AREA_LABELS[remote]} section is unavailable right now`;
  usePageTitle(`The ${AREA_LABELS[remote]} section is unavailable`);
  return (
    <div data-testid="remote-fallback" data-remote={remote} data-failure={error.kind}>
      <StatusPanel
        tone="error"
        title={title}
        actions={
          <Button onClick={onRetry} data-testid="remote-retry">
            <RefreshIcon size={18} />
            Retry
          </Button>
        }
      >
        <p>It could not be loaded. Check your connection, then try again.</p>
      </StatusPanel>
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
