import styled from 'styled-components';
import { Button } from '@prohive/ui';
import { Hint } from '../../components/ToolFields';
import type { Crew, PlanJob } from './model';
import { formatClock, formatDuration, formatPlanDate, weekdayName } from './time';

export function JobList({ jobs, onRemove }: { jobs: readonly PlanJob[]; onRemove(id: string): void }) {
  if (jobs.length === 0) return <Hint>No jobs yet. Add the week’s jobs above.</Hint>;
  return (
    <List aria-label="Jobs">
      {jobs.map((job) => (
        <li key={job.id}>
          <div>
            <strong>{job.title}</strong>
            <span>
              {job.place.label} {job.place.zip} · {formatDuration(job.durationMinutes)} ·{' '}
              {job.date ? formatPlanDate(job.date) : 'any day'} {formatClock(job.windowStart)}–
              {formatClock(job.windowEnd)} · {job.priority} priority
            </span>
          </div>
          <Button
            variant="outline"
            size="sm"
            onClick={() => onRemove(job.id)}
            aria-label={`Remove ${job.title}`}
          >
            Remove
          </Button>
        </li>
      ))}
    </List>
  );
}

export function CrewList({ crews, onRemove }: { crews: readonly Crew[]; onRemove(id: string): void }) {
  if (crews.length === 0) return <Hint>No crews yet. Add at least one crew to plan the week.</Hint>;
  return (
    <List aria-label="Crews">
      {crews.map((crew) => (
        <li key={crew.id}>
          <div>
            <strong>{crew.name}</strong>
            <span>
              From {crew.home.label} {crew.home.zip} · {formatClock(crew.dayStart)}–{formatClock(crew.dayEnd)}{' '}
              · {crew.workdays.map((day) => weekdayName(day).slice(0, 3)).join(', ')}
            </span>
          </div>
          <Button
            variant="outline"
            size="sm"
            onClick={() => onRemove(crew.id)}
            aria-label={`Remove ${crew.name}`}
          >
            Remove
          </Button>
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  li > div {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    min-width: 0;
    flex: 1 1 200px;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
    overflow-wrap: anywhere;
  }
`;
