import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { resolveSigningKey, SIGNING_KEY_FILE } from '../../../src/modules/auth/signing-key.js';

test('without JWT_SECRET a key is generated once into the data folder and reused', async () => {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'prohive-key-')), 'nested');
  const first = await resolveSigningKey(null, dir);
  const second = await resolveSigningKey(null, dir);
  assert.equal(first.length, 64);
  assert.deepEqual(second, first);
  const file = path.join(dir, SIGNING_KEY_FILE);
  assert.equal(statSync(file).mode & 0o777, 0o600);
  assert.equal(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url').length, 64);
  // Two data folders, two different keys: nothing is a constant in the code.
  const other = await resolveSigningKey(null, mkdtempSync(path.join(tmpdir(), 'prohive-key-')));
  assert.notDeepEqual(other, first);
});

test('JWT_SECRET wins over the stored key', async () => {
  const key = await resolveSigningKey('s'.repeat(40), mkdtempSync(path.join(tmpdir(), 'prohive-key-')));
  assert.deepEqual(key, new TextEncoder().encode('s'.repeat(40)));
});
