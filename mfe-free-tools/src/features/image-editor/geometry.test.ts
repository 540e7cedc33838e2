import { beforeAfterLayout, fitWithin, previewCanvasSize } from './geometry';
import { initialEditState } from './editState';

describe('fitWithin', () => {
  it('shrinks a 6000 × 4000 (24 MP) photo to 2048 × 1365 for the preview, and never enlarges', () => {
    expect(fitWithin({ width: 6000, height: 4000 }, 2048)).toEqual({ width: 2048, height: 1365 });
    expect(fitWithin({ width: 800, height: 600 }, 2048)).toEqual({ width: 800, height: 600 });
  });

  it('the preview canvas follows the finished frame: a 16:9 crop of 6000 × 4000 previews at 2048 × 1152', () => {
    const state = {
      ...initialEditState({ width: 6000, height: 4000 }),
      crop: { x: 0, y: 312, width: 6000, height: 3375 },
    };
    expect(previewCanvasSize(state, 2048)).toEqual({ width: 2048, height: 1152 });
  });
});

describe('beforeAfterLayout', () => {
  it('side by side: a 4000 × 3000 and a 2000 × 1000 meet at 1000 px high → 1333 + 2000 wide', () => {
    expect(
      beforeAfterLayout({ width: 4000, height: 3000 }, { width: 2000, height: 1000 }, 'side-by-side', 4096),
    ).toEqual({
      size: { width: 3333, height: 1000 },
      before: { x: 0, y: 0, width: 1333, height: 1000 },
      after: { x: 1333, y: 0, width: 2000, height: 1000 },
    });
  });

  it('stacked, two 6000 × 4000 photos: 6000 × 8000, shrunk to 3072 × 4096', () => {
    expect(
      beforeAfterLayout({ width: 6000, height: 4000 }, { width: 6000, height: 4000 }, 'stacked', 4096),
    ).toEqual({
      size: { width: 3072, height: 4096 },
      before: { x: 0, y: 0, width: 3072, height: 2048 },
      after: { x: 0, y: 2048, width: 3072, height: 2048 },
    });
  });
});
