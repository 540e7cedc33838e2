import type { Kysely, Selectable, Transaction } from 'kysely';
import type { CampaignStatus, Database, JobNotificationCampaignsTable } from '../../db/schema.js';
import { HttpError, notFound } from '../../http-errors.js';
import { recordAudit } from '../audit/index.js';
import { composeEmail, enqueueEmail } from '../outbox/index.js';
import { ROLE_IDS } from '../roles/index.js';
import { matchRecipients } from './matching.js';
import { mintCampaignToken, tokenMatches } from './token.js';

type Db = Kysely<Database> | Transaction<Database>;
export type CampaignRow = Selectable<JobNotificationCampaignsTable>;

export interface CampaignSettings {
  /** The public site's origin (config.siteOrigins[0]): links in emails are absolute. */
  siteOrigin: string;
  tokenTtlMs: number;
}

export function approvalLink(siteOrigin: string, campaignId: number, token: string): string {
  return `${siteOrigin}/admin/campaign-approval/${campaignId}/${encodeURIComponent(token)}`;
}

/** The in-app notification and email a recipient gets, fixed when the campaign is made so admins approve it. */
export function campaignMessage(job: {
  id: number;
  title: string;
  category: string;
  city: string;
  state: string;
  zip: string;
}): { title: string; body: string; link: string } {
  return {
    title: `New ${job.category.toLowerCase()} job near you: ${job.title}`,
    body: `A customer in ${job.city}, ${job.state} ${job.zip} posted “${job.title}”. Open it to read the details and send your bid.`,
    link: `/jobs/${job.id}`,
  };
}

/**
 * Makes the job's campaign in the caller's transaction (the job insert's): its recipients, its message, and an
 * approval email with a fresh token to every active admin. The token itself is never stored.
 */
export async function createCampaignForJob(
  trx: Transaction<Database>,
  jobId: number,
  now: Date,
  settings: CampaignSettings,
): Promise<number> {
  const job = await trx
    .selectFrom('jobs')
    .innerJoin('service_categories', 'service_categories.id', 'jobs.category_id')
    .select([
      'jobs.id',
      'jobs.title',
      'jobs.customer_id',
      'jobs.category_id',
      'jobs.latitude',
      'jobs.longitude',
      'jobs.city',
      'jobs.state',
      'jobs.zip',
      'service_categories.title as category',
    ])
    .where('jobs.id', '=', jobId)
    .executeTakeFirstOrThrow();
  // A reopened job's new campaign leaves out the pros its earlier campaigns already alerted.
  const [matched, alerted, earlier] = await Promise.all([
    matchRecipients(trx, job, now),
    trx.selectFrom('job_alerts_sent').select('provider_id').where('job_id', '=', job.id).execute(),
    trx
      .selectFrom('job_notification_campaigns')
      .select('id')
      .where('job_id', '=', job.id)
      .limit(1)
      .executeTakeFirst(),
  ]);
  const alreadyAlerted = new Set(alerted.map((row) => row.provider_id));
  const recipients = matched.filter((providerId) => !alreadyAlerted.has(providerId));
  const reopened = earlier !== undefined;
  const message = campaignMessage(job);
  const { token, hash } = mintCampaignToken();
  const campaign = await trx
    .insertInto('job_notification_campaigns')
    .values({
      job_id: job.id,
      recipient_count: recipients.length,
      message_title: message.title,
      message_body: message.body,
      token_hash: hash,
      token_expires_at: new Date(now.getTime() + settings.tokenTtlMs),
      rejection_reason: null,
      decided_by: null,
      decided_via: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (recipients.length > 0) {
    await trx
      .insertInto('campaign_deliveries')
      .values(
        recipients.map((providerId) => ({
          campaign_id: campaign.id,
          provider_id: providerId,
          outcome: null,
          delivered_at: null,
        })),
      )
      .execute();
  }

  const admins = await trx
    .selectFrom('users')
    .select(['id', 'email'])
    .where('role_id', 'in', [ROLE_IDS.admin, ROLE_IDS.supremeAdmin])
    .where('status', '=', 'active')
    .where('deleted_at', 'is', null)
    .execute();
  const link = approvalLink(settings.siteOrigin, campaign.id, token);
  const email = composeEmail({
    heading: `Approve job alerts for “${job.title}”`,
    paragraphs: [
      reopened
        ? `A ${job.category.toLowerCase()} job in ${job.city}, ${job.state} ${job.zip} was reopened by its owner. Professionals who were already told about it are left out.`
        : `A ${job.category.toLowerCase()} job was posted in ${job.city}, ${job.state} ${job.zip}.`,
      `${recipients.length} ${recipients.length === 1 ? 'professional' : 'professionals'} would be told about it with this message:`,
      `${message.title} — ${message.body}`,
      `The link works for ${Math.round(settings.tokenTtlMs / 86_400_000)} days and only for this campaign.`,
    ],
    action: { label: 'Review the campaign', url: link },
  });
  for (const admin of admins) {
    await enqueueEmail(trx, {
      userId: admin.id,
      to: admin.email,
      category: 'account',
      subject: `Approve job alerts: ${job.title}${reopened ? ' (reopened)' : ''}`,
      text: email.text,
      html: email.html,
      idempotencyKey: `campaign-approval:${campaign.id}:${admin.id}`,
    });
  }
  return campaign.id;
}

/** The campaign a link names, when the token is this campaign's and unexpired; else null (a 404 to callers). */
export async function campaignByToken(
  db: Db,
  campaignId: number,
  token: string,
  now: Date,
): Promise<CampaignRow | null> {
  const row = await db
    .selectFrom('job_notification_campaigns')
    .selectAll()
    .where('id', '=', campaignId)
    .executeTakeFirst();
  if (!row) return null;
  // Compared even when expired, so an expired and a wrong token take the same path and time.
  const matches = tokenMatches(token, row.token_hash);
  if (!matches || row.token_expires_at.getTime() <= now.getTime()) return null;
  return row;
}

export type CampaignDecision = { action: 'approve' } | { action: 'reject'; reason: string };

export interface DecisionMaker {
  /** 'token': the emailed link (no session); 'admin': a signed-in admin in the admin area. */
  via: 'token' | 'admin';
  userId: number | null;
  ip?: string;
}

const APPROVED_LIKE: CampaignStatus[] = ['approved', 'sending', 'sent'];

export class CampaignConflictError extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}

/**
 * Approves or rejects, idempotently: the same decision again answers the current state unchanged; the
 * opposite decision on a decided campaign is a 409. Changes are audited with how they were made.
 */
export async function decideCampaign(
  db: Kysely<Database>,
  campaignId: number,
  decision: CampaignDecision,
  maker: DecisionMaker,
  now: Date,
): Promise<{ campaign: CampaignRow; changed: boolean }> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('job_notification_campaigns')
      .selectAll()
      .where('id', '=', campaignId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound('Campaign not found.');
    if (decision.action === 'approve') {
      if (APPROVED_LIKE.includes(row.status)) return { campaign: row, changed: false };
      if (row.status === 'rejected') {
        throw new CampaignConflictError('This campaign was rejected; it cannot be approved.');
      }
    } else {
      if (row.status === 'rejected') return { campaign: row, changed: false };
      if (APPROVED_LIKE.includes(row.status)) {
        throw new CampaignConflictError('This campaign was already approved; it cannot be rejected.');
      }
    }
    const status: CampaignStatus = decision.action === 'approve' ? 'approved' : 'rejected';
    const updated = await trx
      .updateTable('job_notification_campaigns')
      .set({
        status,
        rejection_reason: decision.action === 'reject' ? decision.reason : null,
        decided_by: maker.userId,
        decided_via: maker.via,
        decided_at: now,
        updated_at: now,
      })
      .where('id', '=', campaignId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actorId: maker.userId,
      action: `campaign.${decision.action}`,
      subjectType: 'job_notification_campaign',
      subjectId: campaignId,
      details: {
        via: maker.via,
        job_id: row.job_id,
        ...(decision.action === 'reject' ? { reason: decision.reason } : {}),
      },
      ip: maker.ip,
    });
    return { campaign: updated, changed: true };
  });
}
