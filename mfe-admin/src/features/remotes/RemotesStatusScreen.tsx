import { useCallback, useEffect, useState } from 'react';
import { remoteStatusRegistry, useRemoteStatuses, type RemoteStatus } from '@prohive/shared';
import { Button, formatDate, StatusPanel } from '@prohive/ui';
import { Badge, Muted, PageHeading, Panel } from '../../components/ui';
import { useAdminRemoteLoadsQuery } from '../../lib/api/remoteLoadsEndpoints';
import { ReportedLoads } from './ReportedLoads';
import { RemoteFacts, RemoteGrid } from './remoteCards';

const STATE_LABEL = {
  unknown: 'not loaded yet',
  loading: 'loading',
  loaded: 'loads',
  failed: 'fails',
} as const;

const TONE = { unknown: 'neutral', loading: 'waiting', loaded: 'good', failed: 'bad' } as const;

const ms = (value: number | null) => (value === null ? '—' : `${value} ms`);

function RemoteCard({ status }: { status: RemoteStatus }) {
  const id = `remote-${status.name}`;
  return (
    <Panel aria-labelledby={id} data-testid={id}>
      <h3 id={id}>{status.name}</h3>
      <p>
        <Badge $tone={TONE[status.state]}>{STATE_LABEL[status.state]}</Badge>
      </p>
      <RemoteFacts>
        <dt>Manifest</dt>
        <dd>{status.manifestUrl ?? 'not configured'}</dd>
        <dt>Build</dt>
        <dd>{status.buildVersion ?? '—'}</dd>
        <dt>Deployed</dt>
        <dd>{status.buildTime ? formatDate(status.buildTime) : '—'}</dd>
        <dt>Manifest took</dt>
        <dd>{ms(status.manifestMs)}</dd>
        <dt>Entry took</dt>
        <dd>{ms(status.entryMs)}</dd>
      </RemoteFacts>
      {status.error && <p role="alert">{status.error}</p>}
    </Panel>
  );
}

/**
 * Every remote as this browser's shell sees it (where it comes from, which build, whether it loads and how
 * fast), and as every visitor's shell reported it to the api (failures and load-time percentiles).
 */
export function RemotesStatusScreen() {
  const statuses = useRemoteStatuses();
  const reported = useAdminRemoteLoadsQuery();
  const { refetch } = reported;
  const [checking, setChecking] = useState(false);
  const [checkedAt, setCheckedAt] = useState<string | null>(null);
  const canRecheck = remoteStatusRegistry.canRecheck();

  const recheck = useCallback(async () => {
    setChecking(true);
    try {
      await remoteStatusRegistry.recheck();
    } finally {
      setChecking(false);
      setCheckedAt(new Date().toISOString());
    }
  }, []);

  // The figures are "as of now": measure once on opening (the reports load with the page), then on request.
  useEffect(() => {
    void recheck();
  }, [recheck]);

  const recheckAll = () => {
    void refetch();
    void recheck();
  };

  return (
    <>
      <PageHeading
        title="Remotes status"
        intro="The parts of the site as the shell loads them in this browser, measured when you open this page or re-check, and as visitors' browsers reported them."
        actions={
          <Button onClick={recheckAll} disabled={checking}>
            {checking ? 'Checking…' : 'Re-check'}
          </Button>
        }
      />
      <p aria-live="polite">
        <Muted>{checkedAt ? `Last checked ${new Date(checkedAt).toLocaleTimeString()}` : ''}</Muted>
      </p>
      <h2>In this browser</h2>
      {statuses.length === 0 ? (
        <StatusPanel title="No remotes known">
          {canRecheck
            ? 'The shell has not reported any remote yet.'
            : 'This page is running outside the shell, which is what knows the remotes.'}
        </StatusPanel>
      ) : (
        <RemoteGrid>
          {statuses.map((status) => (
            <RemoteCard key={status.name} status={status} />
          ))}
        </RemoteGrid>
      )}
      <ReportedLoads
        remotes={reported.data}
        isLoading={reported.isLoading}
        isError={reported.isError}
        onRetry={() => void refetch()}
      />
    </>
  );
}
