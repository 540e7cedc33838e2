import {
  constrainCrop,
  editReducer,
  initialEditState,
  orientedSize,
  outputSize,
  type EditAction,
  type EditState,
} from './editState';
import { orientPoint } from './geometry';

// A 4000 × 3000 (12 MP) landscape photo.
const photo = initialEditState({ width: 4000, height: 3000 });

function apply(state: EditState, ...actions: EditAction[]): EditState {
  return actions.reduce(editReducer, state);
}

describe('crop', () => {
  it('4:3 on a 4000 × 3000 photo is the whole photo; 1:1 is the centred 3000 × 3000', () => {
    expect(apply(photo, { type: 'setAspect', aspect: '4:3' }).crop).toEqual({
      x: 0,
      y: 0,
      width: 4000,
      height: 3000,
    });
    expect(apply(photo, { type: 'setAspect', aspect: '1:1' }).crop).toEqual({
      x: 500,
      y: 0,
      width: 3000,
      height: 3000,
    });
  });

  it('16:9 on a 4000 × 3000 photo is 4000 × 2250, 375 px from the top', () => {
    expect(apply(photo, { type: 'setAspect', aspect: '16:9' }).crop).toEqual({
      x: 0,
      y: 375,
      width: 4000,
      height: 2250,
    });
  });

  it('keeps a fixed ratio when the user types a width: 1:1 and width 1200 → 1200 × 1200', () => {
    const state = apply(
      photo,
      { type: 'setAspect', aspect: '1:1' },
      { type: 'setCrop', rect: { x: 100, y: 100, width: 1200, height: 50 } },
    );
    expect(state.crop).toEqual({ x: 100, y: 100, width: 1200, height: 1200 });
  });

  it('keeps a crop inside the photo and at least 16 px: (3990, -20, 500, 5) → (3984, 0, 16, 16)', () => {
    expect(constrainCrop({ x: 3990, y: -20, width: 500, height: 5 }, photo.source, null)).toEqual({
      x: 3984,
      y: 0,
      width: 16,
      height: 16,
    });
  });

  it('a fixed ratio that does not fit downwards shrinks the width instead: 16:9 at y 2900 on 3000 px', () => {
    const crop = constrainCrop({ x: 0, y: 2900, width: 4000, height: 100 }, photo.source, 16 / 9);
    expect(crop.y + crop.height).toBeLessThanOrEqual(3000);
    expect(crop.width / crop.height).toBeCloseTo(16 / 9, 1);
  });

  it('never leaves the photo on a tall ratio: 9:16 from any corner of a 4000 × 3000 photo stays inside', () => {
    for (const [x, y] of [
      [0, 0],
      [3900, 2900],
      [1234, 2987],
      [3999, 17],
    ] as const) {
      for (const height of [17, 300, 2999, 5000]) {
        const crop = constrainCrop({ x, y, width: 10, height }, photo.source, 9 / 16);
        expect(crop.x + crop.width).toBeLessThanOrEqual(4000);
        expect(crop.y + crop.height).toBeLessThanOrEqual(3000);
      }
    }
  });

  it('the output is the crop, or the resize width with the crop’s proportions', () => {
    const cropped = apply(photo, { type: 'setCrop', rect: { x: 0, y: 0, width: 2000, height: 1000 } });
    expect(outputSize(cropped)).toEqual({ width: 2000, height: 1000 });
    expect(outputSize(apply(cropped, { type: 'setResizeWidth', width: 800 }))).toEqual({
      width: 800,
      height: 400,
    });
    // Never wider than the crop: resizing only ever shrinks.
    expect(outputSize(apply(cropped, { type: 'setResizeWidth', width: 9000 }))).toEqual({
      width: 2000,
      height: 1000,
    });
  });
});

describe('rotate and flip', () => {
  it('rotating a 4000 × 3000 photo clockwise makes it 3000 × 4000 and moves the crop with it', () => {
    const cropped = apply(photo, { type: 'setCrop', rect: { x: 100, y: 200, width: 1000, height: 500 } });
    const turned = apply(cropped, { type: 'rotate', direction: 'cw' });
    expect(orientedSize(turned)).toEqual({ width: 3000, height: 4000 });
    // The crop's top-left (100, 200) now sits at (3000 − 200 − 500, 100).
    expect(turned.crop).toEqual({ x: 2300, y: 100, width: 500, height: 1000 });
    expect(apply(turned, { type: 'rotate', direction: 'ccw' }).crop).toEqual(cropped.crop);
  });

  it('four clockwise turns and two flips of each kind are the identity', () => {
    const cropped = apply(photo, { type: 'setCrop', rect: { x: 100, y: 200, width: 1000, height: 500 } });
    const cw: EditAction = { type: 'rotate', direction: 'cw' };
    expect(apply(cropped, cw, cw, cw, cw)).toEqual(cropped);
    const h: EditAction = { type: 'flip', axis: 'horizontal' };
    const v: EditAction = { type: 'flip', axis: 'vertical' };
    expect(apply(cropped, h, h)).toEqual(cropped);
    expect(apply(cropped, v, v)).toEqual(cropped);
    // A horizontal and a vertical flip together are a half turn.
    const both = apply(cropped, h, v);
    const halfTurn = apply(cropped, cw, cw);
    expect(both.rotation).toBe(halfTurn.rotation);
    expect(both.crop).toEqual(halfTurn.crop);
  });

  it('a rotated 4:3 crop becomes 3:4, and the resize width follows the turned frame', () => {
    const state = apply(
      photo,
      { type: 'setAspect', aspect: '4:3' },
      { type: 'setResizeWidth', width: 800 },
      { type: 'rotate', direction: 'cw' },
    );
    expect(state.aspect).toBe('3:4');
    expect(outputSize(state)).toEqual({ width: 600, height: 800 });
  });

  // The state's orientation must map pixels exactly as the view operations do, whatever came before.
  const size = { width: 40, height: 30 };
  const corner = { x: 3, y: 5 };
  const sequences: EditAction[][] = [
    [],
    [{ type: 'rotate', direction: 'cw' }],
    [{ type: 'flip', axis: 'horizontal' }],
    [
      { type: 'rotate', direction: 'cw' },
      { type: 'flip', axis: 'vertical' },
    ],
    [
      { type: 'flip', axis: 'vertical' },
      { type: 'rotate', direction: 'ccw' },
      { type: 'flip', axis: 'horizontal' },
    ],
  ];
  it.each(
    sequences.map((sequence) => [sequence.map((a) => JSON.stringify(a)).join(' → ') || 'none', sequence]),
  )('after %s, flip and rotate move the source pixel (3, 5) as the view expects', (_, sequence) => {
    const before = apply(initialEditState(size), ...(sequence as EditAction[]));
    const at = orientPoint(before, corner);
    const frame = orientedSize(before);
    const h = apply(before, { type: 'flip', axis: 'horizontal' });
    expect(orientPoint(h, corner)).toEqual({ x: frame.width - at.x, y: at.y });
    const v = apply(before, { type: 'flip', axis: 'vertical' });
    expect(orientPoint(v, corner)).toEqual({ x: at.x, y: frame.height - at.y });
    const cw = apply(before, { type: 'rotate', direction: 'cw' });
    expect(orientPoint(cw, corner)).toEqual({ x: frame.height - at.y, y: at.x });
  });

  it('annotations turn and mirror with the frame: text at (0.2, 0.1) → cw (0.9, 0.2) → flip h (0.1, 0.2)', () => {
    const withText = apply(photo, {
      type: 'addAnnotation',
      annotation: { id: 't', kind: 'text', text: 'Before', x: 0.2, y: 0.1, size: 0.05, color: 'white' },
    });
    const turned = apply(withText, { type: 'rotate', direction: 'cw' });
    expect(turned.annotations[0]).toMatchObject({ x: 0.9, y: 0.2 });
    const flipped = apply(turned, { type: 'flip', axis: 'horizontal' });
    expect(flipped.annotations[0]!).toMatchObject({ y: 0.2 });
    expect((flipped.annotations[0] as { x: number }).x).toBeCloseTo(0.1);
  });
});

describe('adjust and annotations', () => {
  it('clamps brightness to 0–200 %', () => {
    expect(apply(photo, { type: 'adjust', key: 'brightness', value: 250 }).adjust.brightness).toBe(200);
  });

  it('adds, moves and removes an arrow', () => {
    const added = apply(photo, {
      type: 'addAnnotation',
      annotation: { id: 'a', kind: 'arrow', x1: 0.1, y1: 0.1, x2: 0.5, y2: 0.5, color: 'red' },
    });
    const moved = apply(added, { type: 'updateAnnotation', id: 'a', changes: { x2: 0.8 } });
    expect(moved.annotations[0]).toMatchObject({ x2: 0.8, y2: 0.5 });
    expect(apply(moved, { type: 'removeAnnotation', id: 'a' }).annotations).toEqual([]);
  });
});
