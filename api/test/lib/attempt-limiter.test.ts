import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AttemptLimiter } from '../../src/lib/attempt-limiter.js';
import { MemoryCounterStore } from '../../src/lib/counter-store.js';

test('allows max attempts per window, then refuses with the seconds left until the window resets', async () => {
  let now = 1_000_000;
  const limiter = new AttemptLimiter({ max: 3, windowSeconds: 60 }, { now: () => now });
  for (let i = 0; i < 3; i += 1) assert.deepEqual(await limiter.hit('ip'), { allowed: true });
  now += 15_500;
  assert.deepEqual(await limiter.hit('ip'), { allowed: false, retryAfterSeconds: 45 });
  assert.deepEqual(await limiter.check('ip'), { allowed: false, retryAfterSeconds: 45 });
  // Other keys have their own window.
  assert.deepEqual(await limiter.hit('other'), { allowed: true });
  now += 45_000;
  assert.deepEqual(await limiter.hit('ip'), { allowed: true });
});

test('check does not count, and reset forgets the key', async () => {
  const limiter = new AttemptLimiter({ max: 1, windowSeconds: 60 }, { now: () => 0 });
  assert.deepEqual(await limiter.check('a'), { allowed: true });
  assert.deepEqual(await limiter.check('a'), { allowed: true });
  await limiter.hit('a');
  assert.equal((await limiter.check('a')).allowed, false);
  await limiter.reset('a');
  assert.equal((await limiter.check('a')).allowed, true);
});

test('limiters sharing one store under different names never count each other', async () => {
  const store = new MemoryCounterStore(() => 0);
  const a = new AttemptLimiter({ max: 1, windowSeconds: 60 }, { now: () => 0, store, name: 'a' });
  const b = new AttemptLimiter({ max: 1, windowSeconds: 60 }, { now: () => 0, store, name: 'b' });
  await a.hit('key');
  assert.equal((await a.hit('key')).allowed, false);
  assert.equal((await b.hit('key')).allowed, true);
});
