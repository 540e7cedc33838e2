import type { ProviderCardData } from '../providers/index.js';
import type { BidRow } from './repository.js';
import type { Bid } from './schemas.js';

/** Bids as the api shows them; no queries here: the service loads, these present. */

export function toBid(row: BidRow): Bid {
  return {
    id: row.id,
    job_id: row.job_id,
    provider_id: row.provider_id,
    amount_cents: row.amount_cents,
    message: row.message,
    estimated_duration_minutes: row.estimated_duration_minutes,
    status: row.status,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

interface Budget {
  budget_min_cents: number | null;
  budget_max_cents: number | null;
}

function budgetPosition(amount: number, job: Budget) {
  if (job.budget_min_cents === null && job.budget_max_cents === null) return 'no_budget' as const;
  if (job.budget_min_cents !== null && amount < job.budget_min_cents) return 'below' as const;
  if (job.budget_max_cents !== null && amount > job.budget_max_cents) return 'above' as const;
  return 'within' as const;
}

/**
 * The side-by-side view: each bid with its pro's card, its conversation, its price placed against the job's
 * budget, and its rank and distance from the median among the counted bids. The pro's email and phone reach
 * the job's owner on the accepted bid only: until the hire they talk through the conversation, so a bid is
 * not a way to harvest a customer's attention off the platform (nor a pro's details by posting fake jobs).
 */
export function compareBids(
  rows: BidRow[],
  counted: Pick<BidRow, 'id' | 'amount_cents'>[],
  cards: Map<number, ProviderCardData>,
  conversationIds: Map<number, number>,
  job: Budget,
  asOwner: boolean,
) {
  return rows.flatMap((row) => {
    const card = cards.get(row.provider_id);
    if (!card) return [];
    const { email, phone, ...publicCard } = card;
    const isCounted = row.status !== 'withdrawn';
    const others = counted.filter((other) => other.id !== row.id).map((other) => other.amount_cents);
    const middle = median(others);
    return [
      {
        ...toBid(row),
        conversation_id: conversationIds.get(row.provider_id) ?? null,
        provider:
          asOwner && row.status === 'accepted' ? { ...publicCard, contact: { email, phone } } : publicCard,
        budget_position: budgetPosition(row.amount_cents, job),
        price_rank: isCounted ? 1 + others.filter((amount) => amount < row.amount_cents).length : 0,
        vs_median_percent:
          middle === null || middle === 0 ? null : Math.round(((row.amount_cents - middle) / middle) * 100),
      },
    ];
  });
}
