import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
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
