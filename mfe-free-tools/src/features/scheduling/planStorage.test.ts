import { parseStoredPlan } from './planStorage';

const place = { zip: '78701', label: 'Austin, TX', latitude: 30.27, longitude: -97.74 };
const job = {
  id: 'j1',
  title: 'Gutter clean',
  place,
  durationMinutes: 90,
  date: null,
  windowStart: 480,
  windowEnd: 1020,
  priority: 'high',
};
const crew = { id: 'c1', name: 'North', home: place, workdays: [1, 2, 9], dayStart: 480, dayEnd: 1020 };

describe('parseStoredPlan', () => {
  it('reads back a saved plan, dropping a workday that does not exist (9)', () => {
    const plan = parseStoredPlan(
      JSON.stringify({ weekStart: '2026-11-23', averageSpeedMph: 25, jobs: [job], crews: [crew] }),
    );
    expect(plan).toEqual({
      weekStart: '2026-11-23',
      averageSpeedMph: 25,
      jobs: [job],
      crews: [{ ...crew, workdays: [1, 2] }],
    });
  });

  it('drops malformed jobs one by one and keeps the rest', () => {
    const plan = parseStoredPlan(
      JSON.stringify({
        weekStart: '2026-11-23',
        jobs: [job, { ...job, id: 'bad', windowEnd: 2000 }, { ...job, id: 'worse', priority: 'urgent' }, 'x'],
        crews: [],
      }),
    );
    expect(plan?.jobs.map((entry) => entry.id)).toEqual(['j1']);
    expect(plan?.averageSpeedMph).toBe(30);
  });

  it('is null for nothing, broken JSON or a bad week', () => {
    expect(parseStoredPlan(null)).toBeNull();
    expect(parseStoredPlan('{oops')).toBeNull();
    expect(parseStoredPlan(JSON.stringify({ weekStart: '2026-02-30' }))).toBeNull();
  });
});
