import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

export type { Redis };

/**
 * A client for REDIS_URL tuned for limits that must not stall requests: no offline queue (a command while
 * disconnected fails at once instead of waiting), one retry, a short command timeout, and reconnects forever
 * in the background so the shared store comes back by itself.
 */
export function createRedis(url: string, keyPrefix: string, log?: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    keyPrefix,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 500,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  let down = false;
  // ioredis emits 'error' on every failed reconnect; one line when it goes and one when it is back is enough.
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log?.warn({ err: error }, 'Redis is unreachable; using per-process memory until it is back');
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log?.info('Redis is reachable again');
  });
  return redis;
}

/** Waits for the first connection (or its failure) so that the app starts knowing where Redis stands. */
export async function connected(redis: Redis, timeoutMs = 2000): Promise<boolean> {
  if (redis.status === 'ready') return true;
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      clearTimeout(timer);
      redis.off('ready', onReady);
      redis.off('error', onError);
      resolve(ok);
    };
    const onReady = () => done(true);
    const onError = () => done(false);
    const timer = setTimeout(() => done(false), timeoutMs);
    redis.once('ready', onReady);
    redis.once('error', onError);
  });
}

/** PING answered: what /api/ready checks. */
export async function isRedisReachable(redis: Redis): Promise<boolean> {
  try {
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  }
}
