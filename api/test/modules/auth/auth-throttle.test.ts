import assert from 'node:assert/strict';
import { test } from 'node:test';
import { FixedWindowCounters } from '../../../src/lib/attempt-limiter.js';
import { DEFAULT_AUTH_RATE_LIMITS } from '../../../src/modules/auth/attempt-limiter.js';
import { AuthThrottle } from '../../../src/modules/auth/auth-throttle.js';
import { MemoryCounterStore } from '../../../src/modules/auth/counter-store.js';

function throttleAt(start = 1_000_000) {
  const clock = { now: start };
  const store = new MemoryCounterStore(() => clock.now);
  return { clock, store, throttle: new AuthThrottle(store, DEFAULT_AUTH_RATE_LIMITS, () => clock.now) };
}

test('a blocked address may try again once its failure window has passed', async () => {
  const { clock, throttle } = throttleAt();
  for (let i = 0; i < 20; i += 1) await throttle.signInFailed('192.0.2.1', `user${i}@example.com`);
  clock.now += 60_000;
  await assert.rejects(throttle.beforeSignIn('192.0.2.1', 'new@example.com'), (error: unknown) => {
    const refusal = error as { statusCode: number; headers: Record<string, string> };
    assert.equal(refusal.statusCode, 429);
    assert.equal(refusal.headers['retry-after'], '840');
    return true;
  });
  clock.now += 840_000;
  await throttle.beforeSignIn('192.0.2.1', 'new@example.com');
});

test('an account failing from many addresses tightens the per address + email limit, and only that', async () => {
  const { throttle } = throttleAt();
  const email = 'target@example.com';
  await throttle.signInFailed('198.51.100.1', email);
  await throttle.signInFailed('198.51.100.1', email);
  // Below the account's attack threshold, two failures from one address are well within its five.
  await throttle.beforeSignIn('198.51.100.1', email);
  for (let i = 2; i <= 9; i += 1) await throttle.signInFailed(`198.51.100.${i}`, email);
  await assert.rejects(throttle.beforeSignIn('198.51.100.1', email), { statusCode: 429 });
  // One failure from an address is still allowed a second try, and a fresh address is not held back at all.
  await throttle.beforeSignIn('198.51.100.9', email);
  await throttle.beforeSignIn('198.51.100.200', email);
  await throttle.beforeSignIn('198.51.100.1', 'someone-else@example.com');
});

test('the in-memory counters never hold more keys than their bound, under a flood of new keys', async () => {
  let now = 0;
  const counters = new FixedWindowCounters(() => now, 100);
  for (let i = 0; i < 1000; i += 1) {
    counters.increment(`flood-${i}`, 900);
    now += 1;
  }
  assert.ok(counters.size <= 100 && counters.size >= 90, String(counters.size));
  // The newest keys are kept, the oldest forgotten.
  assert.equal(counters.peek('flood-999')?.count, 1);
  assert.equal(counters.peek('flood-0'), null);

  const store = new MemoryCounterStore(() => now, 10);
  for (let i = 0; i < 50; i += 1) await store.increment(`k${i}`, 60);
  assert.ok(store.size <= 10, String(store.size));
});
