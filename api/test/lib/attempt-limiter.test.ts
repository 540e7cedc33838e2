import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AttemptLimiter } from '../../src/lib/attempt-limiter.js';

test('allows max attempts per window, then refuses with the seconds left until the window resets', () => {
  let now = 1_000_000;
  const limiter = new AttemptLimiter({ max: 3, windowSeconds: 60 }, () => now);
  for (let i = 0; i < 3; i += 1) assert.deepEqual(limiter.hit('ip'), { allowed: true });
  now += 15_500;
  assert.deepEqual(limiter.hit('ip'), { allowed: false, retryAfterSeconds: 45 });
  assert.deepEqual(limiter.check('ip'), { allowed: false, retryAfterSeconds: 45 });
  // Other keys have their own window.
  assert.deepEqual(limiter.hit('other'), { allowed: true });
  now += 45_000;
  assert.deepEqual(limiter.hit('ip'), { allowed: true });
});

test('check does not count, and reset forgets the key', () => {
  const limiter = new AttemptLimiter({ max: 1, windowSeconds: 60 }, () => 0);
  assert.deepEqual(limiter.check('a'), { allowed: true });
  assert.deepEqual(limiter.check('a'), { allowed: true });
  limiter.hit('a');
  assert.equal(limiter.check('a').allowed, false);
  limiter.reset('a');
  assert.equal(limiter.check('a').allowed, true);
});
