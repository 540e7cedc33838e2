import { Fragment, useState } from 'react';
import styled from 'styled-components';
import {
  Link,
  apiErrorMessage,
  useMeQuery,
  type AuthUser,
  type CertificateState,
  type PlanLimits,
} from '@prohive/shared';
import {
  useMatchingJobsQuery,
  useMyBidsQuery,
  type MyBid,
  type MyBidsPage,
} from '../../lib/api/dashboardEndpoints';
import { Button, Loading, VisuallyHidden } from '@prohive/ui';
import { useMyProviderProfileQuery, type MeUser } from '../../lib/api/profileEndpoints';
import { bidsPlacedThisMonth, profileChecklist } from './dashboardRules';
import { BID_STATUS, bidCountLabel, formatBudget, formatCents, formatDate, jobPath } from '../../lib/format';
import {
  Actions,
  Badge,
  EmptyState,
  ErrorState,
  Item,
  ItemList,
  Meta,
  PageFrame,
  PageHeading,
  Pager,
  Panel,
  PanelGrid,
  type Tone,
} from '../../components/ui';
import { useAccountPlansQuery } from '../../lib/api/plansEndpoints';
import { MessagesSummary } from './MessagesSummary';

/** What the plan and won-jobs panels read from the latest bids query. */
interface RecentBids {
  data?: MyBidsPage;
  isLoading: boolean;
}

export const MATCHING_PER_PAGE = 5;
export const BIDS_PER_PAGE = 5;
/** The api's largest page: won jobs (and bids used this month, if the api sends no `meta.usage`) are read from the latest this many bids. */
const RECENT_BIDS = 50;
export const UPGRADE_PATH = '/provider-signup';
/** The plan a provider without a live subscription is held to (the api does the same). */
const FREE_PLAN_SLUG = 'starter';

const Callout = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(5)};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.text};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  p {
    margin: 0;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin: 0 0 ${({ theme }) => theme.space(4)};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const Checklist = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
  li[data-done='true'] {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Progress = styled.progress`
  width: 100%;
  height: 10px;
  margin-bottom: ${({ theme }) => theme.space(4)};
  accent-color: ${({ theme }) => theme.colors.primary};
`;

function PlanPanel({ user, bids }: { user: AuthUser; bids: RecentBids }) {
  const subscription = user.current_subscription;
  const plans = useAccountPlansQuery();
  const free = plans.data?.find((plan) => plan.slug === FREE_PLAN_SLUG);
  const limits: PlanLimits | undefined =
    subscription?.plan.limits ?? (subscription ? undefined : free?.limits);
  const planName = subscription?.plan.name ?? free?.name ?? 'Starter';
  const usage = bids.data?.meta.usage;
  // The api's exact usage when it sends it; else counted from the newest bids ("N+" if that page ran out).
  const used = usage
    ? { count: usage.bids_this_month, atLeast: false }
    : bids.data
      ? bidsPlacedThisMonth(bids.data.data, bids.data.meta.total, new Date())
      : null;
  const limit = usage ? usage.bids_per_month_limit : limits?.bids_per_month;
  const renewal = subscription
    ? `${subscription.cancel_at_period_end ? 'Ends' : 'Renews'} ${formatDate(subscription.current_period_end)}`
    : null;
  return (
    <Panel aria-labelledby="plan-heading">
      <h2 id="plan-heading">Your plan</h2>
      <Facts>
        <dt>Plan</dt>
        <dd data-testid="plan-name">
          {planName}
          {subscription ? ` (${subscription.status})` : ' (free)'}
        </dd>
        {renewal && (
          <>
            <dt>Period</dt>
            <dd>{renewal}</dd>
          </>
        )}
        <dt>Bids this month</dt>
        <dd data-testid="bids-used">
          {used ? `${used.count}${used.atLeast ? '+' : ''}` : '…'}
          {usage || limits ? ` of ${limit ?? 'unlimited'}` : ''}
        </dd>
        {limits && (
          <>
            <dt>Services</dt>
            <dd>{`Up to ${limits.service_categories}`}</dd>
            <dt>Service radius</dt>
            <dd>{`Up to ${limits.service_radius_miles} miles`}</dd>
          </>
        )}
      </Facts>
      <Button size="sm" variant="outline" to={UPGRADE_PATH}>
        {subscription ? 'Change plan' : 'Upgrade your plan'}
      </Button>
    </Panel>
  );
}

const CERTIFICATE_LABEL = {
  license: 'Licence',
  insurance: 'Insurance',
  background: 'Background check',
} as const;
const CERTIFICATE_STATE: Record<CertificateState, { label: string; tone: Tone }> = {
  none: { label: 'Not uploaded', tone: 'muted' },
  pending: { label: 'Pending review', tone: 'info' },
  approved: { label: 'Verified', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'danger' },
};

function CertificatesPanel({ user }: { user: AuthUser }) {
  const status = user.certificates_status;
  return (
    <Panel aria-labelledby="certificates-heading">
      <h2 id="certificates-heading">Certificates</h2>
      <Facts>
        {(Object.keys(CERTIFICATE_LABEL) as (keyof typeof CERTIFICATE_LABEL)[]).map((kind) => {
          const state = CERTIFICATE_STATE[status[kind]];
          return (
            <Fragment key={kind}>
              <dt>{CERTIFICATE_LABEL[kind]}</dt>
              <dd>
                <Badge $tone={state.tone} data-testid={`certificate-${kind}`}>
                  {state.label}
                </Badge>
              </dd>
            </Fragment>
          );
        })}
      </Facts>
      <Link to="/profile#certificates">Upload certificates</Link>
    </Panel>
  );
}

function CompletenessPanel({
  user,
  profile,
}: {
  user: MeUser;
  profile: Parameters<typeof profileChecklist>[0]['profile'];
}) {
  const items = profileChecklist({ user, profile, certificates: user.certificates_status });
  const done = items.filter((item) => item.done).length;
  return (
    <Panel aria-labelledby="completeness-heading">
      <h2 id="completeness-heading">Profile completeness</h2>
      <Progress max={items.length} value={done} aria-label={`Profile ${done} of ${items.length} complete`} />
      <Checklist>
        {items.map((item) => (
          <li key={item.id} data-done={item.done}>
            <span aria-hidden="true">{item.done ? '✓' : '○'}</span>
            {item.done ? (
              <span>
                {item.label}
                <VisuallyHidden> (done)</VisuallyHidden>
              </span>
            ) : (
              <Link to={item.to}>{item.label}</Link>
            )}
          </li>
        ))}
      </Checklist>
    </Panel>
  );
}

function MatchingJobs({ hasProfile }: { hasProfile: boolean }) {
  const [page, setPage] = useState(1);
  const jobs = useMatchingJobsQuery({ page, per_page: MATCHING_PER_PAGE }, { skip: !hasProfile });
  let body;
  if (!hasProfile)
    body = (
      <EmptyState title="Set up your business profile first">
        Jobs are matched to your services and service area.
      </EmptyState>
    );
  else if (jobs.isLoading) body = <Loading label="Finding jobs near you…" fullHeight={false} />;
  else if (jobs.isError || !jobs.data)
    body = (
      <ErrorState
        what="jobs near you"
        message={apiErrorMessage(jobs.error)}
        onRetry={() => void jobs.refetch()}
      />
    );
  else if (jobs.data.data.length === 0)
    body = (
      <EmptyState
        title="No open jobs match your services nearby right now"
        action={<Link to="/jobs">Browse all jobs</Link>}
      >
        Widen your service area or add services to see more.
      </EmptyState>
    );
  else
    body = (
      <>
        <ItemList aria-label="Jobs near you">
          {jobs.data.data.map((job) => (
            <Item key={job.id} data-testid="matching-job">
              <div>
                <Link className="title" to={jobPath(job.id)}>
                  {job.title}
                </Link>
                <Meta>
                  {job.category.title} · {job.location.city}, {job.location.state}
                  {job.distance_miles !== null ? ` · ${job.distance_miles} mi` : ''} ·{' '}
                  {formatBudget(job.budget)} · {bidCountLabel(job.bid_count)}
                </Meta>
              </div>
              <Button size="sm" to={jobPath(job.id)} aria-label={`Bid on ${job.title}`}>
                Bid
              </Button>
            </Item>
          ))}
        </ItemList>
        <Pager label="Jobs near you pages" page={page} lastPage={jobs.data.meta.last_page} onPage={setPage} />
      </>
    );
  return (
    <Panel aria-labelledby="matching-heading">
      <h2 id="matching-heading">Open jobs near you</h2>
      {body}
    </Panel>
  );
}

function BidRow({ bid }: { bid: MyBid }) {
  const status = BID_STATUS[bid.status];
  return (
    <Item data-testid="my-bid">
      <div>
        <Link className="title" to={jobPath(bid.job_id)}>
          {bid.job.title}
        </Link>
        <Meta>
          Your bid {formatCents(bid.amount_cents)} · {formatDate(bid.created_at)} · {bid.job.location.city},{' '}
          {bid.job.location.state}
        </Meta>
      </div>
      <Badge $tone={status.tone}>{status.label}</Badge>
    </Item>
  );
}

function MyBids() {
  const [page, setPage] = useState(1);
  const bids = useMyBidsQuery({ page, per_page: BIDS_PER_PAGE });
  let body;
  if (bids.isLoading) body = <Loading label="Loading your bids…" fullHeight={false} />;
  else if (bids.isError || !bids.data)
    body = (
      <ErrorState
        what="your bids"
        message={apiErrorMessage(bids.error)}
        onRetry={() => void bids.refetch()}
      />
    );
  else if (bids.data.data.length === 0)
    body = (
      <EmptyState title="You have not bid on a job yet">Open a job near you and send your price.</EmptyState>
    );
  else
    body = (
      <>
        <ItemList aria-label="Your bids">
          {bids.data.data.map((bid) => (
            <BidRow key={bid.id} bid={bid} />
          ))}
        </ItemList>
        <Pager label="Your bids pages" page={page} lastPage={bids.data.meta.last_page} onPage={setPage} />
      </>
    );
  return (
    <Panel aria-labelledby="bids-heading">
      <h2 id="bids-heading">Your bids</h2>
      {body}
    </Panel>
  );
}

/** Won jobs shown; the rest are counted under the list. */
export const WON_JOBS_SHOWN = 5;

function WonJobs({ bids }: { bids: RecentBids }) {
  const allWon = bids.data?.data.filter((bid) => bid.status === 'accepted') ?? [];
  const won = allWon.slice(0, WON_JOBS_SHOWN);
  const more = allWon.length - won.length;
  return (
    <Panel aria-labelledby="won-heading">
      <h2 id="won-heading">Won jobs</h2>
      {bids.isLoading ? (
        <Loading fullHeight={false} />
      ) : won.length === 0 ? (
        <EmptyState title="No won jobs yet">When a customer hires you, the job appears here.</EmptyState>
      ) : (
        <ItemList aria-label="Won jobs">
          {won.map((bid) => (
            <Item key={bid.id} data-testid="won-job">
              <div>
                <Link className="title" to={jobPath(bid.job_id)}>
                  {bid.job.title}
                </Link>
                <Meta>
                  {formatCents(bid.amount_cents)} · {bid.job.location.city}, {bid.job.location.state}
                </Meta>
              </div>
              <Badge $tone={bid.job.status === 'completed' ? 'success' : 'progress'}>
                {bid.job.status === 'completed' ? 'Completed' : 'In progress'}
              </Badge>
            </Item>
          ))}
        </ItemList>
      )}
      {more > 0 && (
        <Meta>{`and ${more} more won ${more === 1 ? 'job' : 'jobs'} among your recent bids`}</Meta>
      )}
    </Panel>
  );
}

/** /provider/dashboard for a signed-in provider: jobs to bid on, bids, wins, plan, certificates, profile. */
export function ProviderDashboard({ user: sessionUser }: { user: AuthUser }) {
  // The session's copy may predate a payment or a certificate review; /me is the fresh one.
  const me = useMeQuery();
  const user: MeUser = me.data ?? sessionUser;
  const profile = useMyProviderProfileQuery();
  const recentBids = useMyBidsQuery({ page: 1, per_page: RECENT_BIDS });

  if (profile.isLoading) return <Loading label="Loading your dashboard…" />;
  const hasProfile = Boolean(profile.data);

  return (
    <PageFrame>
      <PageHeading
        title="Provider dashboard"
        intro={profile.data ? profile.data.business_name : `Welcome, ${user.name}.`}
        actions={
          <Actions>
            <Button variant="outline" to="/jobs">
              Find jobs
            </Button>
            <Button to="/profile">Edit profile</Button>
          </Actions>
        }
      />
      {profile.isError && (
        <ErrorState
          what="your business profile"
          message={apiErrorMessage(profile.error)}
          onRetry={() => void profile.refetch()}
        />
      )}
      {!profile.isError && !hasProfile && (
        <Callout role="region" aria-labelledby="create-profile-heading">
          <div>
            <h2 id="create-profile-heading">Create your business profile</h2>
            <p>Customers find you, and you see jobs near you, once you say what you do and where you work.</p>
          </div>
          <Button to="/profile#business">Create your profile</Button>
        </Callout>
      )}
      <MessagesSummary intro="Talk with customers about the jobs you bid on." />
      <MatchingJobs hasProfile={hasProfile} />
      <PanelGrid>
        <MyBids />
        <WonJobs bids={recentBids} />
      </PanelGrid>
      <PanelGrid>
        <PlanPanel user={user} bids={recentBids} />
        <CertificatesPanel user={user} />
        <CompletenessPanel user={user} profile={profile.data ?? null} />
      </PanelGrid>
    </PageFrame>
  );
}
