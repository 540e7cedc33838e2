import { randomBytes } from 'node:crypto';
import { before, describe } from 'node:test';
import { Redis } from 'ioredis';
import { createRedis } from '../../src/lib/redis.js';

/** The Redis the shared-store tests use: REDIS_TEST_URL, else the local one. */
export const REDIS_TEST_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
/** Nothing listens here: a Redis that is configured but down. */
export const DEAD_REDIS_URL = 'redis://127.0.0.1:9';

async function probeRedis(): Promise<string | null> {
  const client = new Redis(REDIS_TEST_URL, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    client.disconnect();
  }
}

const redisProblem = await probeRedis();
const underCi = process.env.CI === 'true';

/** A key prefix no other test (or run) shares, so tests never see each other's counters. */
export function uniquePrefix(): string {
  return `prohive-test:${randomBytes(6).toString('hex')}:`;
}

/** A client as the app makes one, under a fresh prefix; the caller disconnects it. */
export function testRedis(prefix = uniquePrefix()) {
  return createRedis(REDIS_TEST_URL, prefix);
}

/** Removes every key under a prefix (a client without keyPrefix, as SCAN patterns are not prefixed). */
export async function dropPrefix(prefix: string): Promise<void> {
  const client = new Redis(REDIS_TEST_URL, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await client.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    client.disconnect();
  }
}

/**
 * Tests that need the real Redis: skipped locally when it is not reachable, failing under CI=true, like the
 * PostgreSQL tests (helpers/databases.ts).
 */
export function describeWithRedis(name: string, body: () => void): void {
  const skip =
    redisProblem && !underCi
      ? `Redis not reachable at ${REDIS_TEST_URL} (${redisProblem}); set REDIS_TEST_URL or start it`
      : false;
  describe(`${name} [redis]`, { skip }, () => {
    before(() => {
      if (redisProblem)
        throw new Error(`CI=true but Redis is not reachable at ${REDIS_TEST_URL}: ${redisProblem}`);
    });
    body();
  });
}
