import { PRIORITIES, type Crew, type Place, type Plan, type PlanJob, type Weekday } from './model';
import { isIsoDate, isValidClockRange } from './time';

export const PLAN_STORAGE_KEY = 'prohive.free-tools.scheduling-plan.v1';
export const DEFAULT_SPEED_MPH = 30;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const isString = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function readPlace(value: unknown): Place | null {
  if (!isObject(value)) return null;
  const { zip, label, latitude, longitude } = value;
  if (!isString(zip) || !isString(label) || !isNumber(latitude) || !isNumber(longitude)) return null;
  return { zip, label, latitude, longitude };
}

function readJob(value: unknown): PlanJob | null {
  if (!isObject(value)) return null;
  const place = readPlace(value.place);
  const { id, title, durationMinutes, date, windowStart, windowEnd, priority, sourceJobId } = value;
  if (!place || !isString(id) || !isString(title) || !isNumber(durationMinutes) || durationMinutes <= 0)
    return null;
  if (!(date === null || (isString(date) && isIsoDate(date)))) return null;
  if (!isNumber(windowStart) || !isNumber(windowEnd) || !isValidClockRange(windowStart, windowEnd))
    return null;
  if (!PRIORITIES.includes(priority as PlanJob['priority'])) return null;
  return {
    id,
    title,
    place,
    durationMinutes,
    date,
    windowStart,
    windowEnd,
    priority: priority as PlanJob['priority'],
    ...(isNumber(sourceJobId) ? { sourceJobId } : {}),
  };
}

function readCrew(value: unknown): Crew | null {
  if (!isObject(value)) return null;
  const home = readPlace(value.home);
  const { id, name, workdays, dayStart, dayEnd } = value;
  if (!home || !isString(id) || !isString(name) || !Array.isArray(workdays)) return null;
  const days = workdays.filter((day): day is Weekday => Number.isInteger(day) && day >= 1 && day <= 7);
  if (!isNumber(dayStart) || !isNumber(dayEnd) || !isValidClockRange(dayStart, dayEnd)) return null;
  return { id, name, home, workdays: days, dayStart, dayEnd };
}

/**
 * A plan read back from storage. Anything malformed (an older shape, a hand edit) is dropped item by item
 * rather than failing the whole plan; a missing or broken plan is null.
 */
export function parseStoredPlan(text: string | null): Plan | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(value) || !isString(value.weekStart) || !isIsoDate(value.weekStart)) return null;
  const speed =
    isNumber(value.averageSpeedMph) && value.averageSpeedMph > 0 ? value.averageSpeedMph : DEFAULT_SPEED_MPH;
  const jobs = Array.isArray(value.jobs) ? value.jobs.map(readJob).filter((job) => job !== null) : [];
  const crews = Array.isArray(value.crews) ? value.crews.map(readCrew).filter((crew) => crew !== null) : [];
  return { weekStart: value.weekStart, averageSpeedMph: speed, jobs, crews };
}
