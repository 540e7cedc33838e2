import assert from 'node:assert/strict';
import { it } from 'node:test';
import { unsubscribeKey } from '../../../src/modules/email-preferences/index.js';
import { enqueueEmail, OutboxWorker, type OutgoingEmail } from '../../../src/modules/outbox/index.js';
import { describeEachDatabase } from '../../helpers/databases.js';

describeEachDatabase('email outbox worker on shutdown', (suite) => {
  it('stop() lets the row being sent finish and hands the rest of the batch straight back to the queue', async () => {
    const db = suite.handle.db;
    const clock = new Date(Date.now() + 1000);
    const keys = ['stop-1', 'stop-2', 'stop-3'].map((key) => `${key}-${suite.kind}-${Date.now()}`);
    for (const key of keys) {
      await enqueueEmail(db, {
        userId: null,
        to: 'casey@example.com',
        category: 'bids',
        subject: 'Subject',
        text: 'Body',
        html: '<p>Body</p>',
        idempotencyKey: key,
      });
    }
    const sent: OutgoingEmail[] = [];
    const worker: OutboxWorker = new OutboxWorker(db, {
      transport: {
        kind: 'file',
        // SIGTERM arrives while the first email is on its way out.
        send: async (email) => {
          worker.stop();
          sent.push(email);
        },
        close: async () => undefined,
      },
      from: 'Prohive <no-reply@prohive.example>',
      footer: {
        siteOrigin: 'http://127.0.0.1:3000',
        unsubscribeKey: unsubscribeKey(Buffer.from('k'.repeat(40))),
      },
      maxAttempts: 5,
      now: () => clock,
    });
    await worker.runOnce();
    assert.deepEqual(
      sent.map((email) => email.idempotencyKey),
      [keys[0]],
    );
    const rows = await db
      .selectFrom('email_outbox')
      .select(['idempotency_key', 'status', 'attempts', 'next_attempt_at'])
      .where('idempotency_key', 'in', keys)
      .orderBy('id')
      .execute();
    assert.deepEqual(
      rows.map((row) => [row.status, row.attempts]),
      [
        ['sent', 1],
        ['pending', 0],
        ['pending', 0],
      ],
    );
    // Due now, for another replica's worker: not after the lease a crash would have left.
    for (const row of rows.slice(1)) assert.ok(new Date(row.next_attempt_at).getTime() <= clock.getTime());
    assert.equal(await worker.runOnce(), 0);
    assert.equal(sent.length, 1);
  });
});
