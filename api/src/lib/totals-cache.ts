/**
 * Large totals (`threshold` and up) are kept briefly per filter set: counting thousands of matches on every
 * page turn buys nothing, while small totals, the ones a person can see change, are always counted. The owner of a
 * cache clears it on every change it makes (jobs/routes.ts); changes made elsewhere (another api process, a job
 * reaching its expiry) show within `ttlMs`.
 */
export class TotalsCache {
  readonly #entries = new Map<string, { total: number; expires: number }>();

  constructor(
    readonly ttlMs = 30_000,
    readonly threshold = 1_000,
    readonly maxEntries = 5_000,
  ) {}

  get(key: string, now: number): number | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= now) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.total;
  }

  set(key: string, total: number, now: number): void {
    if (total < this.threshold) return;
    if (this.#entries.size >= this.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, { total, expires: now + this.ttlMs });
  }

  clear(): void {
    this.#entries.clear();
  }
}
