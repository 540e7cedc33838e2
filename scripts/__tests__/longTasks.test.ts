import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { blockingTimeMs, longTaskBreakdown, type CpuProfile } from '../lib/longTasks';

const frame = (functionName: string) => ({ functionName, url: '', lineNumber: 0, columnNumber: 0 });

// root → hydrate → render → render (recursion); root → evaluate
const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(root)'), children: [2, 5] },
    { id: 2, callFrame: frame('hydrate'), children: [3] },
    { id: 3, callFrame: frame('render'), children: [4] },
    { id: 4, callFrame: frame('render') },
    { id: 5, callFrame: frame('evaluate') },
  ],
  startTime: 1_000_000,
  // Samples 10 ms apart (deltas in µs): at 1.00 s, 1.01 s, … 1.06 s.
  samples: [4, 4, 3, 5, 5, 5, 4],
  timeDeltas: [0, 10_000, 10_000, 10_000, 10_000, 10_000, 10_000],
};

describe('blockingTimeMs', () => {
  it('counts only the part of each task above 50 ms', () => {
    assert.equal(
      blockingTimeMs([
        { ts: 0, dur: 49_000 },
        { ts: 0, dur: 80_000 },
        { ts: 0, dur: 150_000 },
      ]),
      130,
    );
    assert.equal(blockingTimeMs([]), 0);
  });
});

describe('longTaskBreakdown', () => {
  it('charges each sample of a long task once to every function on its stack, and ignores short tasks', () => {
    const tasks = [
      // 1.000–1.025 s: the three hydrate samples (a 25 ms task is not long, so it is left out) …
      { ts: 1_000_000, dur: 25_000 },
      // … and a 55 ms task from 1.000 s that holds every sample but the last.
      { ts: 1_000_000, dur: 55_000 },
      { ts: 1_058_000, dur: 60_000 },
    ];
    const [first, second] = longTaskBreakdown(profile, tasks, (f) => f.functionName);
    assert.equal(first!.startMs, 0);
    assert.equal(first!.durationMs, 55);
    // Samples at 1.00–1.05 s: three under hydrate/render (render twice on the stack, counted once), three
    // under evaluate; each weighs the time to the next sample.
    assert.deepEqual(first!.functions, [
      { name: 'render', ms: 30 },
      { name: 'hydrate', ms: 30 },
      { name: 'evaluate', ms: 30 },
    ]);
    assert.equal(second!.startMs, 58);
    // The last sample has no following one to weigh it: listed, at 0 ms.
    assert.deepEqual(second!.functions, [
      { name: 'render', ms: 0 },
      { name: 'hydrate', ms: 0 },
    ]);
  });

  it('gives nothing when no task is long', () => {
    assert.deepEqual(
      longTaskBreakdown(profile, [{ ts: 1_000_000, dur: 10_000 }], (f) => f.functionName),
      [],
    );
  });
});
