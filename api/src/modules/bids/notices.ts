import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { createNotification } from '../notifications/index.js';
import { composeEmail, enqueueEmail } from '../outbox/index.js';
import type { GatedJob } from './job-gate.js';
import { bidParties, type BidRow } from './repository.js';

/**
 * What a bid's change tells the other side: an in-app notification (and for a new bid and a hire, an email),
 * written in the transaction of the change, so they exist exactly when the change committed.
 */
export interface BidMailSettings {
  /** The site's origin, for the links in emails (notifications carry site paths). */
  siteOrigin: string;
}

type Trx = Transaction<Database>;

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export const formatCents = (cents: number): string => money.format(cents / 100);

const jobPath = (job: GatedJob) => `/job/${job.id}`;
const quoted = (title: string) => `“${title}”`;

export async function noticeBidPlaced(trx: Trx, job: GatedJob, bid: BidRow, mail: BidMailSettings) {
  const { customer, provider } = await bidParties(trx, job.customer_id, bid.provider_id);
  if (!customer.active) return;
  const title = `New bid on ${quoted(job.title)}`;
  const body = `${provider.name} bid ${formatCents(bid.amount_cents)}.`;
  await createNotification(trx, {
    userId: customer.id,
    kind: 'bid_received',
    title,
    body,
    link: jobPath(job),
    data: { job_id: job.id, bid_id: bid.id },
  });
  const message = bid.message.trim();
  await enqueueEmail(trx, {
    userId: customer.id,
    to: customer.email,
    category: 'bids',
    subject: `${title}: ${formatCents(bid.amount_cents)}`,
    ...composeEmail({
      heading: title,
      paragraphs: [body, ...(message ? [`Their message: ${message}`] : [])],
      action: { label: 'Compare bids', url: `${mail.siteOrigin}${jobPath(job)}` },
    }),
    idempotencyKey: `bid-received:${bid.id}`,
  });
}

export async function noticeBidChanged(
  trx: Trx,
  job: GatedJob,
  bid: BidRow,
  change: 'updated' | 'withdrawn',
) {
  const { customer, provider } = await bidParties(trx, job.customer_id, bid.provider_id);
  if (!customer.active) return;
  await createNotification(trx, {
    userId: customer.id,
    kind: change === 'updated' ? 'bid_updated' : 'bid_withdrawn',
    title:
      change === 'updated'
        ? `${provider.name} updated their bid on ${quoted(job.title)}`
        : `${provider.name} withdrew their bid on ${quoted(job.title)}`,
    body:
      change === 'updated'
        ? `Their bid is now ${formatCents(bid.amount_cents)}.`
        : 'It no longer appears among the bids you can accept.',
    link: jobPath(job),
    data: { job_id: job.id, bid_id: bid.id },
  });
}

export async function noticeBidAccepted(trx: Trx, job: GatedJob, bid: BidRow, mail: BidMailSettings) {
  const { customer, provider } = await bidParties(trx, job.customer_id, bid.provider_id);
  if (!provider.active) return;
  const title = `You're hired for ${quoted(job.title)}`;
  const body = `${customer.name} accepted your bid of ${formatCents(bid.amount_cents)}.`;
  await createNotification(trx, {
    userId: provider.id,
    kind: 'bid_accepted',
    title,
    body,
    link: jobPath(job),
    data: { job_id: job.id, bid_id: bid.id },
  });
  await enqueueEmail(trx, {
    userId: provider.id,
    to: provider.email,
    category: 'bids',
    subject: title,
    ...composeEmail({
      heading: title,
      paragraphs: [body, 'Open the job for its details and to get in touch with the customer.'],
      action: { label: 'Open the job', url: `${mail.siteOrigin}${jobPath(job)}` },
    }),
    idempotencyKey: `bid-accepted:${bid.id}`,
  });
}

export async function noticeBidDeclined(
  trx: Trx,
  job: GatedJob,
  bid: Pick<BidRow, 'id' | 'provider_id'>,
  hiredOther: boolean,
) {
  const { provider } = await bidParties(trx, job.customer_id, bid.provider_id);
  if (!provider.active) return;
  await createNotification(trx, {
    userId: provider.id,
    kind: 'bid_declined',
    title: `Your bid on ${quoted(job.title)} was declined`,
    body: hiredOther ? 'The customer hired another pro for this job.' : 'The customer declined your bid.',
    link: jobPath(job),
    data: { job_id: job.id, bid_id: bid.id },
  });
}
