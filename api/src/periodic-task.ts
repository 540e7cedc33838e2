import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { runExclusively } from './db/advisory-lock.js';
import type { DatabaseDriver } from './db/database.js';
import type { Database } from './db/schema.js';

export interface PeriodicTask {
  /** Names the task in the warning logged when a run fails. */
  name: string;
  /** 0 or less: never scheduled (tests call the task directly). */
  everyMs: number;
  run: () => Promise<unknown>;
  /**
   * Sweeps that must not run on two api replicas at once: each run takes a PostgreSQL advisory lock named after
   * the task and is skipped when another replica holds it (db/advisory-lock.ts).
   */
  exclusiveOn?: { db: Kysely<Database>; driver: DatabaseDriver };
}

/**
 * Runs housekeeping once the app is ready and then on an interval, without keeping the process alive; on
 * close it stops the timer and waits for a run in flight, so a test's database is never closed under it.
 * A failed run is logged and retried at the next tick: housekeeping must never take the api down.
 */
export function runPeriodically(app: FastifyInstance, task: PeriodicTask): void {
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const { exclusiveOn } = task;
  const run = exclusiveOn
    ? () => runExclusively(exclusiveOn.db, exclusiveOn.driver, `periodic:${task.name}`, task.run)
    : task.run;
  const tick = () => {
    running = run().catch((error: unknown) => app.log.warn({ err: error }, `${task.name} failed`));
  };
  if (task.everyMs > 0) {
    app.addHook('onReady', async () => {
      tick();
      timer = setInterval(tick, task.everyMs);
      timer.unref();
    });
  }
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
