import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { App } from '../../../src/app.js';
import { bearerFor, buildTestApp, createUser } from '../../helpers/app.js';
import { describeEachDatabase } from '../../helpers/databases.js';

describeEachDatabase('users and administration', (suite) => {
  let app: App;
  before(async () => {
    app = await buildTestApp(suite.handle);
  });
  after(async () => {
    await app.close();
  });

  test('a user reads their own record; another user gets 404; an admin reads anyone', async () => {
    const alice = await createUser(suite.handle.db, { roleId: 3 });
    const bob = await createUser(suite.handle.db, { roleId: 4 });
    const admin = await createUser(suite.handle.db, { roleId: 1 });
    const asAlice = await bearerFor(app, alice);
    assert.equal(
      (await app.inject({ url: `/api/users/${alice.id}`, headers: asAlice })).json().data.id,
      alice.id,
    );
    assert.equal((await app.inject({ url: `/api/users/${bob.id}`, headers: asAlice })).statusCode, 404);
    assert.equal((await app.inject({ url: '/api/users/999999', headers: asAlice })).statusCode, 404);
    const asAdmin = await bearerFor(app, admin);
    assert.equal(
      (await app.inject({ url: `/api/users/${bob.id}`, headers: asAdmin })).json().data.email,
      bob.email,
    );
    assert.equal((await app.inject({ url: '/api/users/999999', headers: asAdmin })).statusCode, 404);
    assert.equal((await app.inject({ url: '/api/users/abc', headers: asAdmin })).statusCode, 404);
  });

  test('admin user list paginates, filters by role and status, and searches name or email literally', async () => {
    const admin = await createUser(suite.handle.db, { roleId: 1, name: 'Ada Admin' });
    for (let i = 0; i < 5; i += 1) await createUser(suite.handle.db, { roleId: 3, name: `Customer ${i}` });
    await createUser(suite.handle.db, { roleId: 4, name: 'Percent 50% Plumbing', status: 'suspended' });
    const headers = await bearerFor(app, admin);

    const page = await app.inject({ url: '/api/admin/users?page=2&per_page=3', headers });
    assert.equal(page.statusCode, 200);
    assert.deepEqual(page.json().meta, { page: 2, per_page: 3, total: 7, last_page: 3 });
    assert.equal(page.json().data.length, 3);

    const pastTheEnd = await app.inject({ url: '/api/admin/users?page=9&per_page=3', headers });
    assert.deepEqual(pastTheEnd.json(), { data: [], meta: { page: 9, per_page: 3, total: 7, last_page: 3 } });

    const customers = await app.inject({ url: '/api/admin/users?role=3', headers });
    assert.equal(customers.json().meta.total, 5);
    assert.ok(customers.json().data.every((u: { role: { name: string } }) => u.role.name === 'user'));

    const suspended = await app.inject({ url: '/api/admin/users?status=suspended', headers });
    assert.deepEqual(
      suspended.json().data.map((u: { name: string }) => u.name),
      ['Percent 50% Plumbing'],
    );

    const literal = await app.inject({
      url: `/api/admin/users?search=${encodeURIComponent('50%')}`,
      headers,
    });
    assert.equal(literal.json().meta.total, 1);
    const wildcard = await app.inject({ url: `/api/admin/users?search=${encodeURIComponent('%')}`, headers });
    assert.equal(wildcard.json().meta.total, 1);

    const bad = await app.inject({ url: '/api/admin/users?per_page=1000&role=9', headers });
    assert.equal(bad.statusCode, 422);
    assert.deepEqual(Object.keys(bad.json().errors).sort(), ['per_page', 'role']);
  });

  test('suspension rules: admins suspend customers and providers; only a Supreme Admin changes an admin', async () => {
    const admin = await createUser(suite.handle.db, { roleId: 1 });
    const otherAdmin = await createUser(suite.handle.db, { roleId: 1 });
    const supreme = await createUser(suite.handle.db, { roleId: 2 });
    const customer = await createUser(suite.handle.db, { roleId: 3 });
    const asAdmin = await bearerFor(app, admin);
    const asSupreme = await bearerFor(app, supreme);
    const customerToken = await bearerFor(app, customer);
    const setStatus = (id: number, status: string, headers: Record<string, string>) =>
      app.inject({ method: 'PATCH', url: `/api/admin/users/${id}/status`, payload: { status }, headers });

    assert.equal((await setStatus(customer.id, 'suspended', asAdmin)).statusCode, 200);
    assert.equal((await app.inject({ url: '/api/me', headers: customerToken })).statusCode, 403);
    assert.equal((await setStatus(customer.id, 'active', asAdmin)).statusCode, 200);
    assert.equal((await app.inject({ url: '/api/me', headers: customerToken })).statusCode, 200);

    assert.equal((await setStatus(otherAdmin.id, 'suspended', asAdmin)).statusCode, 403);
    assert.equal((await setStatus(admin.id, 'suspended', asAdmin)).statusCode, 403);
    assert.equal((await setStatus(supreme.id, 'suspended', asAdmin)).statusCode, 403);
    assert.equal((await setStatus(otherAdmin.id, 'suspended', asSupreme)).statusCode, 200);
    assert.equal((await setStatus(supreme.id, 'suspended', asSupreme)).statusCode, 403);
    assert.equal((await setStatus(customer.id, 'banned', asAdmin)).statusCode, 422);
    assert.equal((await setStatus(424242, 'suspended', asAdmin)).statusCode, 404);

    const audit = await suite.handle.db
      .selectFrom('audit_log')
      .select(['action', 'subject_id'])
      .where('action', 'like', 'user.%')
      .orderBy('id')
      .execute();
    assert.deepEqual(audit, [
      { action: 'user.suspend', subject_id: customer.id },
      { action: 'user.reactivate', subject_id: customer.id },
      { action: 'user.suspend', subject_id: otherAdmin.id },
    ]);
  });
});
