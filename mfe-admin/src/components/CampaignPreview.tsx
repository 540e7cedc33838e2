import styled from 'styled-components';
import type { Schemas } from '@prohive/shared';
import { formatBudget } from '@prohive/ui';
import { Panel } from './ui';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }

  @media ${({ theme }) => theme.breakpoints.mobile} {
    grid-template-columns: 1fr;
    dd {
      margin-bottom: ${({ theme }) => theme.space(2)};
    }
  }
`;

const Message = styled.blockquote`
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  overflow-wrap: anywhere;

  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    white-space: pre-line;
  }
`;

/** The job a campaign announces, how many pros would hear and the message they would get (as plain text). */
export function CampaignPreview({ detail }: { detail: Schemas['CampaignDetail'] }) {
  const { job, recipient_count: recipients, sample_message: message } = detail;
  return (
    <>
      <Panel aria-labelledby="campaign-job">
        <h2 id="campaign-job">The job</h2>
        <Facts>
          <dt>Title</dt>
          <dd>{job.title}</dd>
          <dt>Service</dt>
          <dd>{job.category.title}</dd>
          <dt>Where</dt>
          <dd>
            {job.location.city}, {job.location.state} {job.location.zip}
          </dd>
          <dt>Budget</dt>
          <dd>{formatBudget(job.budget)}</dd>
          <dt>Description</dt>
          <dd>{job.description}</dd>
          <dt>Recipients</dt>
          <dd>
            <strong data-testid="recipient-count">{recipients}</strong>{' '}
            {recipients === 1 ? 'matching provider' : 'matching providers'}
          </dd>
        </Facts>
      </Panel>
      <Panel aria-labelledby="campaign-message">
        <h2 id="campaign-message">The message they would receive</h2>
        <Message>
          <p>
            <strong>{message.title}</strong>
          </p>
          <p>{message.body}</p>
        </Message>
      </Panel>
    </>
  );
}
