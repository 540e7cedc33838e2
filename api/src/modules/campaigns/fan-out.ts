import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { createNotification } from '../notifications/index.js';
import { composeEmail, enqueueEmail } from '../outbox/index.js';

export interface FanOutOptions {
  /** Recipients delivered per transaction. */
  batchSize: number;
  /** The public site's origin, for the job link in emails. */
  siteOrigin: string;
  now?: () => Date;
  /**
   * Called before each recipient is delivered, inside the batch's transaction. Tests throw from it to stand in
   * for a crash part-way through; the batch then rolls back whole.
   */
  beforeDelivery?: (providerId: number) => void;
}

interface DueCampaign {
  id: number;
  job_id: number;
  job_title: string;
  message_title: string;
  message_body: string;
}

async function claimJobAlert(
  trx: Transaction<Database>,
  campaign: DueCampaign,
  providerId: number,
  now: Date,
): Promise<boolean> {
  const claimed = await trx
    .insertInto('job_alerts_sent')
    .values({ job_id: campaign.job_id, provider_id: providerId, campaign_id: campaign.id, sent_at: now })
    .onConflict((conflict) => conflict.columns(['job_id', 'provider_id']).doNothing())
    .returning('provider_id')
    .executeTakeFirst();
  return claimed !== undefined;
}

/**
 * Delivers approved campaigns to their recipients, a batch per transaction. Each delivery (the in-app
 * notification, the email, and the recipient's delivered_at) commits together, so a crash leaves every
 * recipient delivered once or not at all, and the next run (any process) carries on from the undelivered rows.
 * The campaign row is taken FOR UPDATE SKIP LOCKED: two processes never work on the same campaign at once.
 */
export class CampaignFanOut {
  readonly #now: () => Date;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: FanOutOptions,
  ) {
    this.#now = options.now ?? (() => new Date());
  }

  /** One batch of one due campaign; answers how many recipients it handled (0: nothing was due). */
  async runOnce(): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const campaign = await trx
        .selectFrom('job_notification_campaigns')
        .innerJoin('jobs', 'jobs.id', 'job_notification_campaigns.job_id')
        .select([
          'job_notification_campaigns.id',
          'job_notification_campaigns.job_id',
          'jobs.title as job_title',
          'job_notification_campaigns.message_title',
          'job_notification_campaigns.message_body',
        ])
        .where('job_notification_campaigns.status', 'in', ['approved', 'sending'])
        .orderBy('job_notification_campaigns.id')
        .limit(1)
        .forUpdate('job_notification_campaigns')
        .skipLocked()
        .executeTakeFirst();
      if (!campaign) return 0;
      return this.#deliverBatch(trx, campaign);
    });
  }

  /** Runs until nothing is due; answers the recipients handled. */
  async drain(): Promise<number> {
    let total = 0;
    for (let handled = await this.runOnce(); handled > 0; handled = await this.runOnce()) total += handled;
    return total;
  }

  async #deliverBatch(trx: Transaction<Database>, campaign: DueCampaign): Promise<number> {
    const now = this.#now();
    const batch = await trx
      .selectFrom('campaign_deliveries')
      .innerJoin('users', 'users.id', 'campaign_deliveries.provider_id')
      .select(['campaign_deliveries.provider_id', 'users.email', 'users.status', 'users.deleted_at'])
      .where('campaign_deliveries.campaign_id', '=', campaign.id)
      .where('campaign_deliveries.delivered_at', 'is', null)
      .orderBy('campaign_deliveries.provider_id')
      .limit(this.options.batchSize)
      .execute();

    let sent = 0;
    let skipped = 0;
    const link = `/jobs/${campaign.job_id}`;
    const email = composeEmail({
      heading: campaign.message_title,
      paragraphs: [campaign.message_body],
      action: { label: 'See the job', url: `${this.options.siteOrigin}${link}` },
    });
    for (const recipient of batch) {
      this.options.beforeDelivery?.(recipient.provider_id);
      // Suspended or deleted since the campaign was made: nobody to tell. Already alerted about this job by
      // an earlier campaign of it (the job was reopened while that one was still sending): not twice. The
      // (job, provider) key is claimed in this transaction, so the alert and the claim commit together.
      const reachable =
        recipient.status === 'active' &&
        recipient.deleted_at === null &&
        (await claimJobAlert(trx, campaign, recipient.provider_id, now));
      if (reachable) {
        await createNotification(trx, {
          userId: recipient.provider_id,
          kind: 'job_alert',
          title: campaign.message_title,
          body: campaign.message_body,
          link,
          data: { job_id: campaign.job_id, campaign_id: campaign.id },
        });
        await enqueueEmail(trx, {
          userId: recipient.provider_id,
          to: recipient.email,
          category: 'job_alerts',
          subject: campaign.message_title,
          text: email.text,
          html: email.html,
          idempotencyKey: `job-alert:${campaign.id}:${recipient.provider_id}`,
        });
        sent += 1;
      } else {
        skipped += 1;
      }
      await trx
        .updateTable('campaign_deliveries')
        .set({ delivered_at: now, outcome: reachable ? 'sent' : 'skipped' })
        .where('campaign_id', '=', campaign.id)
        .where('provider_id', '=', recipient.provider_id)
        .execute();
    }

    const remaining = await trx
      .selectFrom('campaign_deliveries')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('campaign_id', '=', campaign.id)
      .where('delivered_at', 'is', null)
      .executeTakeFirstOrThrow();
    const done = remaining.count === 0;
    await trx
      .updateTable('job_notification_campaigns')
      .set({
        status: done ? 'sent' : 'sending',
        sent_count: sql<number>`sent_count + ${sent}`,
        skipped_count: sql<number>`skipped_count + ${skipped}`,
        updated_at: now,
        ...(done ? { finished_at: now } : {}),
      })
      .where('id', '=', campaign.id)
      .execute();
    // A campaign finished with this batch (or one with no recipients) still counts as work done, so drain()
    // looks for the next campaign.
    return Math.max(batch.length, 1);
  }
}
