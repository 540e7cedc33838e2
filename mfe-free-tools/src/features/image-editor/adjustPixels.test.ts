import { adjustPixels, cssFilter } from './adjustPixels';
import { NEUTRAL_ADJUSTMENTS } from './editState';

function pixel(r: number, g: number, b: number) {
  return new Uint8ClampedArray([r, g, b, 255]);
}

describe('adjustPixels (the CSS filter maths, for canvases without ctx.filter)', () => {
  it('leaves pixels alone at 100 / 100 / 100', () => {
    const data = pixel(10, 128, 250);
    adjustPixels(data, NEUTRAL_ADJUSTMENTS);
    expect(Array.from(data)).toEqual([10, 128, 250, 255]);
  });

  it('brightness 150 %: (100, 50, 20) → (150, 75, 30)', () => {
    const data = pixel(100, 50, 20);
    adjustPixels(data, { ...NEUTRAL_ADJUSTMENTS, brightness: 150 });
    expect(Array.from(data)).toEqual([150, 75, 30, 255]);
  });

  it('contrast 0 % turns every pixel mid grey', () => {
    const data = pixel(0, 200, 255);
    adjustPixels(data, { ...NEUTRAL_ADJUSTMENTS, contrast: 0 });
    expect(Array.from(data.slice(0, 3))).toEqual([128, 128, 128]);
  });

  it('saturation 0 % gives grey of the Rec. 709 luma: pure red → (54, 54, 54)', () => {
    const data = pixel(255, 0, 0);
    adjustPixels(data, { ...NEUTRAL_ADJUSTMENTS, saturation: 0 });
    expect(Array.from(data.slice(0, 3))).toEqual([54, 54, 54]);
  });

  it('names the same steps as a CSS filter', () => {
    expect(cssFilter({ brightness: 120, contrast: 90, saturation: 0 })).toBe(
      'brightness(120%) contrast(90%) saturate(0%)',
    );
  });
});
