import { sql, type Kysely } from 'kysely';
import type { Database, EmailOutboxTable } from '../../db/schema.js';
import type { Selectable } from 'kysely';
import { messageIdFor, type MailTransport, type OutgoingEmail } from './transport.js';
import { withUnsubscribe, type FooterSettings } from './unsubscribe-footer.js';

export type OutboxRow = Selectable<EmailOutboxTable>;

export interface OutboxWorkerOptions {
  transport: MailTransport;
  from: string;
  footer: FooterSettings;
  /** Sends tried before a row is marked failed. */
  maxAttempts: number;
  /** Rows claimed per run. */
  batchSize?: number;
  now?: () => Date;
  /** Called after a successful send, before the row is marked sent; tests throw here to play a crash. */
  afterSend?: (email: OutgoingEmail) => void | Promise<void>;
  onSendError?: (error: unknown, row: OutboxRow) => void;
}

/** Attempt n waits 30 s · 2^(n-1) before the next, at most an hour: 30 s, 1 min, 2 min ... */
export function backoffMs(attempt: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempt - 1), 3_600_000);
}

/**
 * Sends due outbox rows. A run claims rows with FOR UPDATE SKIP LOCKED (two processes never take the same row)
 * and, in the same short transaction, counts the attempt and pushes next_attempt_at out by the backoff: that is
 * the row's lease. The send happens after that commit, and a second statement marks the row sent. A process
 * dying between the send and the mark leaves the row pending with its lease running out, so it is sent once more
 * with the same Message-ID; a failed send keeps the lease as its retry time, until maxAttempts marks it failed.
 */
export class OutboxWorker {
  readonly #now: () => Date;
  #stopping = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: OutboxWorkerOptions,
  ) {
    this.#now = options.now ?? (() => new Date());
  }

  /** Sends what is due now; answers how many rows were claimed. */
  async runOnce(): Promise<number> {
    if (this.#stopping) return 0;
    const rows = await this.#claim();
    for (const [index, row] of rows.entries()) {
      if (this.#stopping) {
        await this.#release(rows.slice(index));
        return 0;
      }
      await this.#deliver(row);
    }
    return rows.length;
  }

  /**
   * Shutdown: the row being sent finishes, the rest of the batch goes back to the queue at once (not after
   * its lease) for another replica to send, and runOnce claims nothing more.
   */
  stop(): void {
    this.#stopping = true;
  }

  async #release(rows: OutboxRow[]): Promise<void> {
    if (rows.length === 0) return;
    await this.db
      .updateTable('email_outbox')
      .set((eb) => ({ attempts: eb('attempts', '-', 1), next_attempt_at: this.#now() }))
      .where(
        'id',
        'in',
        rows.map((row) => row.id),
      )
      .where('status', '=', 'pending')
      .execute();
  }

  async #accountDeleted(userId: number): Promise<boolean> {
    const user = await this.db
      .selectFrom('users')
      .select('deleted_at')
      .where('id', '=', userId)
      .executeTakeFirst();
    return user?.deleted_at != null;
  }

  async #claim(): Promise<OutboxRow[]> {
    const now = this.#now();
    return this.db.transaction().execute(async (trx) => {
      const due = await trx
        .selectFrom('email_outbox')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', now)
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(this.options.batchSize ?? 20)
        .forUpdate()
        .skipLocked()
        .execute();
      if (due.length === 0) return [];
      const claimed = await trx
        .updateTable('email_outbox')
        .set((eb) => ({
          attempts: eb('attempts', '+', 1),
          next_attempt_at: sql<Date>`${now}::timestamptz + make_interval(secs => least(30 * power(2, attempts), 3600))`,
        }))
        .where(
          'id',
          'in',
          due.map((row) => row.id),
        )
        .returningAll()
        .execute();
      return claimed.sort((a, b) => a.id - b.id);
    });
  }

  async #deliver(row: OutboxRow): Promise<void> {
    if (row.user_id !== null && (await this.#accountDeleted(row.user_id))) {
      // Deleting an account wipes its personal data; mail still queued for it must not go out afterwards.
      await this.db
        .updateTable('email_outbox')
        .set({ status: 'failed', last_error: 'The account was deleted before the email was sent.' })
        .where('id', '=', row.id)
        .execute();
      return;
    }
    const body = withUnsubscribe(row, this.options.footer);
    const email: OutgoingEmail = {
      id: row.id,
      idempotencyKey: row.idempotency_key,
      messageId: messageIdFor(row.idempotency_key, this.options.from),
      from: this.options.from,
      to: row.to_address,
      subject: row.subject,
      text: body.text,
      html: body.html,
      headers: body.headers,
    };
    try {
      await this.options.transport.send(email);
    } catch (error) {
      this.options.onSendError?.(error, row);
      const message = error instanceof Error ? error.message : String(error);
      await this.db
        .updateTable('email_outbox')
        .set({
          last_error: message.slice(0, 1000),
          ...(row.attempts >= this.options.maxAttempts ? { status: 'failed' as const } : {}),
        })
        .where('id', '=', row.id)
        .execute();
      return;
    }
    // A throw here is a crash between send and mark: nothing more is written, the lease brings the row back.
    await this.options.afterSend?.(email);
    await this.db
      .updateTable('email_outbox')
      .set({
        status: 'sent',
        sent_at: this.#now(),
        last_error: null,
        headers: JSON.stringify({
          From: email.from,
          To: email.to,
          Subject: email.subject,
          'Message-ID': email.messageId,
          ...email.headers,
        }),
        text_body: email.text,
        html_body: email.html,
      })
      .where('id', '=', row.id)
      .execute();
  }
}
