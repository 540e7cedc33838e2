import { haversineMiles, travelMinutes } from './geo';
import type {
  Crew,
  CrewDay,
  PlanJob,
  Place,
  Plan,
  Priority,
  Schedule,
  ScheduledStop,
  UnplacedJob,
} from './model';
import { formatClock, formatDuration, formatPlanDate, weekDates, weekdayOf } from './time';

const PRIORITY_RANK: Record<Priority, number> = { high: 0, normal: 1, low: 2 };

interface DaySlot {
  date: string;
  crew: Crew;
  jobs: PlanJob[];
  stops: ScheduledStop[];
}

interface DayRoute {
  stops: ScheduledStop[];
  unplaced: PlanJob[];
}

interface DayLimits {
  home: Place;
  dayStart: number;
  dayEnd: number;
  speedMph: number;
}

function nextStop(job: PlanJob, from: Place, time: number, limits: DayLimits): ScheduledStop | null {
  const miles = haversineMiles(from, job.place);
  const minutes = travelMinutes(miles, limits.speedMph);
  const start = Math.max(time + minutes, job.windowStart);
  const end = start + job.durationMinutes;
  if (end > Math.min(job.windowEnd, limits.dayEnd)) return null;
  return { job, travelMiles: miles, travelMinutes: minutes, start, end };
}

/**
 * Nearest neighbour: from where the crew is, go to the job that can start soonest and still finish inside both
 * its window and the working day. With open windows the soonest start is the shortest drive, so this is
 * nearest-first by distance; waiting for a window to open counts like driving, so a crew does not sit idle
 * next door while other work is open. Ties go to the shorter drive, then the earlier-closing window.
 */
function nearestNeighbourRoute(jobs: readonly PlanJob[], limits: DayLimits): DayRoute {
  const remaining = [...jobs];
  const stops: ScheduledStop[] = [];
  let position = limits.home;
  let time = limits.dayStart;
  for (;;) {
    let best: ScheduledStop | null = null;
    for (const job of remaining) {
      const stop = nextStop(job, position, time, limits);
      if (!stop) continue;
      if (
        !best ||
        stop.start < best.start ||
        (stop.start === best.start &&
          (stop.travelMiles < best.travelMiles - 1e-9 ||
            (Math.abs(stop.travelMiles - best.travelMiles) <= 1e-9 && job.windowEnd < best.job.windowEnd)))
      ) {
        best = stop;
      }
    }
    if (!best) break;
    stops.push(best);
    remaining.splice(remaining.indexOf(best.job), 1);
    position = best.job.place;
    time = best.end;
  }
  return { stops, unplaced: remaining };
}

/** Earliest window end first: the fallback when going nearest-first strands a job whose window closes early. */
function deadlineFirstRoute(jobs: readonly PlanJob[], limits: DayLimits): DayRoute {
  const ordered = [...jobs].sort((a, b) => a.windowEnd - b.windowEnd || a.windowStart - b.windowStart);
  const stops: ScheduledStop[] = [];
  const unplaced: PlanJob[] = [];
  let position = limits.home;
  let time = limits.dayStart;
  for (const job of ordered) {
    const stop = nextStop(job, position, time, limits);
    if (!stop) {
      unplaced.push(job);
      continue;
    }
    stops.push(stop);
    position = job.place;
    time = stop.end;
  }
  return { stops, unplaced };
}

/** One crew's day: stops ordered by travel distance where the windows allow it. */
export function routeDay(jobs: readonly PlanJob[], limits: DayLimits): DayRoute {
  const nearest = nearestNeighbourRoute(jobs, limits);
  if (nearest.unplaced.length === 0) return nearest;
  const deadline = deadlineFirstRoute(jobs, limits);
  return deadline.unplaced.length < nearest.unplaced.length ? deadline : nearest;
}

/** The most constrained jobs go first, so the flexible ones fill the gaps. */
function placementOrder(a: PlanJob, b: PlanJob): number {
  return (
    PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority] ||
    Number(b.date !== null) - Number(a.date !== null) ||
    a.windowEnd - a.windowStart - (b.windowEnd - b.windowStart) ||
    b.durationMinutes - a.durationMinutes ||
    a.id.localeCompare(b.id)
  );
}

function windowText(job: PlanJob): string {
  return `${formatClock(job.windowStart)}–${formatClock(job.windowEnd)}`;
}

function limitsOf(slot: DaySlot, plan: Plan): DayLimits {
  return {
    home: slot.crew.home,
    dayStart: slot.crew.dayStart,
    dayEnd: slot.crew.dayEnd,
    speedMph: plan.averageSpeedMph,
  };
}

/** Why `job` fits no slot, most fundamental reason first. */
function whyUnplaced(job: PlanJob, slots: readonly DaySlot[], plan: Plan, dates: readonly string[]): string {
  const duration = formatDuration(job.durationMinutes);
  if (job.durationMinutes > job.windowEnd - job.windowStart) {
    return `It takes ${duration}, longer than its time window ${windowText(job)}.`;
  }
  if (job.date !== null && !dates.includes(job.date)) {
    return `Its date ${formatPlanDate(job.date)} is outside the planned week (${formatPlanDate(dates[0]!)} – ${formatPlanDate(dates[6]!)}).`;
  }
  const onItsDays = slots.filter((slot) => job.date === null || slot.date === job.date);
  if (onItsDays.length === 0) {
    return job.date === null
      ? 'No crew works on any day of this week.'
      : `No crew works on ${formatPlanDate(job.date)}.`;
  }
  const inHours = onItsDays.filter(
    (slot) =>
      Math.min(job.windowEnd, slot.crew.dayEnd) - Math.max(job.windowStart, slot.crew.dayStart) >=
      job.durationMinutes,
  );
  if (inHours.length === 0) {
    return `Its window ${windowText(job)} does not leave ${duration} inside any crew's working hours.`;
  }
  const reachable = inHours.filter((slot) => routeDay([job], limitsOf(slot, plan)).unplaced.length === 0);
  if (reachable.length === 0) {
    const closest = Math.min(...inHours.map((slot) => haversineMiles(slot.crew.home, job.place)));
    const minutes = travelMinutes(closest, plan.averageSpeedMph);
    return `It is too far: the drive from the nearest crew (${Math.round(closest)} mi, about ${formatDuration(minutes)}) leaves no time to do it inside its window ${windowText(job)}.`;
  }
  return `Every crew day it could go on is already full: with travel there is no room for ${duration} inside ${windowText(job)}${job.date ? ` on ${formatPlanDate(job.date)}` : ''}.`;
}

function drivingMinutes(stops: readonly ScheduledStop[]): number {
  return stops.reduce((sum, stop) => sum + stop.travelMinutes, 0);
}

/**
 * The earliest day the job fits on and, among that day's crews, the one whose route it lengthens least, so
 * work goes to the crew nearest to it rather than always to the first crew listed.
 */
function bestSlot(
  job: PlanJob,
  slots: readonly DaySlot[],
  plan: Plan,
): { slot: DaySlot; stops: ScheduledStop[] } | null {
  let best: { slot: DaySlot; stops: ScheduledStop[]; addedDriving: number } | null = null;
  for (const slot of slots) {
    if (best && slot.date !== best.slot.date) break;
    if (job.date !== null && slot.date !== job.date) continue;
    const route = routeDay([...slot.jobs, job], limitsOf(slot, plan));
    if (route.unplaced.length > 0) continue;
    const addedDriving = drivingMinutes(route.stops) - drivingMinutes(slot.stops);
    if (!best || addedDriving < best.addedDriving) best = { slot, stops: route.stops, addedDriving };
  }
  return best;
}

/**
 * Builds a week's schedule. Jobs are placed most constrained first (priority, then a fixed date, then the
 * narrowest window, then the longest visit) into the earliest day whose route still fits every job on it, with
 * the crew whose drive it adds least to; each day's stops are ordered nearest-first from the crew's home. Jobs that fit nowhere come back with
 * the reason.
 */
export function buildSchedule(plan: Plan): Schedule {
  const dates = weekDates(plan.weekStart);
  const slots: DaySlot[] = dates.flatMap((date) =>
    plan.crews
      .filter((crew) => crew.workdays.includes(weekdayOf(date)))
      .map((crew) => ({ date, crew, jobs: [], stops: [] })),
  );
  const unplaced: UnplacedJob[] = [];

  for (const job of [...plan.jobs].sort(placementOrder)) {
    const choice = bestSlot(job, slots, plan);
    if (!choice) {
      unplaced.push({ job, reason: whyUnplaced(job, slots, plan, dates) });
      continue;
    }
    choice.slot.jobs.push(job);
    choice.slot.stops = choice.stops;
  }

  const days: CrewDay[] = slots
    .filter((slot) => slot.stops.length > 0)
    .map(({ date, crew, stops }) => ({ date, crew, stops }));
  const inputOrder = new Map(plan.jobs.map((job, index) => [job.id, index]));
  unplaced.sort((a, b) => inputOrder.get(a.job.id)! - inputOrder.get(b.job.id)!);
  return { days, unplaced };
}
