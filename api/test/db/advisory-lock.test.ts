import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { runExclusively } from '../../src/db/advisory-lock.js';
import { openDatabase, type DatabaseHandle } from '../../src/db/database.js';
import { describeOnPostgres } from '../helpers/databases.js';
import { createScratchDatabase, type ScratchDatabase } from '../helpers/scratch-postgres.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeOnPostgres('sweeps under an advisory lock', () => {
  let scratch: ScratchDatabase;
  let replicaA: DatabaseHandle;
  let replicaB: DatabaseHandle;
  before(async () => {
    scratch = await createScratchDatabase();
    // Two pools on one database: what two api replicas are to PostgreSQL.
    replicaA = await openDatabase({ databaseUrl: scratch.url, pgliteDir: null });
    replicaB = await openDatabase({ databaseUrl: scratch.url, pgliteDir: null });
  });
  after(async () => {
    await replicaA.close();
    await replicaB.close();
    await scratch.drop();
  });

  test('two replicas ticking at once: one sweeps, the other skips; the lock is free again afterwards', async () => {
    let runs = 0;
    const sweep = async () => {
      runs += 1;
      await pause(200);
    };
    const results = await Promise.all([
      runExclusively(replicaA.db, 'postgres', 'periodic:test sweep', sweep),
      runExclusively(replicaB.db, 'postgres', 'periodic:test sweep', sweep),
    ]);
    assert.equal(runs, 1);
    assert.deepEqual([...results].sort(), [false, true]);
    assert.equal(await runExclusively(replicaB.db, 'postgres', 'periodic:test sweep', sweep), true);
    assert.equal(runs, 2);
  });

  test('a sweep that fails releases the lock', async () => {
    await assert.rejects(
      runExclusively(replicaA.db, 'postgres', 'periodic:failing', async () => {
        throw new Error('boom');
      }),
      /boom/,
    );
    assert.equal(
      await runExclusively(replicaB.db, 'postgres', 'periodic:failing', async () => undefined),
      true,
    );
  });

  test('different sweeps do not block each other', async () => {
    let runs = 0;
    const sweep = async () => {
      runs += 1;
      await pause(100);
    };
    await Promise.all([
      runExclusively(replicaA.db, 'postgres', 'periodic:one', sweep),
      runExclusively(replicaB.db, 'postgres', 'periodic:two', sweep),
    ]);
    assert.equal(runs, 2);
  });
});

test('on PGlite (one process) the sweep always runs', async () => {
  const handle = await openDatabase({ databaseUrl: null, pgliteDir: null });
  try {
    let runs = 0;
    assert.equal(await runExclusively(handle.db, 'pglite', 'x', async () => void (runs += 1)), true);
    assert.equal(runs, 1);
  } finally {
    await handle.close();
  }
});
