import styled from 'styled-components';
import type { CrewDay, Schedule } from './model';
import { formatClock, formatDuration, formatPlanDate } from './time';

function DayTimeline({ day }: { day: CrewDay }) {
  const span = day.crew.dayEnd - day.crew.dayStart;
  const at = (minutes: number) => `${((minutes - day.crew.dayStart) / span) * 100}%`;
  const width = (minutes: number) => `${(minutes / span) * 100}%`;
  return (
    // The list below says everything the bar shows; the bar is for the eye only.
    <Bar aria-hidden="true">
      {day.stops.map((stop, index) => (
        <span key={stop.job.id}>
          <Drive style={{ left: at(stop.start - stop.travelMinutes), width: width(stop.travelMinutes) }} />
          <Visit style={{ left: at(stop.start), width: width(stop.job.durationMinutes) }}>{index + 1}</Visit>
        </span>
      ))}
    </Bar>
  );
}

function CrewDayCard({ day }: { day: CrewDay }) {
  const miles = day.stops.reduce((sum, stop) => sum + stop.travelMiles, 0);
  const driving = day.stops.reduce((sum, stop) => sum + stop.travelMinutes, 0);
  return (
    <Card aria-label={`${day.crew.name}, ${formatPlanDate(day.date)}`}>
      <h4>
        {day.crew.name} · {formatClock(day.crew.dayStart)}–{formatClock(day.crew.dayEnd)}
      </h4>
      <DayTimeline day={day} />
      <Stops>
        {day.stops.map((stop) => (
          <li key={stop.job.id}>
            <time>
              {formatClock(stop.start)}–{formatClock(stop.end)}
            </time>
            <div>
              <strong>{stop.job.title}</strong>
              <span>
                {stop.job.place.label} {stop.job.place.zip} · drive {stop.travelMiles.toFixed(1)} mi (
                {formatDuration(stop.travelMinutes)})
              </span>
            </div>
          </li>
        ))}
      </Stops>
      <Total>
        {day.stops.length} {day.stops.length === 1 ? 'stop' : 'stops'} · {miles.toFixed(1)} mi driving, about{' '}
        {formatDuration(driving)} (not counting the drive home)
      </Total>
    </Card>
  );
}

/** The week as a day-by-day timeline, then every job that did not fit with the reason. */
export function ScheduleView({ schedule }: { schedule: Schedule }) {
  const dates = [...new Set(schedule.days.map((day) => day.date))];
  return (
    <Wrapper>
      {dates.length === 0 && <p>Nothing is scheduled yet.</p>}
      {dates.map((date) => (
        <section key={date} aria-label={formatPlanDate(date)}>
          <h3>{formatPlanDate(date)}</h3>
          {schedule.days
            .filter((day) => day.date === date)
            .map((day) => (
              <CrewDayCard key={day.crew.id} day={day} />
            ))}
        </section>
      ))}
      {schedule.unplaced.length > 0 && (
        <Unplaced aria-label="Jobs that could not be scheduled">
          <h3>Could not fit ({schedule.unplaced.length})</h3>
          <ul>
            {schedule.unplaced.map(({ job, reason }) => (
              <li key={job.id}>
                <strong>{job.title}</strong>: {reason}
              </li>
            ))}
          </ul>
        </Unplaced>
      )}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  section {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

const Card = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.md};
  }
`;

const Bar = styled.div`
  position: relative;
  height: 28px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  overflow: hidden;
`;

const Drive = styled.span`
  position: absolute;
  top: 12px;
  height: 4px;
  background: ${({ theme }) => theme.colors.textMuted};
`;

const Visit = styled.span`
  position: absolute;
  top: 2px;
  bottom: 2px;
  display: flex;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 700;
`;

const Stops = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};

  li::marker {
    font-weight: 700;
  }
  li > time {
    font-variant-numeric: tabular-nums;
    font-weight: 600;
  }
  li > div {
    display: grid;
    min-width: 0;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
    overflow-wrap: anywhere;
  }
`;

const Total = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Unplaced = styled.section`
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  ul {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0;
    padding-left: ${({ theme }) => theme.space(5)};
  }
`;
