import type { Crew, PlanJob, Place, Plan } from './model';
import { buildSchedule } from './scheduler';

// Points on one parallel: 0.1° of longitude at 30°N is about 6 miles, 12 minutes at 30 mph.
function placeAt(longitude: number, zip = String(Math.round(-longitude * 100))): Place {
  return { zip, label: `Place ${zip}`, latitude: 30, longitude };
}

const HOME = placeAt(-97.0, '70000');

function job(id: string, overrides: Partial<PlanJob> = {}): PlanJob {
  return {
    id,
    title: `Job ${id}`,
    place: HOME,
    durationMinutes: 60,
    date: null,
    windowStart: 8 * 60,
    windowEnd: 17 * 60,
    priority: 'normal',
    ...overrides,
  };
}

function crew(overrides: Partial<Crew> = {}): Crew {
  return {
    id: 'crew-1',
    name: 'Crew A',
    home: HOME,
    workdays: [1],
    dayStart: 8 * 60,
    dayEnd: 17 * 60,
    ...overrides,
  };
}

// 2026-11-23 is a Monday.
function plan(jobs: PlanJob[], crews: Crew[] = [crew()]): Plan {
  return { weekStart: '2026-11-23', averageSpeedMph: 30, jobs, crews };
}

function stopIds(schedule: ReturnType<typeof buildSchedule>, dayIndex = 0): string[] {
  return schedule.days[dayIndex]!.stops.map((stop) => stop.job.id);
}

describe('buildSchedule', () => {
  it('orders a day nearest-first: home → 6 mi → 12 mi → 18 mi, whatever order the jobs were entered in', () => {
    const schedule = buildSchedule(
      plan([
        job('far', { place: placeAt(-97.3) }),
        job('near', { place: placeAt(-97.1) }),
        job('middle', { place: placeAt(-97.2) }),
      ]),
    );
    expect(schedule.unplaced).toEqual([]);
    expect(stopIds(schedule)).toEqual(['near', 'middle', 'far']);
    const [first, second] = schedule.days[0]!.stops;
    // 6 mi at 30 mph = 12 min: leave at 08:00, start 08:12, 60 min on site, next start 09:12 + 12 = 09:24.
    expect(first!.travelMiles).toBeCloseTo(5.98, 1);
    expect(first!.start).toBe(8 * 60 + 12);
    expect(first!.end).toBe(9 * 60 + 12);
    expect(second!.start).toBe(9 * 60 + 24);
  });

  it('picks the nearest from where the crew is, not from home: east 6 mi → east 12 mi → west 7 mi', () => {
    const schedule = buildSchedule(
      plan([
        job('west', { place: placeAt(-96.88) }),
        job('east-1', { place: placeAt(-97.1) }),
        job('east-2', { place: placeAt(-97.2) }),
      ]),
    );
    // Sorted by distance from home it would be east-1 (6), west (7.2), east-2 (12); from east-1, east-2 is 6 mi.
    expect(stopIds(schedule)).toEqual(['east-1', 'east-2', 'west']);
  });

  it('respects a window: a job next door with window 13:00–15:00 waits until 13:00 and goes last', () => {
    const schedule = buildSchedule(
      plan([
        job('afternoon', { place: placeAt(-97.05), windowStart: 13 * 60, windowEnd: 15 * 60 }),
        job('morning', { place: placeAt(-97.3) }),
      ]),
    );
    expect(schedule.unplaced).toEqual([]);
    expect(stopIds(schedule)).toEqual(['morning', 'afternoon']);
    const afternoon = schedule.days[0]!.stops[1]!;
    expect(afternoon.start).toBe(13 * 60);
    expect(afternoon.end).toBeLessThanOrEqual(15 * 60);
  });

  it('falls back to earliest deadline when nearest-first would strand a job: far job due by 10:00 goes first', () => {
    const schedule = buildSchedule(
      plan([
        job('near', { place: placeAt(-97.02), durationMinutes: 120 }),
        job('due-early', { place: placeAt(-97.2), windowStart: 8 * 60, windowEnd: 10 * 60 }),
      ]),
    );
    expect(schedule.unplaced).toEqual([]);
    expect(stopIds(schedule)).toEqual(['due-early', 'near']);
    for (const stop of schedule.days[0]!.stops) {
      expect(stop.start).toBeGreaterThanOrEqual(stop.job.windowStart);
      expect(stop.end).toBeLessThanOrEqual(stop.job.windowEnd);
    }
  });

  it('never schedules outside the crew’s hours or a job’s window, across a full week of work', () => {
    const jobs = Array.from({ length: 30 }, (_, index) =>
      job(`j${index}`, {
        place: placeAt(-97 - (index % 7) * 0.05),
        durationMinutes: 45 + (index % 4) * 30,
        windowStart: (8 + (index % 3)) * 60,
        windowEnd: (12 + (index % 5)) * 60,
      }),
    );
    const crews = [
      crew({ id: 'a', workdays: [1, 2, 3, 4, 5] }),
      crew({ id: 'b', name: 'Crew B', workdays: [2, 4], dayStart: 9 * 60, dayEnd: 15 * 60 }),
    ];
    const schedule = buildSchedule(plan(jobs, crews));
    let previousEnd = 0;
    for (const day of schedule.days) {
      previousEnd = day.crew.dayStart;
      for (const stop of day.stops) {
        expect(stop.start).toBeGreaterThanOrEqual(
          Math.max(stop.job.windowStart, previousEnd + stop.travelMinutes),
        );
        expect(stop.end).toBe(stop.start + stop.job.durationMinutes);
        expect(stop.end).toBeLessThanOrEqual(Math.min(stop.job.windowEnd, day.crew.dayEnd));
        previousEnd = stop.end;
      }
    }
    const placed = schedule.days.flatMap((day) => day.stops).length;
    expect(placed + schedule.unplaced.length).toBe(30);
  });

  it('puts a job with a date on that date only: Wednesday job with a Mon–Fri crew lands on 2026-11-25', () => {
    const schedule = buildSchedule(
      plan([job('wed', { date: '2026-11-25' })], [crew({ workdays: [1, 2, 3, 4, 5] })]),
    );
    expect(schedule.days.map((day) => day.date)).toEqual(['2026-11-25']);
  });

  it('spills to the next working day when Monday is full: four 3-hour jobs, one 9-hour crew → Mon 3, Tue 1', () => {
    const schedule = buildSchedule(
      plan(
        ['a', 'b', 'c', 'd'].map((id) => job(id, { durationMinutes: 180, windowEnd: 17 * 60 })),
        [crew({ workdays: [1, 2] })],
      ),
    );
    expect(schedule.days.map((day) => [day.date, day.stops.length])).toEqual([
      ['2026-11-23', 3],
      ['2026-11-24', 1],
    ]);
  });

  it('shares a day between two crews by distance: west crew takes the west job, east crew the east one', () => {
    const west = crew({ id: 'west', name: 'West crew', home: placeAt(-97.5, '70500') });
    const east = crew({ id: 'east', name: 'East crew', home: placeAt(-96.5, '69500') });
    const schedule = buildSchedule(
      plan(
        [job('east-job', { place: placeAt(-96.6) }), job('west-job', { place: placeAt(-97.4) })],
        [west, east],
      ),
    );
    expect(schedule.days.map((day) => [day.crew.id, day.stops.map((stop) => stop.job.id)])).toEqual([
      ['west', ['west-job']],
      ['east', ['east-job']],
    ]);
  });

  it('gives the last place to low priority: two 5-hour jobs, one day → the high one is placed', () => {
    const schedule = buildSchedule(
      plan([
        job('low', { durationMinutes: 300, priority: 'low' }),
        job('high', { durationMinutes: 300, priority: 'high' }),
      ]),
    );
    expect(stopIds(schedule)).toEqual(['high']);
    expect(schedule.unplaced.map((entry) => entry.job.id)).toEqual(['low']);
    expect(schedule.unplaced[0]!.reason).toBe(
      'Every crew day it could go on is already full: with travel there is no room for 5 h inside 08:00–17:00.',
    );
  });

  describe('explains each job it could not fit', () => {
    function reasonFor(jobs: PlanJob[], crews?: Crew[]): string {
      const schedule = buildSchedule(plan(jobs, crews));
      expect(schedule.unplaced).toHaveLength(1);
      return schedule.unplaced[0]!.reason;
    }

    it('3 h job in a 09:00–11:00 window: longer than its window', () => {
      expect(
        reasonFor([job('long', { durationMinutes: 180, windowStart: 9 * 60, windowEnd: 11 * 60 })]),
      ).toBe('It takes 3 h, longer than its time window 09:00–11:00.');
    });

    it('Saturday job, Monday-only crew: no crew works that day', () => {
      expect(reasonFor([job('sat', { date: '2026-11-28' })])).toBe('No crew works on Sat, Nov 28.');
    });

    it('job dated the week after: outside the planned week', () => {
      expect(reasonFor([job('later', { date: '2026-12-02' })])).toBe(
        'Its date Wed, Dec 2 is outside the planned week (Mon, Nov 23 – Sun, Nov 29).',
      );
    });

    it('evening window 18:00–20:00, crew works 08:00–17:00: outside working hours', () => {
      expect(reasonFor([job('evening', { windowStart: 18 * 60, windowEnd: 20 * 60 })])).toBe(
        "Its window 18:00–20:00 does not leave 1 h inside any crew's working hours.",
      );
    });

    it('job 300 mi away with a 08:00–10:00 window: too far to reach in time', () => {
      expect(
        reasonFor([job('far', { place: placeAt(-102), windowStart: 8 * 60, windowEnd: 10 * 60 })]),
      ).toMatch(
        /^It is too far: the drive from the nearest crew \(299 mi, about 9 h 59 min\) leaves no time/,
      );
    });

    it('no crews at all: nobody works this week', () => {
      expect(reasonFor([job('any')], [])).toBe('No crew works on any day of this week.');
    });
  });
});
