import type { Adjustments } from './editState';

/** The CSS filter the canvas applies, when it supports `ctx.filter`. */
export function cssFilter(adjust: Adjustments): string {
  return `brightness(${adjust.brightness}%) contrast(${adjust.contrast}%) saturate(${adjust.saturation}%)`;
}

export function isNeutral(adjust: Adjustments): boolean {
  return adjust.brightness === 100 && adjust.contrast === 100 && adjust.saturation === 100;
}

function clampByte(value: number): number {
  return value < 0 ? 0 : value > 255 ? 255 : Math.round(value);
}

/**
 * The same brightness, contrast and saturate functions as the CSS filter (Filter Effects spec), on RGBA bytes in
 * place. For browsers whose canvas ignores `ctx.filter` (older Safari), so the export matches the preview.
 */
export function adjustPixels(data: Uint8ClampedArray, adjust: Adjustments): void {
  const b = adjust.brightness / 100;
  const c = adjust.contrast / 100;
  const s = adjust.saturation / 100;
  const intercept = 255 * (0.5 - 0.5 * c);
  const m = [
    0.213 + 0.787 * s,
    0.715 - 0.715 * s,
    0.072 - 0.072 * s,
    0.213 - 0.213 * s,
    0.715 + 0.285 * s,
    0.072 - 0.072 * s,
    0.213 - 0.213 * s,
    0.715 - 0.715 * s,
    0.072 + 0.928 * s,
  ] as const;
  for (let i = 0; i < data.length; i += 4) {
    const r = clampByte(clampByte(data[i]! * b) * c + intercept);
    const g = clampByte(clampByte(data[i + 1]! * b) * c + intercept);
    const bl = clampByte(clampByte(data[i + 2]! * b) * c + intercept);
    data[i] = clampByte(m[0] * r + m[1] * g + m[2] * bl);
    data[i + 1] = clampByte(m[3] * r + m[4] * g + m[5] * bl);
    data[i + 2] = clampByte(m[6] * r + m[7] * g + m[8] * bl);
  }
}
