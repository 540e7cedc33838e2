import {
  canRedo,
  canUndo,
  HISTORY_LIMIT,
  historyReducer,
  startHistory,
  type HistoryAction,
} from './editHistory';

const start = startHistory({ width: 4000, height: 3000 });

function run(...actions: HistoryAction[]) {
  return actions.reduce(historyReducer, start);
}

describe('undo and redo', () => {
  it('rotate, flip, undo, undo, redo: back to rotated only', () => {
    const history = run(
      { type: 'rotate', direction: 'cw' },
      { type: 'flip', axis: 'horizontal' },
      { type: 'undo' },
      { type: 'undo' },
      { type: 'redo' },
    );
    expect(history.present.rotation).toBe(90);
    expect(history.present.mirrored).toBe(false);
    expect(canUndo(history)).toBe(true);
    expect(canRedo(history)).toBe(true);
  });

  it('a new edit after undo drops the redo branch', () => {
    const history = run(
      { type: 'rotate', direction: 'cw' },
      { type: 'undo' },
      { type: 'flip', axis: 'vertical' },
    );
    expect(canRedo(history)).toBe(false);
    expect(history.present.rotation).toBe(180);
  });

  it('dragging the brightness slider 100 → 110 → 120 → 130 is one undo step', () => {
    const history = run(
      { type: 'adjust', key: 'brightness', value: 110 },
      { type: 'adjust', key: 'brightness', value: 120 },
      { type: 'adjust', key: 'brightness', value: 130 },
    );
    expect(history.past).toHaveLength(1);
    expect(historyReducer(history, { type: 'undo' }).present.adjust.brightness).toBe(100);
  });

  it('after the slider is let go (closeStep) the next move is a new step', () => {
    const history = run(
      { type: 'adjust', key: 'contrast', value: 120 },
      { type: 'closeStep' },
      { type: 'adjust', key: 'contrast', value: 140 },
      { type: 'undo' },
    );
    expect(history.present.adjust.contrast).toBe(120);
  });

  it('a change to another slider starts a new step', () => {
    const history = run(
      { type: 'adjust', key: 'contrast', value: 120 },
      { type: 'adjust', key: 'saturation', value: 50 },
      { type: 'undo' },
    );
    expect(history.present.adjust).toMatchObject({ contrast: 120, saturation: 100 });
  });

  it('an action that changes nothing adds no step; undo with nothing to undo is a no-op', () => {
    expect(run({ type: 'adjust', key: 'brightness', value: 100 })).toBe(start);
    expect(run({ type: 'undo' })).toBe(start);
    expect(run({ type: 'redo' })).toBe(start);
  });

  it(`keeps the last ${HISTORY_LIMIT} steps`, () => {
    const turns = Array.from({ length: HISTORY_LIMIT + 20 }, (): HistoryAction => ({
      type: 'rotate',
      direction: 'cw',
    }));
    expect(run(...turns).past).toHaveLength(HISTORY_LIMIT);
  });

  it('loading another photo starts a fresh history', () => {
    const history = run(
      { type: 'rotate', direction: 'cw' },
      { type: 'load', source: { width: 10, height: 20 } },
    );
    expect(canUndo(history)).toBe(false);
    expect(history.present.source).toEqual({ width: 10, height: 20 });
  });
});
