import type { Static } from 'typebox';
import type { Kysely, Transaction } from 'kysely';
import type { CampaignStatus, Database } from '../../db/schema.js';
import { jobSummaries } from '../jobs/index.js';
import type { CampaignDetailSchema, CampaignSchema } from './schemas.js';
import type { CampaignRow } from './service.js';

type Db = Kysely<Database> | Transaction<Database>;
export type Campaign = Static<typeof CampaignSchema>;
export type CampaignDetail = Static<typeof CampaignDetailSchema>;

function campaignRows(db: Db) {
  return db
    .selectFrom('job_notification_campaigns as c')
    .innerJoin('jobs', 'jobs.id', 'c.job_id')
    .leftJoin('users as decider', 'decider.id', 'c.decided_by')
    .selectAll('c')
    .select(['jobs.title as job_title', 'decider.name as decider_name']);
}

type ListedRow = CampaignRow & { job_title: string; decider_name: string | null };

function toCampaign(row: ListedRow): Campaign {
  return {
    id: row.id,
    job_id: row.job_id,
    job_title: row.job_title,
    status: row.status,
    recipient_count: row.recipient_count,
    sent_count: row.sent_count,
    skipped_count: row.skipped_count,
    rejection_reason: row.rejection_reason,
    decided_via: row.decided_via,
    decided_by:
      row.decided_by !== null && row.decider_name !== null
        ? { id: row.decided_by, name: row.decider_name }
        : null,
    decided_at: row.decided_at?.toISOString() ?? null,
    finished_at: row.finished_at?.toISOString() ?? null,
    token_expires_at: row.token_expires_at.toISOString(),
    created_at: row.created_at.toISOString(),
  };
}

export async function campaignsPage(
  db: Db,
  filter: { status?: CampaignStatus },
  page: number,
  perPage: number,
): Promise<{ data: Campaign[]; total: number }> {
  let query = campaignRows(db);
  let count = db.selectFrom('job_notification_campaigns');
  if (filter.status) {
    query = query.where('c.status', '=', filter.status);
    count = count.where('status', '=', filter.status);
  }
  const [rows, counted] = await Promise.all([
    query
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    count.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { data: rows.map(toCampaign), total: Number(counted.total) };
}

export async function presentCampaign(db: Db, id: number): Promise<Campaign | null> {
  const row = await campaignRows(db).where('c.id', '=', id).executeTakeFirst();
  return row ? toCampaign(row) : null;
}

export async function presentCampaignDetail(db: Db, id: number, now: Date): Promise<CampaignDetail | null> {
  const row = await campaignRows(db).where('c.id', '=', id).executeTakeFirst();
  if (!row) return null;
  const [job] = await jobSummaries(db, [row.job_id], now);
  if (!job) return null;
  return {
    campaign: toCampaign(row),
    job,
    recipient_count: row.recipient_count,
    sample_message: { title: row.message_title, body: row.message_body, link: `/jobs/${row.job_id}` },
  };
}
