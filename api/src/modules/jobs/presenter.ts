import { firstName } from '../../lib/names.js';
import type { Bid } from '../bids/index.js';
import { distanceMiles, roundMiles, type Coordinates } from '../locations/index.js';
import { placeDirectory } from '../locations/index.js';
import type { Review } from '../reviews/index.js';
import { avatarOf, photoOf } from '../uploads/index.js';
import { SUMMARY_DESCRIPTION_CHARS, type JobRow, type SummaryRow } from './repository.js';
import type { JobDetail, JobSummary } from './schemas.js';
import { canReopen, effectiveStatus } from './state-machine.js';

/** Jobs as the api shows them. No queries here: the service loads what a view needs, these present it. */

/** How wide a circle the map draws around a job's approximate centre. */
const APPROX_RADIUS_MILES = 1.5;

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Where the public may see a job: the ZIP's centroid rounded to 2 decimals (about half a mile), never the
 * stored coordinates, which may be a geocoded address.
 */
function approximateLocation(row: Pick<JobRow, 'zip' | 'city' | 'state' | 'latitude' | 'longitude'>) {
  const place = placeDirectory().zip(row.zip);
  const centre = place ?? { latitude: row.latitude, longitude: row.longitude };
  return {
    zip: row.zip,
    city: row.city,
    state: row.state,
    latitude: round2(centre.latitude),
    longitude: round2(centre.longitude),
    radius_miles: APPROX_RADIUS_MILES,
  };
}

export function toSummary(
  row: SummaryRow,
  from: Coordinates | null,
  now: Date,
  fullDescription = false,
): JobSummary {
  return {
    id: row.id,
    title: row.title,
    description: fullDescription ? row.description : row.description.slice(0, SUMMARY_DESCRIPTION_CHARS),
    category: { slug: row.category_slug, title: row.category_title },
    service_type: row.service_type,
    location: approximateLocation(row),
    budget: { min_cents: row.budget_min_cents, max_cents: row.budget_max_cents },
    timing: row.timing,
    preferred_date: row.preferred_day,
    status: effectiveStatus(row.status, row.expires_at, now),
    created_at: row.created_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
    bid_count: row.bid_count,
    distance_miles: from ? roundMiles(distanceMiles(from, row)) : null,
    photo_count: row.photo_count,
  };
}

/** Everything a job page is made of, loaded by the service. */
interface JobPageParts {
  row: JobRow;
  customer: { id: number; name: string; avatar_url: string | null; avatar_upload_id: string | null };
  photoIds: string[];
  hired: Bid | null;
  review: Review | null;
  /** The viewer's own bid on the job. */
  myBid: Bid | null;
  saved: boolean;
  isOwner: boolean;
  /** The owner and admins see the exact location. */
  seesExact: boolean;
  /** A provider with a business profile (the bid POST refuses one without). */
  canPlaceBids: boolean;
}

export function toJobDetail(parts: JobPageParts, now: Date): JobDetail {
  const { row, hired, review, myBid, isOwner } = parts;
  const summary = toSummary(row, null, now, true);
  return {
    ...summary,
    answers: row.answers as Record<string, string | string[]>,
    photos: parts.photoIds.map(photoOf),
    customer: {
      id: parts.customer.id,
      first_name: firstName(parts.customer.name),
      avatar: avatarOf(parts.customer),
    },
    target_provider_id: row.target_provider_id,
    exact_location: parts.seesExact
      ? { address: row.address, latitude: row.latitude, longitude: row.longitude }
      : null,
    hired_bid_id: hired?.id ?? null,
    review,
    viewer: {
      is_owner: isOwner,
      my_bid: myBid,
      can_bid: parts.canPlaceBids && !isOwner && summary.status === 'open' && myBid === null,
      can_review: isOwner && summary.status === 'completed' && review === null && hired !== null,
      can_reopen: isOwner && canReopen(row, now),
      saved: parts.saved,
    },
  };
}

export function toMyJob(
  row: JobRow,
  hiredPro: { provider_id: number; business_name: string } | undefined,
  reviewed: boolean,
  now: Date,
) {
  const summary = toSummary(row, null, now);
  return {
    ...summary,
    hired_provider: hiredPro ? { id: hiredPro.provider_id, business_name: hiredPro.business_name } : null,
    needs_review: summary.status === 'completed' && hiredPro !== undefined && !reviewed,
    can_reopen: canReopen(row, now),
  };
}
