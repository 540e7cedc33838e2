import styled from 'styled-components';
import { toast } from 'react-toastify';
import { Link, apiErrorMessage, type JobSummary, type ProviderCard, type SavedKind } from '@prohive/shared';
import { useSavedQuery, useSetSavedMutation } from '../../lib/api/savedEndpoints';
import { JOB_STATUS, formatBudget, jobPath, providerPath } from '../../lib/format';
import { Badge, EmptyState, ErrorState, Meta, PageFrame, PageHeading, Panel } from '../../components/ui';
import { Avatar, Button, Loading, Stars } from '@prohive/ui';

export const FIND_PROS_PATH = '/professionals';
export const FIND_JOBS_PATH = '/jobs';

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;

  @media ${({ theme }) => theme.breakpoints.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Card = styled.li`
  display: grid;
  grid-template-rows: 1fr auto;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  a.title {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    text-decoration: none;
  }
  a.title:hover {
    text-decoration: underline;
  }
  a.title:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const ProviderHead = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: flex-start;
`;

const Rating = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const CardActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

function useRemove() {
  const [setSaved] = useSetSavedMutation();
  return async (kind: SavedKind, id: number, name: string) => {
    // The list drops the card at once (optimistic); a refusal puts it back and says so.
    const result = await setSaved({ kind, id, saved: false });
    if ('error' in result && result.error)
      toast.error(`Could not remove ${name}: ${apiErrorMessage(result.error)}`);
    else toast.success(`Removed ${name} from your saved ${kind === 'provider' ? 'pros' : 'jobs'}`);
  };
}

function ProviderItem({ provider, onRemove }: { provider: ProviderCard; onRemove: () => void }) {
  return (
    <Card data-testid="saved-provider">
      <ProviderHead>
        <Avatar name={provider.business_name} src={provider.avatar} size={48} decorative />
        <div>
          <Link className="title" to={providerPath(provider.id)}>
            {provider.business_name}
          </Link>
          <Rating>
            {provider.review_count > 0 ? (
              <>
                <Stars rating={provider.rating_average} size={16} />
                <span>{`${provider.rating_average.toFixed(1)} (${provider.review_count} ${
                  provider.review_count === 1 ? 'review' : 'reviews'
                })`}</span>
              </>
            ) : (
              <span>No reviews yet</span>
            )}
          </Rating>
          <Meta>
            {provider.city}, {provider.state}
            {provider.services.length > 0 ? ` · ${provider.services.map((s) => s.title).join(', ')}` : ''}
          </Meta>
        </div>
      </ProviderHead>
      <CardActions>
        <Button size="sm" variant="outline" to={providerPath(provider.id)}>
          View profile
        </Button>
        <Button size="sm" variant="ghost" onClick={onRemove} aria-label={`Remove ${provider.business_name}`}>
          Remove
        </Button>
      </CardActions>
    </Card>
  );
}

function JobItem({ job, onRemove }: { job: JobSummary; onRemove: () => void }) {
  const status = JOB_STATUS[job.status];
  return (
    <Card data-testid="saved-job">
      <div>
        <Link className="title" to={jobPath(job.id)}>
          {job.title}
        </Link>
        <Meta>
          {job.category.title} · {job.location.city}, {job.location.state}
        </Meta>
        <Meta>
          <Badge $tone={status.tone}>{status.label}</Badge> {formatBudget(job.budget)}
        </Meta>
      </div>
      <CardActions>
        <Button size="sm" variant="outline" to={jobPath(job.id)}>
          View job
        </Button>
        <Button size="sm" variant="ghost" onClick={onRemove} aria-label={`Remove ${job.title}`}>
          Remove
        </Button>
      </CardActions>
    </Card>
  );
}

/** /saved: the professionals and jobs the signed-in person saved, each removable. */
export function SavedScreen() {
  const saved = useSavedQuery();
  const remove = useRemove();

  let providers;
  let jobs;
  if (saved.isLoading) {
    providers = <Loading fullHeight={false} label="Loading saved pros…" />;
    jobs = <Loading fullHeight={false} label="Loading saved jobs…" />;
  } else if (saved.isError || !saved.data) {
    const error = (
      <ErrorState
        what="your saved items"
        message={apiErrorMessage(saved.error)}
        onRetry={() => void saved.refetch()}
      />
    );
    providers = error;
    jobs = null;
  } else {
    const { providers: pros, jobs: savedJobs } = saved.data;
    providers =
      pros.length === 0 ? (
        <EmptyState
          title="No saved pros yet"
          action={<Button to={FIND_PROS_PATH}>Find professionals</Button>}
        >
          Save a professional from their profile to compare and contact them later.
        </EmptyState>
      ) : (
        <Cards aria-label="Saved pros">
          {pros.map((provider) => (
            <ProviderItem
              key={provider.id}
              provider={provider}
              onRemove={() => void remove('provider', provider.id, provider.business_name)}
            />
          ))}
        </Cards>
      );
    jobs =
      savedJobs.length === 0 ? (
        <EmptyState title="No saved jobs yet" action={<Button to={FIND_JOBS_PATH}>Browse jobs</Button>}>
          Save a job to come back to it before it closes.
        </EmptyState>
      ) : (
        <Cards aria-label="Saved jobs">
          {savedJobs.map((job) => (
            <JobItem key={job.id} job={job} onRemove={() => void remove('job', job.id, job.title)} />
          ))}
        </Cards>
      );
  }

  const count = (n: number | undefined) => (n === undefined ? '' : ` (${n})`);
  return (
    <PageFrame>
      <PageHeading title="Saved" intro="The professionals and jobs you saved for later." />
      <Panel aria-labelledby="saved-pros-heading">
        <h2 id="saved-pros-heading">{`Saved pros${count(saved.data?.providers.length)}`}</h2>
        {providers}
      </Panel>
      {jobs && (
        <Panel aria-labelledby="saved-jobs-heading">
          <h2 id="saved-jobs-heading">{`Saved jobs${count(saved.data?.jobs.length)}`}</h2>
          {jobs}
        </Panel>
      )}
    </PageFrame>
  );
}
