import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../../src/db/database.js';
import { RoleCatalog } from '../../../src/modules/roles/repository.js';
import { createMigratedTestDatabase } from '../../helpers/databases.js';

let handle: DatabaseHandle & { drop(): Promise<void> };
before(async () => {
  handle = await createMigratedTestDatabase('pglite');
});
after(async () => handle.drop());

test('roles are held for the TTL and reloaded after it', async () => {
  let now = 0;
  const catalog = new RoleCatalog(handle.db, 1000, () => now);
  assert.equal((await catalog.byId(4))?.name, 'provider');
  await sql`update roles set name = 'pro' where id = 4`.execute(handle.db);
  now = 999;
  assert.equal((await catalog.byId(4))?.name, 'provider');
  now = 1000;
  assert.equal((await catalog.byId(4))?.name, 'pro');
  assert.equal(await catalog.byId(99), null);
  await sql`update roles set name = 'provider' where id = 4`.execute(handle.db);
});

test('concurrent first reads share one load', async () => {
  const catalog = new RoleCatalog(handle.db);
  const [first, second] = await Promise.all([catalog.all(), catalog.all()]);
  assert.equal(first, second);
  assert.equal(first.length, 4);
});
