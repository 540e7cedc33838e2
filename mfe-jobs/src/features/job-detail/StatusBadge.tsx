import styled from 'styled-components';
import type { BidStatus, JobStatus } from '@prohive/shared';
import { STATUS_LABELS } from './format';

const BID_LABELS: Record<BidStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};

type Tone = 'success' | 'primary' | 'muted' | 'danger';

const JOB_TONES: Record<JobStatus, Tone> = {
  open: 'success',
  hired: 'primary',
  completed: 'primary',
  cancelled: 'danger',
  expired: 'muted',
};

const BID_TONES: Record<BidStatus, Tone> = {
  pending: 'muted',
  accepted: 'success',
  declined: 'danger',
  withdrawn: 'muted',
};

export function JobStatusBadge({ status }: { status: JobStatus }) {
  return (
    <Badge $tone={JOB_TONES[status]} data-testid="job-status">
      {STATUS_LABELS[status]}
    </Badge>
  );
}

export function BidStatusBadge({ status }: { status: BidStatus }) {
  return (
    <Badge $tone={BID_TONES[status]} data-testid="bid-status">
      {BID_LABELS[status]}
    </Badge>
  );
}

const Badge = styled.span<{ $tone: Tone }>`
  display: inline-flex;
  align-items: center;
  padding: 2px ${({ theme }) => theme.space(2.5)};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 700;
  color: ${({ theme, $tone }) =>
    $tone === 'success'
      ? theme.colors.successText
      : $tone === 'danger'
        ? theme.colors.dangerText
        : $tone === 'primary'
          ? theme.colors.primaryText
          : theme.colors.text};
  background: ${({ theme, $tone }) =>
    $tone === 'success'
      ? theme.colors.success
      : $tone === 'danger'
        ? theme.colors.danger
        : $tone === 'primary'
          ? theme.colors.primary
          : theme.colors.surfaceMuted};
`;
