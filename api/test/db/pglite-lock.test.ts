import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { sql } from 'kysely';
import { openDatabase } from '../../src/db/database.js';
import { DatabaseInUseError, lockPgliteDir } from '../../src/db/pglite-lock.js';

test('a second opener of the same embedded database folder is refused until the first closes', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'prohive-lock-'));
  const release = await lockPgliteDir(dir);
  // Simulate another live process holding it: our parent is alive and is not us.
  writeFileSync(`${dir}.lock`, String(process.ppid));
  await assert.rejects(lockPgliteDir(dir), DatabaseInUseError);
  await release();
  assert.equal(existsSync(`${dir}.lock`), false);
});

test('a lock left by a process that has exited is taken over', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'prohive-lock-'));
  const exited = spawnSync(process.execPath, [
    '-e',
    'process.stdout.write(String(process.pid))',
  ]).stdout.toString();
  writeFileSync(`${dir}.lock`, exited);
  const release = await lockPgliteDir(dir);
  await release();
});

test('openDatabase holds the lock for the life of the handle', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'prohive-lock-'));
  const handle = await openDatabase({ databaseUrl: null, pgliteDir: dir });
  assert.equal(existsSync(`${dir}.lock`), true);
  await handle.close();
  assert.equal(existsSync(`${dir}.lock`), false);
});

test('an embedded database on disk checkpoints on its own, so a crash replays little', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'prohive-checkpoint-'));
  const handle = await openDatabase({ databaseUrl: null, pgliteDir: dir, checkpointEveryMs: 100 });
  const checkpointAt = async () =>
    (
      await sql<{ lsn: string }>`select checkpoint_lsn::text as lsn from pg_control_checkpoint()`.execute(
        handle.db,
      )
    ).rows[0]!.lsn;
  try {
    const before = await checkpointAt();
    await sql`create table filler as select g, md5(g::text) as body from generate_series(1, 20000) g`.execute(
      handle.db,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    assert.notEqual(await checkpointAt(), before);
  } finally {
    await handle.close();
  }
});

test('taking over a lock from a process that died says so', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'prohive-lock-'));
  const exited = Number(
    spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString(),
  );
  writeFileSync(`${dir}.lock`, String(exited));
  const stale: number[] = [];
  const release = await lockPgliteDir(dir, (pid) => stale.push(pid));
  await release();
  assert.deepEqual(stale, [exited]);
});
