/**
 * The outbox module's public face: enqueueEmail writes an email in the caller's transaction; the worker
 * (worker.ts, started by server.ts) sends it through the configured transport (SMTP, or .eml files in
 * DATA_DIR/mail that the admin dev mailbox reads).
 */
export type { EmailCategory } from '../../db/schema.js';
export { composeEmail, type EmailContent } from './compose.js';
export { enqueueEmail, type NewEmail } from './enqueue.js';
export {
  emlFileName,
  fileTransport,
  mailDir,
  messageIdFor,
  type MailTransport,
  type OutgoingEmail,
} from './transport.js';
export { backoffMs, OutboxWorker, type OutboxRow, type OutboxWorkerOptions } from './worker.js';
