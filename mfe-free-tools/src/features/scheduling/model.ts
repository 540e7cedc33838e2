/** The scheduling assistant's data: what the user enters and what the scheduler answers. */

export type Priority = 'high' | 'normal' | 'low';

export const PRIORITIES: readonly Priority[] = ['high', 'normal', 'low'];

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** A ZIP resolved through the api's place data, kept with the job so planning needs no network. */
export interface Place extends GeoPoint {
  zip: string;
  /** "Austin, TX" */
  label: string;
}

export interface PlanJob {
  id: string;
  title: string;
  place: Place;
  durationMinutes: number;
  /** A date in the planned week (YYYY-MM-DD) the job must happen on, or null for any working day. */
  date: string | null;
  /** The time window the whole visit must fit in, as minutes after midnight. */
  windowStart: number;
  windowEnd: number;
  priority: Priority;
  /** Set for jobs pulled in from the provider's won bids, so they are not imported twice. */
  sourceJobId?: number;
}

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export interface Crew {
  id: string;
  name: string;
  /** Where the crew starts each day. */
  home: Place;
  workdays: readonly Weekday[];
  dayStart: number;
  dayEnd: number;
}

export interface PlanSettings {
  /** The Monday the week starts on (YYYY-MM-DD). */
  weekStart: string;
  /** Assumed average door-to-door speed, applied to straight-line distance. */
  averageSpeedMph: number;
}

export interface Plan extends PlanSettings {
  jobs: readonly PlanJob[];
  crews: readonly Crew[];
}

export interface ScheduledStop {
  job: PlanJob;
  /** Straight-line miles from the previous stop (or the crew's home). */
  travelMiles: number;
  travelMinutes: number;
  /** Minutes after midnight. */
  start: number;
  end: number;
}

export interface CrewDay {
  date: string;
  crew: Crew;
  stops: readonly ScheduledStop[];
}

export interface UnplacedJob {
  job: PlanJob;
  reason: string;
}

export interface Schedule {
  days: readonly CrewDay[];
  unplaced: readonly UnplacedJob[];
}
