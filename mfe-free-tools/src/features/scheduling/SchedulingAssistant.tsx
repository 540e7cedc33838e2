import { useEffect, useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@prohive/ui';
import {
  ButtonRow,
  Field,
  FieldError,
  FieldRow,
  Fieldset,
  Hint,
  Input,
  Select,
} from '../../components/ToolFields';
import { downloadFile } from '../../lib/downloadFile';
import { CrewForm } from './CrewForm';
import { writeCsv } from './csv';
import { CSV_HEADER, scheduleEvents, scheduleRows } from './exportPlan';
import { writeIcs } from './ics';
import { JobForm } from './JobForm';
import type { Crew, Plan, PlanJob } from './model';
import { CrewList, JobList } from './PlanLists';
import { DEFAULT_SPEED_MPH, parseStoredPlan, PLAN_STORAGE_KEY } from './planStorage';
import { RouteMap } from './RouteMap';
import { buildSchedule } from './scheduler';
import { ScheduleView } from './ScheduleView';
import { formatPlanDate, isIsoDate, localToday, mondayOf } from './time';
import { WonJobsImport } from './WonJobsImport';

function readStoredPlan(): Plan | null {
  try {
    return parseStoredPlan(window.localStorage.getItem(PLAN_STORAGE_KEY));
  } catch {
    // Storage can be blocked (private mode, a policy); the tool still works for this visit.
    return null;
  }
}

function emptyPlan(): Plan {
  return { weekStart: mondayOf(localToday()), averageSpeedMph: DEFAULT_SPEED_MPH, jobs: [], crews: [] };
}

/**
 * Plans a week: crews and jobs in, a schedule out (timeline, map, .ics and .csv). The plan lives in this
 * browser's storage, read and written in effects so the page renders the same on the server.
 */
export function SchedulingAssistant() {
  const ids = { week: useId(), speed: useId(), mapDay: useId() };
  const [plan, setPlan] = useState<Plan | null>(null);
  const [speedDraft, setSpeedDraft] = useState(String(DEFAULT_SPEED_MPH));
  const [speedError, setSpeedError] = useState<string | null>(null);
  const [mapDate, setMapDate] = useState('');

  useEffect(() => {
    const stored = readStoredPlan() ?? emptyPlan();
    setPlan(stored);
    setSpeedDraft(String(stored.averageSpeedMph));
  }, []);

  useEffect(() => {
    if (!plan) return;
    try {
      window.localStorage.setItem(PLAN_STORAGE_KEY, JSON.stringify(plan));
    } catch {
      // Full or blocked storage: the plan stays for this visit only.
    }
  }, [plan]);

  const schedule = useMemo(() => (plan ? buildSchedule(plan) : null), [plan]);
  const scheduledDates = useMemo(() => [...new Set(schedule?.days.map((day) => day.date) ?? [])], [schedule]);
  const shownDate = scheduledDates.includes(mapDate) ? mapDate : (scheduledDates[0] ?? '');
  const mapDays = useMemo(
    () => schedule?.days.filter((day) => day.date === shownDate) ?? [],
    [schedule, shownDate],
  );

  if (!plan || !schedule) return <p>Loading your plan…</p>;

  const update = (change: (current: Plan) => Plan) =>
    setPlan((current) => (current ? change(current) : current));
  const addJobs = (jobs: PlanJob[]) =>
    update((current) => ({ ...current, jobs: [...current.jobs, ...jobs] }));
  const addCrew = (crew: Crew) => update((current) => ({ ...current, crews: [...current.crews, crew] }));
  const hasStops = schedule.days.length > 0;

  function commitSpeed() {
    const speed = Number(speedDraft);
    if (!/^\d+$/.test(speedDraft.trim()) || speed < 5 || speed > 80) {
      setSpeedError('Enter an average speed from 5 to 80 mph.');
      return;
    }
    setSpeedError(null);
    update((current) => ({ ...current, averageSpeedMph: speed }));
  }

  function exportIcs() {
    if (!plan || !schedule) return;
    const text = writeIcs(scheduleEvents(schedule), {
      now: new Date(),
      name: `Prohive schedule, week of ${formatPlanDate(plan.weekStart)}`,
    });
    downloadFile(new Blob([text], { type: 'text/calendar;charset=utf-8' }), `schedule-${plan.weekStart}.ics`);
  }

  function exportCsv() {
    if (!plan || !schedule) return;
    // The byte-order mark makes Excel read the file as UTF-8 (accents, "–").
    const text = '\ufeff' + writeCsv(CSV_HEADER, scheduleRows(schedule));
    downloadFile(new Blob([text], { type: 'text/csv;charset=utf-8' }), `schedule-${plan.weekStart}.csv`);
  }

  return (
    <Layout>
      <Fieldset>
        <legend>Week</legend>
        <FieldRow>
          <Field>
            <label htmlFor={ids.week}>Week starting (Monday)</label>
            <Input
              id={ids.week}
              type="date"
              value={plan.weekStart}
              onChange={(event) => {
                const value = event.target.value;
                if (isIsoDate(value)) update((current) => ({ ...current, weekStart: mondayOf(value) }));
              }}
            />
          </Field>
          <Field>
            <label htmlFor={ids.speed}>Average speed (mph)</label>
            <Input
              id={ids.speed}
              inputMode="numeric"
              value={speedDraft}
              aria-invalid={speedError ? true : undefined}
              aria-describedby={speedError ? `${ids.speed}-error` : `${ids.speed}-hint`}
              onChange={(event) => setSpeedDraft(event.target.value)}
              onBlur={commitSpeed}
              onKeyDown={(event) => {
                if (event.key === 'Enter') commitSpeed();
              }}
            />
            {speedError ? (
              <FieldError id={`${ids.speed}-error`}>{speedError}</FieldError>
            ) : (
              <Hint id={`${ids.speed}-hint`}>Applied to straight-line distance between ZIP centres.</Hint>
            )}
          </Field>
        </FieldRow>
      </Fieldset>

      <Section aria-labelledby={`${ids.week}-crews`}>
        <h2 id={`${ids.week}-crews`}>Crews</h2>
        <CrewForm onAdd={addCrew} />
        <CrewList
          crews={plan.crews}
          onRemove={(id) =>
            update((current) => ({ ...current, crews: current.crews.filter((crew) => crew.id !== id) }))
          }
        />
      </Section>

      <Section aria-labelledby={`${ids.week}-jobs`}>
        <h2 id={`${ids.week}-jobs`}>Jobs</h2>
        <WonJobsImport weekStart={plan.weekStart} jobs={plan.jobs} onAdd={addJobs} />
        <JobForm weekStart={plan.weekStart} onAdd={(job) => addJobs([job])} />
        <JobList
          jobs={plan.jobs}
          onRemove={(id) =>
            update((current) => ({ ...current, jobs: current.jobs.filter((job) => job.id !== id) }))
          }
        />
      </Section>

      <Section aria-labelledby={`${ids.week}-schedule`}>
        <h2 id={`${ids.week}-schedule`}>Schedule for the week of {formatPlanDate(plan.weekStart)}</h2>
        {plan.jobs.length === 0 || plan.crews.length === 0 ? (
          <Hint>Add at least one crew and one job, and the schedule appears here.</Hint>
        ) : (
          <>
            <ButtonRow>
              <Button variant="outline" onClick={exportIcs} disabled={!hasStops}>
                Download calendar (.ics)
              </Button>
              <Button variant="outline" onClick={exportCsv} disabled={!hasStops}>
                Download spreadsheet (.csv)
              </Button>
            </ButtonRow>
            {hasStops && (
              <>
                <Field>
                  <label htmlFor={ids.mapDay}>Day on the map</label>
                  <Select
                    id={ids.mapDay}
                    value={shownDate}
                    onChange={(event) => setMapDate(event.target.value)}
                  >
                    {scheduledDates.map((date) => (
                      <option key={date} value={date}>
                        {formatPlanDate(date)}
                      </option>
                    ))}
                  </Select>
                </Field>
                <RouteMap days={mapDays} label={`Routes on ${formatPlanDate(shownDate)}`} />
              </>
            )}
            <ScheduleView schedule={schedule} />
          </>
        )}
      </Section>

      <ButtonRow>
        <Button
          variant="ghost"
          onClick={() => {
            setPlan(emptyPlan());
            setSpeedDraft(String(DEFAULT_SPEED_MPH));
          }}
        >
          Clear the plan
        </Button>
      </ButtonRow>
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  /* One column that may shrink below its content's width: a wide canvas or map must not widen the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(6)};
  min-width: 0;
`;

const Section = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
`;
