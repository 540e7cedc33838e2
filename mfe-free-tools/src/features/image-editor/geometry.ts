import { cropRect, orientedSize, outputSize, type EditState, type Rect, type Size } from './editState';

export interface Point {
  x: number;
  y: number;
}

/**
 * Where a pixel of the source lands in the oriented image: mirror first, then rotate clockwise about the
 * centre. {@link drawTransform} gives the canvas the same mapping.
 */
export function orientPoint(state: Pick<EditState, 'source' | 'rotation' | 'mirrored'>, point: Point): Point {
  const { width, height } = state.source;
  const oriented = orientedSize(state);
  const a = (point.x - width / 2) * (state.mirrored ? -1 : 1);
  const b = point.y - height / 2;
  const angle = (state.rotation * Math.PI) / 180;
  const cos = Math.round(Math.cos(angle));
  const sin = Math.round(Math.sin(angle));
  return { x: a * cos - b * sin + oriented.width / 2, y: a * sin + b * cos + oriented.height / 2 };
}

/** The canvas steps that draw the source into an output canvas of `canvas` size (see drawEdit). */
export interface DrawTransform {
  scaleX: number;
  scaleY: number;
  cropX: number;
  cropY: number;
  orientedCentre: Point;
  radians: number;
  mirror: -1 | 1;
  /** Where to draw the source, centred on the origin, in full-size pixels. */
  sourceRect: { x: number; y: number; width: number; height: number };
}

export function drawTransform(state: EditState, canvas: Size): DrawTransform {
  const crop = cropRect(state);
  const oriented = orientedSize(state);
  return {
    scaleX: canvas.width / crop.width,
    scaleY: canvas.height / crop.height,
    cropX: crop.x,
    cropY: crop.y,
    orientedCentre: { x: oriented.width / 2, y: oriented.height / 2 },
    radians: (state.rotation * Math.PI) / 180,
    mirror: state.mirrored ? -1 : 1,
    sourceRect: {
      x: -state.source.width / 2,
      y: -state.source.height / 2,
      width: state.source.width,
      height: state.source.height,
    },
  };
}

/** `size` shrunk (never enlarged) so its longer side is at most `maxSide`. */
export function fitWithin(size: Size, maxSide: number): Size {
  const scale = Math.min(1, maxSide / Math.max(size.width, size.height));
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}

/** The preview canvas: the finished frame, at most `maxSide` on its longer side. */
export function previewCanvasSize(state: EditState, maxSide: number): Size {
  return fitWithin(outputSize(state), maxSide);
}

export type ComposeLayout = 'side-by-side' | 'stacked';

export interface BeforeAfterLayout {
  size: Size;
  before: Rect;
  after: Rect;
}

/**
 * Where a before and an after photo go in one picture: scaled to a common height side by side (to a common width
 * stacked), the smaller photo's size kept so nothing is enlarged, the whole at most `maxSide` on its longer side.
 */
export function beforeAfterLayout(
  before: Size,
  after: Size,
  layout: ComposeLayout,
  maxSide: number,
): BeforeAfterLayout {
  const sideBySide = layout === 'side-by-side';
  const common = sideBySide ? Math.min(before.height, after.height) : Math.min(before.width, after.width);
  const scaled = (image: Size): Size =>
    sideBySide
      ? { width: Math.round((image.width * common) / image.height), height: common }
      : { width: common, height: Math.round((image.height * common) / image.width) };
  const a = scaled(before);
  const b = scaled(after);
  const natural = sideBySide
    ? { width: a.width + b.width, height: common }
    : { width: common, height: a.height + b.height };
  const size = fitWithin(natural, maxSide);
  const factor = size.width / natural.width;
  const place = (image: Size, x: number, y: number): Rect => ({
    x: Math.round(x * factor),
    y: Math.round(y * factor),
    width: Math.round(image.width * factor),
    height: Math.round(image.height * factor),
  });
  return {
    size,
    before: place(a, 0, 0),
    after: sideBySide ? place(b, a.width, 0) : place(b, 0, a.height),
  };
}
