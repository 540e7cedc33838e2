import styled from 'styled-components';
import { formatTimeAgo } from '@prohive/ui';
import { Badge, Muted, Panel, QueryState } from '../../components/ui';
import type { ReportedRemote } from '../../lib/api/remoteLoadsEndpoints';
import { loadStats } from './loadStats';
import { RemoteFacts, RemoteGrid } from './remoteCards';

const Failures = styled.ul`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  padding-left: ${({ theme }) => theme.space(5)};
  overflow-wrap: anywhere;
`;

const ms = (value: number | null) => (value === null ? '—' : `${value} ms`);

function ReportedCard({ remote }: { remote: ReportedRemote }) {
  const stats = loadStats(remote.loads);
  const id = `reported-${remote.remote}`;
  const failureId = `${id}-failures`;
  return (
    <Panel aria-labelledby={id} data-testid={id}>
      <h3 id={id}>{remote.remote}</h3>
      <p>
        <Badge $tone={stats.failures === 0 ? 'good' : 'bad'}>
          {stats.failures === 0 ? 'no failures' : `${stats.failures} of ${stats.reports} loads failed`}
        </Badge>
      </p>
      <RemoteFacts>
        <dt>Reports</dt>
        <dd>{stats.reports}</dd>
        <dt>Load time p50</dt>
        <dd>{ms(stats.p50)}</dd>
        <dt>Load time p95</dt>
        <dd>{ms(stats.p95)}</dd>
        <dt>Slowest</dt>
        <dd>{ms(stats.max)}</dd>
      </RemoteFacts>
      {stats.recentFailures.length > 0 && (
        <>
          <h4 id={failureId}>Recent failures</h4>
          <Failures aria-labelledby={failureId}>
            {stats.recentFailures.map((load) => (
              <li key={`${load.at}-${load.outcome}`}>
                {load.outcome === 'timeout' ? 'timed out' : 'failed'} {formatTimeAgo(load.at)}
                {load.version ? ` (build ${load.version})` : ''}
              </li>
            ))}
          </Failures>
        </>
      )}
    </Panel>
  );
}

export interface ReportedLoadsProps {
  remotes: ReportedRemote[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
}

/** Per remote, what visitors' browsers reported: how often loading it failed and how long it took. */
export function ReportedLoads({ remotes, isLoading, isError, onRetry }: ReportedLoadsProps) {
  return (
    <section aria-labelledby="reported-loads">
      <h2 id="reported-loads">Reported by visitors&apos; browsers</h2>
      <p>
        <Muted>
          The last 50 loads of each remote as every visitor&apos;s shell reported them, over all api replicas.
          Load time is manifest plus entry, for the loads that worked.
        </Muted>
      </p>
      <QueryState
        isLoading={isLoading}
        isError={isError}
        isEmpty={(remotes?.length ?? 0) === 0}
        emptyTitle="No reports yet"
        emptyText="No browser has reported loading a remote since the api's report store was last emptied."
        errorTitle="The reports could not be loaded"
        onRetry={onRetry}
      >
        <RemoteGrid>
          {remotes?.map((remote) => (
            <ReportedCard key={remote.remote} remote={remote} />
          ))}
        </RemoteGrid>
      </QueryState>
    </section>
  );
}
