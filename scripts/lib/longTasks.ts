// Pure helpers behind `npm run profile:page`: which long tasks a page ran, and what ran inside each, from a
// Chrome trace (RunTask events) and a sampled CPU profile taken over the same load.

/** A node of a V8 CPU profile (the shape of `Profiler.stop`'s answer). */
export interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

export interface CpuProfile {
  nodes: ProfileNode[];
  /** Microseconds, on the same clock as trace events' `ts`. */
  startTime: number;
  samples: number[];
  /** Microseconds between consecutive samples; the first is from startTime. */
  timeDeltas: number[];
}

/** A task on the renderer's main thread: `ts` and `dur` in microseconds. */
export interface TraceTask {
  ts: number;
  dur: number;
}

export interface LongTask {
  /** Since the first task given, in ms. */
  startMs: number;
  durationMs: number;
  /** Inclusive time per function (each counted once per sample, however deep it recurs), largest first. */
  functions: Array<{ name: string; ms: number }>;
}

/** A task counts as long from this duration; the part above it is blocking time (Lighthouse's definition). */
export const LONG_TASK_MS = 50;

/** Total blocking time of a list of tasks: the sum of each task's time above 50 ms. */
export function blockingTimeMs(tasks: readonly TraceTask[]): number {
  return tasks.reduce((sum, task) => sum + Math.max(0, task.dur / 1000 - LONG_TASK_MS), 0);
}

/**
 * The long tasks with what ran inside each: every sample taken during a task is charged to each distinct
 * function on its stack (`name` decides what counts as the same function, e.g. a source-mapped name).
 */
export function longTaskBreakdown(
  profile: CpuProfile,
  tasks: readonly TraceTask[],
  name: (frame: ProfileNode['callFrame']) => string,
  top = 12,
): LongTask[] {
  const long = tasks.filter((task) => task.dur / 1000 > LONG_TASK_MS).sort((a, b) => a.ts - b.ts);
  if (long.length === 0) return [];
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const perTask = long.map(() => new Map<string, number>());

  let at = profile.startTime;
  profile.samples.forEach((sample, index) => {
    at += profile.timeDeltas[index] ?? 0;
    const weightMs = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const taskIndex = long.findIndex((task) => at >= task.ts && at <= task.ts + task.dur);
    if (taskIndex === -1) return;
    const charged = perTask[taskIndex]!;
    const seen = new Set<string>();
    for (let id: number | undefined = sample; id !== undefined; id = parent.get(id)) {
      const node = nodes.get(id);
      if (!node || node.callFrame.functionName === '(root)') continue;
      const key = name(node.callFrame);
      if (seen.has(key)) continue;
      seen.add(key);
      charged.set(key, (charged.get(key) ?? 0) + weightMs);
    }
  });

  return long.map((task, index) => ({
    startMs: (task.ts - long[0]!.ts) / 1000,
    durationMs: task.dur / 1000,
    functions: [...perTask[index]!.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([fn, ms]) => ({ name: fn, ms })),
  }));
}
