import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { connected, createRedis, type Redis } from '../../src/lib/redis.js';
import { FallbackCounterStore, RedisCounterStore } from '../../src/lib/redis-counter-store.js';
import { DEAD_REDIS_URL, describeWithRedis, dropPrefix, testRedis, uniquePrefix } from '../helpers/redis.js';

describeWithRedis('RedisCounterStore', () => {
  const prefix = uniquePrefix();
  let redis: Redis;
  before(async () => {
    redis = testRedis(prefix);
    assert.ok(await connected(redis));
  });
  after(async () => {
    redis.disconnect();
    await dropPrefix(prefix);
  });

  test('counts a fixed window atomically, reports when it resets, peeks without counting, deletes', async () => {
    const store = new RedisCounterStore(redis);
    const before = Date.now();
    const results = await Promise.all(Array.from({ length: 20 }, () => store.increment('k', 60)));
    assert.deepEqual(
      results.map((result) => result.count).sort((a, b) => a - b),
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    const peeked = await store.peek('k');
    assert.equal(peeked?.count, 20);
    assert.ok(peeked && peeked.resetsAt > before + 55_000 && peeked.resetsAt <= Date.now() + 60_000);
    assert.equal(await store.peek('absent'), null);
    await store.delete('k');
    assert.equal(await store.peek('k'), null);
    assert.equal((await store.increment('k', 60)).count, 1);
  });

  test('a window expires in Redis: the next hit opens a new one', async () => {
    const store = new RedisCounterStore(redis);
    await store.increment('short', 1);
    await store.increment('short', 1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    assert.equal(await store.peek('short'), null);
    assert.equal((await store.increment('short', 1)).count, 1);
  });

  test('the fallback store uses Redis while it answers', async () => {
    const store = new FallbackCounterStore(new RedisCounterStore(redis));
    await store.increment('shared', 60);
    assert.equal(store.degraded, false);
    assert.equal((await new RedisCounterStore(redis).peek('shared'))?.count, 1);
  });
});

test('Redis configured but down: counters fall back to process memory, still limit, and say so once', async () => {
  const dead = createRedis(DEAD_REDIS_URL, uniquePrefix());
  const warnings: string[] = [];
  const log = { warn: (_: unknown, message: string) => warnings.push(message), info: () => undefined };
  try {
    const store = new FallbackCounterStore(new RedisCounterStore(dead), log as never);
    for (let i = 1; i <= 3; i += 1) assert.equal((await store.increment('ip', 60)).count, i);
    assert.equal((await store.peek('ip'))?.count, 3);
    assert.equal(store.degraded, true);
    assert.deepEqual(warnings, ['Redis failed; rate-limit counters fall back to this process']);
  } finally {
    dead.disconnect();
  }
});
