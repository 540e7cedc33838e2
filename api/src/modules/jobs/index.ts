/**
 * The jobs module's public face: other modules import only this file. Jobs build on bids and reviews (a job
 * page shows its bids and its review); those two reach the job through the gate made here (gate.ts), which
 * app.ts hands them.
 */
export { jobGate } from './gate.js';
export { JobSummarySchema, type JobSummary } from './schemas.js';
export { closeJobsOfDeletedAccount, expireOverdueJobs, jobSummaries, type JobPostedHook } from './service.js';
