import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from '../../lib/redis.js';

export type RemoteLoadOutcome = 'ok' | 'failed' | 'timeout';

/** One micro-frontend load as the shell measured it in a visitor's browser. */
export interface RemoteLoad {
  remote: string;
  outcome: RemoteLoadOutcome;
  manifest_ms: number | null;
  entry_ms: number | null;
  version: string | null;
  /** ISO time the api received it. */
  at: string;
}

/** Reports kept per remote: enough for the admin page to show a trend and a failure rate, no more. */
export const LOADS_PER_REMOTE = 50;
/** Distinct remote names kept; reports for more are dropped (the names come from anonymous browsers). */
export const MAX_REMOTES = 32;

export interface RemoteLoadLog {
  add(load: RemoteLoad): Promise<void>;
  /** Newest first, per remote name. */
  recent(): Promise<Record<string, RemoteLoad[]>>;
}

export class MemoryRemoteLoadLog implements RemoteLoadLog {
  readonly #loads = new Map<string, RemoteLoad[]>();

  async add(load: RemoteLoad): Promise<void> {
    let list = this.#loads.get(load.remote);
    if (!list) {
      if (this.#loads.size >= MAX_REMOTES) return;
      list = [];
      this.#loads.set(load.remote, list);
    }
    list.unshift(load);
    list.length = Math.min(list.length, LOADS_PER_REMOTE);
  }

  async recent(): Promise<Record<string, RemoteLoad[]>> {
    return Object.fromEntries(
      [...this.#loads].map(([remote, list]) => [remote, list.map((load) => ({ ...load }))]),
    );
  }
}

const NAMES_KEY = 'remote-loads:names';
const listKey = (remote: string) => `remote-loads:${remote}`;

/** Shared by the replicas: a capped list per remote (LPUSH + LTRIM) and a set of the names seen. */
export class RedisRemoteLoadLog implements RemoteLoadLog {
  constructor(private readonly redis: Redis) {}

  async add(load: RemoteLoad): Promise<void> {
    const known = await this.redis.sismember(NAMES_KEY, load.remote);
    if (!known && (await this.redis.scard(NAMES_KEY)) >= MAX_REMOTES) return;
    await this.redis
      .multi()
      .sadd(NAMES_KEY, load.remote)
      .lpush(listKey(load.remote), JSON.stringify(load))
      .ltrim(listKey(load.remote), 0, LOADS_PER_REMOTE - 1)
      .exec();
  }

  async recent(): Promise<Record<string, RemoteLoad[]>> {
    const names = (await this.redis.smembers(NAMES_KEY)).sort();
    const result: Record<string, RemoteLoad[]> = {};
    for (const name of names) {
      const items = await this.redis.lrange(listKey(name), 0, LOADS_PER_REMOTE - 1);
      result[name] = items.map((item) => JSON.parse(item) as RemoteLoad);
    }
    return result;
  }
}

/** Redis while it answers, else this process's memory (a report is telemetry: losing one is acceptable). */
export class FallbackRemoteLoadLog implements RemoteLoadLog {
  readonly #memory = new MemoryRemoteLoadLog();

  constructor(
    private readonly shared: RemoteLoadLog,
    private readonly log?: FastifyBaseLogger,
  ) {}

  async add(load: RemoteLoad): Promise<void> {
    try {
      await this.shared.add(load);
    } catch (error) {
      this.log?.warn({ err: error }, 'Redis failed; remote-load report kept in this process only');
      await this.#memory.add(load);
    }
  }

  async recent(): Promise<Record<string, RemoteLoad[]>> {
    try {
      return await this.shared.recent();
    } catch (error) {
      this.log?.warn({ err: error }, 'Redis failed; remote-load reports of this process only');
      return this.#memory.recent();
    }
  }
}
