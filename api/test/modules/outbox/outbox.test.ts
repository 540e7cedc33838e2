import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, it } from 'node:test';
import type { Kysely } from 'kysely';
import type { App } from '../../../src/app.js';
import type { Database } from '../../../src/db/schema.js';
import { saveEmailPreferences, unsubscribeKey } from '../../../src/modules/email-preferences/index.js';
import {
  enqueueEmail,
  fileTransport,
  messageIdFor,
  OutboxWorker,
  type MailTransport,
  type NewEmail,
  type OutgoingEmail,
} from '../../../src/modules/outbox/index.js';
import { bearerFor, buildTestApp, createUser } from '../../helpers/app.js';
import { describeEachDatabase } from '../../helpers/databases.js';

const FROM = 'Prohive <no-reply@prohive.example>';
const KEY = unsubscribeKey(Buffer.from('outbox-test-secret-that-is-long-enough'));
const SITE = 'http://127.0.0.1:3000';

/** Remembers what it was given; fails while `failing` is set. */
function recordingTransport(): MailTransport & { sent: OutgoingEmail[]; failing: boolean } {
  const transport = {
    kind: 'file' as const,
    sent: [] as OutgoingEmail[],
    failing: false,
    send: async (email: OutgoingEmail) => {
      if (transport.failing) throw new Error('SMTP said no');
      transport.sent.push(email);
    },
    close: async () => undefined,
  };
  return transport;
}

function email(userId: number | null, key: string, overrides: Partial<NewEmail> = {}): NewEmail {
  return {
    userId,
    to: 'casey@example.com',
    category: 'bids',
    subject: 'New bid on “Fix <the> sink”',
    text: 'Pat bid $250.00.',
    html: '<p>Pat bid $250.00.</p>',
    idempotencyKey: key,
    ...overrides,
  };
}

describeEachDatabase('email outbox', (suite) => {
  let clock: Date;
  const db = (): Kysely<Database> => suite.handle.db;
  const worker = (transport: MailTransport, extra: { afterSend?: () => void; maxAttempts?: number } = {}) =>
    new OutboxWorker(db(), {
      transport,
      from: FROM,
      footer: { siteOrigin: SITE, unsubscribeKey: KEY },
      maxAttempts: extra.maxAttempts ?? 5,
      now: () => clock,
      afterSend: extra.afterSend,
    });
  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  const row = (key: string) =>
    db().selectFrom('email_outbox').selectAll().where('idempotency_key', '=', key).executeTakeFirstOrThrow();

  beforeEach(() => {
    clock = new Date(Date.now() + 1000);
  });

  it('enqueues once per idempotency key and honours the user’s preferences', async () => {
    const user = await createUser(db(), { roleId: 3 });
    assert.equal(await enqueueEmail(db(), email(user.id, 'k1')), true);
    assert.equal(await enqueueEmail(db(), email(user.id, 'k1')), false);
    await saveEmailPreferences(db(), user.id, { bids: false });
    assert.equal(await enqueueEmail(db(), email(user.id, 'k2')), false);
    assert.equal(await enqueueEmail(db(), email(user.id, 'k3', { category: 'messages' })), true);
    // Account mail cannot be turned off.
    assert.equal(await enqueueEmail(db(), email(user.id, 'k4', { category: 'account' })), true);
    const keys = await db().selectFrom('email_outbox').select('idempotency_key').orderBy('id').execute();
    assert.deepEqual(
      keys.map((each) => each.idempotency_key),
      ['k1', 'k3', 'k4'],
    );
  });

  it('sends due rows with the unsubscribe link and headers, and marks them sent', async () => {
    const user = await createUser(db(), { roleId: 3 });
    await enqueueEmail(db(), email(user.id, 'bid-received:1'));
    await enqueueEmail(db(), email(user.id, 'later', { notBefore: new Date(clock.getTime() + 60_000) }));
    const transport = recordingTransport();
    assert.equal(await worker(transport).runOnce(), 1);
    const [sent] = transport.sent;
    assert.equal(sent?.messageId, messageIdFor('bid-received:1', FROM));
    assert.match(sent?.messageId ?? '', /^<[0-9a-f]{32}@prohive\.example>$/);
    assert.equal(sent?.headers['List-Unsubscribe-Post'], 'List-Unsubscribe=One-Click');
    const unsubscribe = /^<(.+)>$/.exec(sent?.headers['List-Unsubscribe'] ?? '')?.[1] ?? '';
    assert.ok(unsubscribe.startsWith(`${SITE}/api/email/unsubscribe?token=${user.id}.bids.`));
    assert.ok(sent?.text.includes(unsubscribe));
    assert.ok(sent?.html.includes(unsubscribe.replace(/&/g, '&amp;')));
    const stored = await row('bid-received:1');
    assert.equal(stored.status, 'sent');
    assert.equal(stored.attempts, 1);
    assert.ok(stored.sent_at);
    assert.equal(stored.headers['List-Unsubscribe-Post'], 'List-Unsubscribe=One-Click');
    // Nothing else is due until its time comes.
    assert.equal(await worker(transport).runOnce(), 0);
    advance(61_000);
    assert.equal(await worker(transport).runOnce(), 1);
  });

  it('mail to an address without an account, and account mail, carry no unsubscribe', async () => {
    const user = await createUser(db(), { roleId: 3 });
    await enqueueEmail(db(), email(null, 'guest'));
    await enqueueEmail(db(), email(user.id, 'security', { category: 'account' }));
    const transport = recordingTransport();
    await worker(transport).runOnce();
    assert.equal(transport.sent.length, 2);
    for (const sent of transport.sent) {
      assert.deepEqual(sent.headers, {});
      assert.equal(sent.text, 'Pat bid $250.00.');
    }
  });

  it('drops mail queued for an account deleted before it was sent', async () => {
    const user = await createUser(db(), { roleId: 3 });
    await enqueueEmail(db(), email(user.id, 'before-deletion'));
    await db().updateTable('users').set({ deleted_at: new Date() }).where('id', '=', user.id).execute();
    const transport = recordingTransport();
    assert.equal(await worker(transport).runOnce(), 1);
    assert.equal(transport.sent.length, 0);
    const stored = await row('before-deletion');
    assert.equal(stored.status, 'failed');
    assert.match(stored.last_error ?? '', /deleted/);
  });

  it('a crash between send and mark-sent sends the row once more, with the same Message-ID', async () => {
    const user = await createUser(db(), { roleId: 3 });
    await enqueueEmail(db(), email(user.id, 'bid-accepted:7'));
    const transport = recordingTransport();
    const crashing = worker(transport, {
      afterSend: () => {
        throw new Error('process killed');
      },
    });
    await assert.rejects(crashing.runOnce(), /process killed/);
    assert.equal(transport.sent.length, 1);
    let stored = await row('bid-accepted:7');
    assert.equal(stored.status, 'pending');
    assert.equal(stored.attempts, 1);

    // While its lease runs, no other worker takes it.
    const healthy = worker(transport);
    assert.equal(await healthy.runOnce(), 0);
    advance(31_000);
    assert.equal(await healthy.runOnce(), 1);
    stored = await row('bid-accepted:7');
    assert.equal(stored.status, 'sent');
    assert.equal(stored.attempts, 2);
    assert.equal(transport.sent.length, 2);
    assert.equal(transport.sent[0]?.messageId, transport.sent[1]?.messageId);
    assert.equal(transport.sent[1]?.idempotencyKey, 'bid-accepted:7');

    // And never again.
    advance(3_600_000);
    assert.equal(await healthy.runOnce(), 0);
    assert.equal(transport.sent.length, 2);
  });

  it('retries a failing send with exponential backoff, then marks it failed', async () => {
    await enqueueEmail(db(), email(null, 'flaky'));
    const transport = recordingTransport();
    transport.failing = true;
    const sender = worker(transport, { maxAttempts: 3 });
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      assert.equal(await sender.runOnce(), 1);
      const stored = await row('flaky');
      assert.equal(stored.attempts, attempt);
      assert.equal(stored.last_error, 'SMTP said no');
      waits.push(stored.next_attempt_at.getTime() - clock.getTime());
      // Not due again before its backoff.
      advance(stored.next_attempt_at.getTime() - clock.getTime() - 1000);
      assert.equal(await sender.runOnce(), 0);
      advance(1000);
    }
    assert.deepEqual(waits.slice(0, 2), [30_000, 60_000]);
    assert.equal((await row('flaky')).status, 'failed');
    assert.equal(await sender.runOnce(), 0);
  });

  it('two workers at once never send the same row (FOR UPDATE SKIP LOCKED)', async () => {
    for (let n = 0; n < 12; n += 1) await enqueueEmail(db(), email(null, `bulk-${n}`));
    const transport = recordingTransport();
    const a = new OutboxWorker(db(), {
      transport,
      from: FROM,
      footer: { siteOrigin: SITE, unsubscribeKey: KEY },
      maxAttempts: 5,
      batchSize: 3,
      now: () => clock,
    });
    const b = worker(transport);
    while ((await Promise.all([a.runOnce(), b.runOnce()])).some((count) => count > 0));
    const keys = transport.sent.map((sent) => sent.idempotencyKey);
    assert.equal(keys.length, 12);
    assert.equal(new Set(keys).size, 12);
  });

  it('the file transport writes an RFC 5322 .eml with text and HTML parts', async () => {
    const user = await createUser(db(), { roleId: 3 });
    await enqueueEmail(db(), email(user.id, 'bid-received:42'));
    const dir = mkdtempSync(path.join(tmpdir(), 'prohive-mail-'));
    await worker(fileTransport(dir)).runOnce();
    const files = readdirSync(dir);
    assert.equal(files.length, 1);
    assert.match(files[0] ?? '', /^\d{8}-[0-9a-f]{12}\.eml$/);
    const eml = readFileSync(path.join(dir, files[0]!), 'utf8');
    assert.match(eml, /^From: Prohive <no-reply@prohive\.example>$/m);
    assert.match(eml, /^To: casey@example\.com$/m);
    assert.match(eml, /^Subject: /m);
    assert.match(eml, /^Message-ID: <[0-9a-f]{32}@prohive\.example>$/m);
    // Long header values are folded onto a continuation line.
    assert.match(eml, /^List-Unsubscribe:\s+<http:\/\/127\.0\.0\.1:3000\/api\/email\/unsubscribe\?token=/m);
    assert.match(eml, /^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    assert.match(eml, /^Content-Type: multipart\/alternative;/m);
    assert.match(eml, /^Content-Type: text\/plain; charset=utf-8$/m);
    assert.match(eml, /^Content-Type: text\/html; charset=utf-8$/m);
  });
});

describeEachDatabase('admin dev mailbox', (suite) => {
  let app: App;
  afterEach(async () => app.close());

  it('lists and shows sent mail to admins only', async () => {
    app = await buildTestApp(suite.handle);
    const db = suite.handle.db;
    const admin = await createUser(db, { roleId: 1 });
    const supreme = await createUser(db, { roleId: 2 });
    const customer = await createUser(db, { roleId: 3 });
    const pro = await createUser(db, { roleId: 4 });
    await enqueueEmail(db, email(customer.id, 'mailbox-1'));

    for (const user of [customer, pro]) {
      const headers = await bearerFor(app, user);
      for (const url of ['/api/admin/mailbox', '/api/admin/mailbox/1']) {
        const response = await app.inject({ method: 'GET', url, headers });
        assert.equal(response.statusCode, 403, url);
      }
    }
    assert.equal((await app.inject({ method: 'GET', url: '/api/admin/mailbox' })).statusCode, 401);

    for (const user of [admin, supreme]) {
      const headers = await bearerFor(app, user);
      const list = await app.inject({ method: 'GET', url: '/api/admin/mailbox', headers });
      assert.equal(list.statusCode, 200);
      const body = list.json<{
        data: { id: number; to: string; subject: string }[];
        meta: { total: number };
      }>();
      assert.equal(body.meta.total, 1);
      assert.equal(body.data[0]?.to, 'casey@example.com');
      const one = await app.inject({ method: 'GET', url: `/api/admin/mailbox/${body.data[0]!.id}`, headers });
      assert.equal(one.statusCode, 200);
      const message = one.json<{ data: { text: string; html: string; headers: Record<string, string> } }>()
        .data;
      assert.equal(message.text, 'Pat bid $250.00.');
      const missing = await app.inject({ method: 'GET', url: '/api/admin/mailbox/999999', headers });
      assert.equal(missing.statusCode, 404);
    }
  });

  it('is off (404) when email goes out through SMTP', async () => {
    app = await buildTestApp(suite.handle, {
      mailTransport: { kind: 'smtp', send: async () => undefined, close: async () => undefined },
    });
    const admin = await createUser(suite.handle.db, { roleId: 1 });
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/mailbox',
      headers: await bearerFor(app, admin),
    });
    assert.equal(response.statusCode, 404);
  });
});
