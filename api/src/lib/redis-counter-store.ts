import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from './redis.js';
import { MemoryCounterStore, type Counter, type CounterStore } from './counter-store.js';

// One round trip, atomic: the first hit of a window sets its expiry, so a crash between INCR and PEXPIRE can
// never leave a counter without one (the PTTL < 0 branch repairs a key that somehow has none).
const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

/** Fixed windows in Redis, shared by every api replica: a key per window, expiring with it. */
export class RedisCounterStore implements CounterStore {
  constructor(
    private readonly redis: Redis,
    private readonly now: () => number = Date.now,
  ) {}

  async increment(key: string, windowSeconds: number): Promise<Counter> {
    const [count, ttl] = (await this.redis.eval(INCREMENT, 1, key, String(windowSeconds * 1000))) as [
      number,
      number,
    ];
    return { count, resetsAt: this.now() + ttl };
  }

  async peek(key: string): Promise<Counter | null> {
    const results = await this.redis.multi().get(key).pttl(key).exec();
    if (!results) return null;
    const [[getError, value], [ttlError, ttl]] = results as [
      [Error | null, string | null],
      [Error | null, number],
    ];
    if (getError) throw getError;
    if (ttlError) throw ttlError;
    if (value === null || ttl < 0) return null;
    return { count: Number(value), resetsAt: this.now() + ttl };
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(key);
  }
}

/**
 * Redis while it answers, process memory while it does not. Failing open to memory keeps sign-in working when
 * Redis is down (a shared limit briefly becomes a per-replica one, still bounded); failing closed would lock
 * every user out, and skipping limits altogether would let a brute force through. Logged once per outage.
 */
export class FallbackCounterStore implements CounterStore {
  readonly #memory: MemoryCounterStore;
  #failing = false;

  constructor(
    private readonly shared: CounterStore,
    private readonly log?: FastifyBaseLogger,
    now: () => number = Date.now,
  ) {
    this.#memory = new MemoryCounterStore(now);
  }

  /** True while the last shared call failed and counts go to memory. */
  get degraded(): boolean {
    return this.#failing;
  }

  increment(key: string, windowSeconds: number): Promise<Counter> {
    return this.#either((store) => store.increment(key, windowSeconds));
  }

  peek(key: string): Promise<Counter | null> {
    return this.#either((store) => store.peek(key));
  }

  delete(key: string): Promise<void> {
    return this.#either((store) => store.delete(key));
  }

  async #either<T>(call: (store: CounterStore) => Promise<T>): Promise<T> {
    try {
      const result = await call(this.shared);
      if (this.#failing) {
        this.#failing = false;
        this.log?.info('shared rate-limit counters are back in Redis');
      }
      return result;
    } catch (error) {
      if (!this.#failing) {
        this.#failing = true;
        this.log?.warn({ err: error }, 'Redis failed; rate-limit counters fall back to this process');
      }
      return call(this.#memory);
    }
  }
}
