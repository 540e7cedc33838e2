import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openDatabase } from '../../../src/db/database.js';
import { migrate } from '../../../src/db/migrator.js';
import { buildTestApp, testConfig } from '../../helpers/app.js';

test('a rejected webhook logs its event id and a short excerpt, never the whole body', async () => {
  const handle = await openDatabase({ databaseUrl: null, pgliteDir: null });
  await migrate(handle.db);
  const lines: string[] = [];
  const app = await buildTestApp(handle, {
    config: testConfig({ stripeWebhookSecret: 'whsec_log_test', bodyLimitBytes: 2 * 1024 * 1024 }),
    logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } as never,
  });
  try {
    const body = JSON.stringify({
      id: 'evt_1LogTest',
      type: 'invoice.paid',
      data: { object: { id: 'in_1', padding: 'A'.repeat(900_000) } },
    });
    const response = await app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=forged' },
      payload: body,
    });
    assert.equal(response.statusCode, 400);

    const rejected = lines.find((line) => line.includes('stripe webhook signature rejected'));
    assert.ok(rejected, 'the rejection is logged');
    const entry = JSON.parse(rejected) as { eventId?: string; bytes?: number; excerpt?: string };
    assert.equal(entry.eventId, 'evt_1LogTest');
    assert.equal(entry.bytes, Buffer.byteLength(body));
    assert.ok(entry.excerpt?.startsWith('{"id":"evt_1LogTest"'));
    for (const line of lines) assert.ok(line.length < 2048, `log line of ${line.length} characters`);
  } finally {
    await app.close();
    await handle.close();
  }
});
