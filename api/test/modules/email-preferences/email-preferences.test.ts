import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import type { App } from '../../../src/app.js';
import {
  signUnsubscribeToken,
  unsubscribeKey,
  verifyUnsubscribeToken,
} from '../../../src/modules/email-preferences/index.js';
import { resolveSigningKey } from '../../../src/modules/auth/index.js';
import { bearerFor, buildTestApp, createUser, testConfig, TEST_JWT_SECRET } from '../../helpers/app.js';
import { describeEachDatabase } from '../../helpers/databases.js';

const key = unsubscribeKey(Buffer.from('a-secret-of-at-least-thirty-two-bytes!!'));

describe('unsubscribe tokens', () => {
  it('accept a genuine token and refuse tampered ones, other categories and other keys', () => {
    const token = signUnsubscribeToken(key, { userId: 42, category: 'bids' });
    assert.deepEqual(verifyUnsubscribeToken(key, token), { userId: 42, category: 'bids' });
    const [user, category, signature] = token.split('.') as [string, string, string];
    // Same signature, another category or user: refused.
    assert.equal(verifyUnsubscribeToken(key, `${user}.messages.${signature}`), null);
    assert.equal(verifyUnsubscribeToken(key, `43.${category}.${signature}`), null);
    // A flipped character of the signature.
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    assert.equal(verifyUnsubscribeToken(key, `${user}.${category}.${flipped}`), null);
    // Account mail has no unsubscribe, and garbage is not a token.
    const account = `${user}.account.${signature}`;
    assert.equal(verifyUnsubscribeToken(key, account), null);
    for (const garbage of ['', 'x', `${token}x`, '0.bids.' + signature, `${user}.${category}`]) {
      assert.equal(verifyUnsubscribeToken(key, garbage), null, garbage);
    }
    const otherKey = unsubscribeKey(Buffer.from('another-secret-of-at-least-thirty-two-bytes'));
    assert.equal(verifyUnsubscribeToken(otherKey, token), null);
  });
});

describeEachDatabase('email preferences', (suite) => {
  let app: App;
  let appKey: Buffer;
  beforeEach(async () => {
    const config = testConfig();
    app = await buildTestApp(suite.handle, { config });
    appKey = unsubscribeKey(await resolveSigningKey(TEST_JWT_SECRET, config.dataDir));
  });
  afterEach(async () => app.close());

  it('are all on at first, and saved per user', async () => {
    const user = await createUser(suite.handle.db, { roleId: 3 });
    const headers = await bearerFor(app, user);
    const initial = await app.inject({ method: 'GET', url: '/api/me/email-preferences', headers });
    assert.deepEqual(initial.json(), { data: { bids: true, messages: true, job_alerts: true } });
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/me/email-preferences',
      headers,
      payload: { bids: false, messages: true, job_alerts: false },
    });
    assert.equal(saved.statusCode, 200);
    const again = await app.inject({ method: 'GET', url: '/api/me/email-preferences', headers });
    assert.deepEqual(again.json(), { data: { bids: false, messages: true, job_alerts: false } });

    const missing = await app.inject({
      method: 'PUT',
      url: '/api/me/email-preferences',
      headers,
      payload: { bids: false },
    });
    assert.equal(missing.statusCode, 422);
    assert.equal((await app.inject({ method: 'GET', url: '/api/me/email-preferences' })).statusCode, 401);
  });

  it('the link opens a confirmation page; the one-click POST turns only that category off', async () => {
    const user = await createUser(suite.handle.db, { roleId: 3 });
    const token = signUnsubscribeToken(appKey, { userId: user.id, category: 'messages' });
    const url = `/api/email/unsubscribe?token=${encodeURIComponent(token)}`;

    const html = { accept: 'text/html,application/xhtml+xml' };
    const page = await app.inject({ method: 'GET', url, headers: html });
    assert.equal(page.statusCode, 200);
    assert.match(page.headers['content-type'] as string, /^text\/html/);
    assert.match(page.body, /Unsubscribe from message emails\?/);
    assert.match(page.body, /<form method="post"/);
    const headers = await bearerFor(app, user);
    const untouched = await app.inject({ method: 'GET', url: '/api/me/email-preferences', headers });
    assert.equal(untouched.json<{ data: { messages: boolean } }>().data.messages, true);

    // RFC 8058: the mail client POSTs a form body without any session.
    const oneClick = await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    assert.equal(oneClick.statusCode, 200);
    assert.deepEqual(oneClick.json(), { data: { category: 'messages', unsubscribed: true } });
    // The confirmation page's button (a browser) gets a page back.
    const button = await app.inject({ method: 'POST', url, headers: html });
    assert.match(button.body, /You are unsubscribed/);
    const after = await app.inject({ method: 'GET', url: '/api/me/email-preferences', headers });
    assert.deepEqual(after.json(), { data: { bids: true, messages: false, job_alerts: true } });
  });

  it('refuses tampered and foreign tokens with a 400 page and changes nothing', async () => {
    const user = await createUser(suite.handle.db, { roleId: 3 });
    const token = signUnsubscribeToken(appKey, { userId: user.id, category: 'bids' });
    const tampered = token.replace('.bids.', '.messages.');
    const foreign = signUnsubscribeToken(key, { userId: user.id, category: 'bids' });
    for (const bad of [tampered, foreign, 'nonsense']) {
      for (const method of ['GET', 'POST'] as const) {
        const url = `/api/email/unsubscribe?token=${encodeURIComponent(bad)}`;
        const page = await app.inject({ method, url, headers: { accept: 'text/html' } });
        assert.equal(page.statusCode, 400, `${method} ${bad}`);
        assert.match(page.body, /This unsubscribe link is not valid/);
        const json = await app.inject({ method, url });
        assert.equal(json.statusCode, 400);
        assert.deepEqual(json.json(), { message: 'This unsubscribe link is not valid.' });
      }
    }
    const missing = await app.inject({ method: 'POST', url: '/api/email/unsubscribe' });
    assert.equal(missing.statusCode, 422);
    const prefs = await app.inject({
      method: 'GET',
      url: '/api/me/email-preferences',
      headers: await bearerFor(app, user),
    });
    assert.deepEqual(prefs.json(), { data: { bids: true, messages: true, job_alerts: true } });
  });
});
