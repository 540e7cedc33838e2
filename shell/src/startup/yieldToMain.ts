interface SchedulerWithYield {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a later task, so the browser can paint and answer input between two pieces of start-up work
 * instead of running them as one long task. `scheduler.yield()` keeps the continuation ahead of other queued
 * tasks where the browser has it; elsewhere a zero-delay timeout does the same job.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
