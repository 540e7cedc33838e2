import type { SchedulingBid } from '../../lib/api/schedulingEndpoints';
import type { PlanJob } from './model';
import { weekDates } from './time';

export interface WonJobDefaults {
  durationMinutes: number;
  windowStart: number;
  windowEnd: number;
}

/**
 * The provider's won jobs still to do (their bid accepted, the job hired) as plan jobs, skipping those already
 * in the plan. A job's preferred date is kept when it falls in the planned week; the bid's own estimate, when
 * given, is the duration.
 */
export function jobsFromWonBids(
  bids: readonly SchedulingBid[],
  weekStart: string,
  existing: readonly PlanJob[],
  defaults: WonJobDefaults,
): PlanJob[] {
  const week = new Set(weekDates(weekStart));
  const imported = new Set(existing.map((job) => job.sourceJobId).filter((id) => id !== undefined));
  return bids
    .filter((bid) => bid.status === 'accepted' && bid.job.status === 'hired' && !imported.has(bid.job.id))
    .map((bid) => {
      const { job } = bid;
      const preferred = job.preferred_date?.slice(0, 10) ?? null;
      return {
        id: `won-${job.id}`,
        title: job.title,
        place: {
          zip: job.location.zip,
          label: `${job.location.city}, ${job.location.state}`,
          latitude: job.location.latitude,
          longitude: job.location.longitude,
        },
        durationMinutes: bid.estimated_duration_minutes ?? defaults.durationMinutes,
        date: preferred && week.has(preferred) ? preferred : null,
        windowStart: defaults.windowStart,
        windowEnd: defaults.windowEnd,
        priority: 'normal',
        sourceJobId: job.id,
      };
    });
}
