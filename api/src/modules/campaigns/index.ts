/**
 * The campaigns module's public face: job-notification campaigns. app.ts hands jobPostedHook to the jobs
 * routes (jobs never imports this module), so a campaign is made in the same transaction as its job.
 */
import type { Transaction } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { createCampaignForJob } from './service.js';

export { CampaignFanOut } from './fan-out.js';
export { createCampaignForJob } from './service.js';

/** What the jobs module calls, inside the job insert's transaction, when a job opens. */
export function jobPostedHook(config: Config) {
  return async (trx: Transaction<Database>, jobId: number, now: Date): Promise<void> => {
    await createCampaignForJob(trx, jobId, now, {
      siteOrigin: config.siteOrigins[0] ?? '',
      tokenTtlMs: config.campaignTokenTtlMs,
    });
  };
}
