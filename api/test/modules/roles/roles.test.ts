import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { App } from '../../../src/app.js';
import { buildTestApp } from '../../helpers/app.js';
import { describeEachDatabase } from '../../helpers/databases.js';

describeEachDatabase('public catalogue', (suite) => {
  let app: App;
  before(async () => {
    app = await buildTestApp(suite.handle);
  });
  after(async () => {
    await app.close();
  });

  test('GET /api/roles-public lists the four roles with guard web and their permissions', async () => {
    const response = await app.inject({ url: '/api/roles-public' });
    assert.equal(response.statusCode, 200);
    const roles = response.json().data as {
      id: number;
      name: string;
      guard_name: string;
      permissions: string[];
    }[];
    assert.deepEqual(
      roles.map(({ id, name, guard_name }) => ({ id, name, guard_name })),
      [
        { id: 1, name: 'admin', guard_name: 'web' },
        { id: 2, name: 'Supreme Admin', guard_name: 'web' },
        { id: 3, name: 'user', guard_name: 'web' },
        { id: 4, name: 'provider', guard_name: 'web' },
      ],
    );
    const [admin, supreme] = roles;
    // Supreme Admin holds everything admin does, and more: the roles are distinct.
    assert.ok(admin!.permissions.every((p) => supreme!.permissions.includes(p)));
    assert.ok(
      supreme!.permissions.includes('admins.manage') && !admin!.permissions.includes('admins.manage'),
    );
    assert.ok(roles[3]!.permissions.includes('bids.create'));
  });

  test('GET /api/service-categories lists the ten categories of spec §1', async () => {
    const response = await app.inject({ url: '/api/service-categories' });
    assert.deepEqual(
      response.json().data.map((c: { slug: string }) => c.slug),
      [
        'plumbing',
        'electrical',
        'hvac',
        'cleaning',
        'handyman',
        'landscaping',
        'pest-control',
        'solar',
        'roofing',
        'appliance-repair',
      ],
    );
  });
});
