import type { CalendarEvent } from './ics';
import type { CsvCell } from './csv';
import type { Schedule } from './model';
import { formatClock, formatDuration, localInstant } from './time';

/** Each scheduled stop as a calendar event; the UID is stable per job and day so re-imports update events. */
export function scheduleEvents(schedule: Schedule): CalendarEvent[] {
  return schedule.days.flatMap((day) =>
    day.stops.map((stop) => ({
      uid: `${stop.job.id}-${day.date}@scheduling-assistant.prohive`,
      start: localInstant(day.date, stop.start),
      end: localInstant(day.date, stop.end),
      summary: stop.job.title,
      location: `${stop.job.place.label} ${stop.job.place.zip}`,
      geo: stop.job.place,
      description: `Crew: ${day.crew.name}\nPriority: ${stop.job.priority}\nDrive before: ${stop.travelMiles.toFixed(1)} mi (${formatDuration(stop.travelMinutes)})`,
    })),
  );
}

export const CSV_HEADER = [
  'Date',
  'Crew',
  'Stop',
  'Job',
  'ZIP',
  'Place',
  'Start',
  'End',
  'Duration (min)',
  'Drive (mi)',
  'Drive (min)',
  'Priority',
] as const;

export function scheduleRows(schedule: Schedule): CsvCell[][] {
  return schedule.days.flatMap((day) =>
    day.stops.map((stop, index) => [
      day.date,
      day.crew.name,
      index + 1,
      stop.job.title,
      stop.job.place.zip,
      stop.job.place.label,
      formatClock(stop.start),
      formatClock(stop.end),
      stop.job.durationMinutes,
      Number(stop.travelMiles.toFixed(1)),
      stop.travelMinutes,
      stop.job.priority,
    ]),
  );
}
