import { firstName } from '../../lib/names.js';
import type { Review } from './schemas.js';

const FORMER_CUSTOMER = 'Former customer';

export interface ReviewRow {
  id: number;
  job_id: number;
  provider_id: number;
  rating: number;
  body: string;
  created_at: Date;
  customer_name: string;
  customer_deleted_at: Date | null;
  job_title: string;
}

/** The one review presenter (job page and provider profile): a deleted customer's review is signed "Former customer". */
export function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    job_id: row.job_id,
    provider_id: row.provider_id,
    rating: row.rating,
    body: row.body,
    customer_first_name: row.customer_deleted_at ? FORMER_CUSTOMER : firstName(row.customer_name),
    job_title: row.job_title,
    created_at: row.created_at.toISOString(),
  };
}
