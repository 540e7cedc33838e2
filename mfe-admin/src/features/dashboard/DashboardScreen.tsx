import styled from 'styled-components';
import { Link } from '@prohive/shared';
import { PageHeading, Panel, QueryState } from '../../components/ui';
import { useAdminStatsQuery } from '../../lib/api/statsEndpoints';
import { ADMIN_PATHS } from '../../lib/paths';
import { SignupChart } from './SignupChart';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space(5)};
  margin-bottom: ${({ theme }) => theme.space(5)};

  > ${Panel} {
    margin: 0;
  }
`;

const Numbers = styled.dl`
  display: grid;
  grid-template-columns: 1fr max-content;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;

  > div {
    display: contents;
  }

  dd {
    margin: 0;
    font-weight: 700;
    text-align: right;
  }
`;

const Big = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSize.xxl};
  font-weight: 700;
`;

/** /admin: the numbers that matter, each queue one click away. */
export function DashboardScreen() {
  const { data, isLoading, isError, refetch } = useAdminStatsQuery();
  return (
    <>
      <PageHeading
        title="Admin dashboard"
        intro="The state of Prohive today and what waits for a decision."
      />
      <QueryState
        isLoading={isLoading}
        isError={isError}
        emptyTitle="No numbers yet"
        onRetry={() => void refetch()}
      >
        {data && (
          <>
            <Grid>
              <Panel aria-labelledby="stat-campaigns">
                <h2 id="stat-campaigns">Pending campaigns</h2>
                <Big data-testid="pending-campaigns">{data.pending_campaigns}</Big>
                <Link to={`${ADMIN_PATHS.campaigns}?status=pending`}>Review campaigns</Link>
              </Panel>
              <Panel aria-labelledby="stat-certificates">
                <h2 id="stat-certificates">Pending certificates</h2>
                <Big data-testid="pending-certificates">{data.pending_certificates}</Big>
                <Link to={ADMIN_PATHS.certificates}>Verify providers</Link>
              </Panel>
              <Panel aria-labelledby="stat-jobs">
                <h2 id="stat-jobs">Jobs</h2>
                <Numbers>
                  <dt>Open</dt>
                  <dd>{data.jobs_by_status.open}</dd>
                  <dt>Hired</dt>
                  <dd>{data.jobs_by_status.hired}</dd>
                  <dt>Completed</dt>
                  <dd>{data.jobs_by_status.completed}</dd>
                  <dt>Bids per job</dt>
                  <dd>{data.average_bids_per_job.toFixed(1)}</dd>
                </Numbers>
                <Link to={ADMIN_PATHS.moderation}>Moderation</Link>
              </Panel>
              <Panel aria-labelledby="stat-users">
                <h2 id="stat-users">Users by role</h2>
                <Numbers>
                  {data.users_by_role.map((row) => (
                    <div key={row.role}>
                      <dt>{row.role}</dt>
                      <dd>{row.count}</dd>
                    </div>
                  ))}
                </Numbers>
                <Link to={ADMIN_PATHS.users}>Manage users</Link>
              </Panel>
              <Panel aria-labelledby="stat-plans">
                <h2 id="stat-plans">Active subscriptions</h2>
                {data.active_subscriptions_by_plan.length === 0 ? (
                  <p>No active subscriptions.</p>
                ) : (
                  <Numbers>
                    {data.active_subscriptions_by_plan.map((row) => (
                      <div key={row.plan}>
                        <dt>{row.name}</dt>
                        <dd>{row.count}</dd>
                      </div>
                    ))}
                  </Numbers>
                )}
              </Panel>
            </Grid>
            <Panel aria-labelledby="stat-signups">
              <h2 id="stat-signups">New sign-ups per day</h2>
              <SignupChart days={data.signups_per_day} />
            </Panel>
          </>
        )}
      </QueryState>
    </>
  );
}
