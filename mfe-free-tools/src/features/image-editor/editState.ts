/**
 * An image edit as plain data: the photo's orientation, crop, output size, colour adjustments and annotations.
 * Rendering (preview or full-size export) reads this state; nothing here touches a canvas.
 *
 * Coordinates: `crop` is in full-size pixels of the oriented image (after rotation and mirroring), so the
 * numbers the user sees match the photo however it was turned. Annotations are fractions (0–1) of the finished
 * frame, so they keep their place at any output size.
 */

export type Rotation = 0 | 90 | 180 | 270;

export interface Size {
  width: number;
  height: number;
}

export interface Rect extends Size {
  x: number;
  y: number;
}

export type AspectRatio = 'free' | '1:1' | '4:3' | '3:4' | '16:9' | '9:16';

export const ASPECT_RATIOS: readonly AspectRatio[] = ['free', '1:1', '4:3', '3:4', '16:9', '9:16'];

export interface Adjustments {
  /** Percent; 100 leaves the photo as it is. */
  brightness: number;
  contrast: number;
  saturation: number;
}

export const NEUTRAL_ADJUSTMENTS: Adjustments = { brightness: 100, contrast: 100, saturation: 100 };

export type InkColor = 'white' | 'black' | 'red' | 'yellow';

export interface TextAnnotation {
  id: string;
  kind: 'text';
  text: string;
  x: number;
  y: number;
  /** Letter height as a fraction of the frame's shorter side. */
  size: number;
  color: InkColor;
}

export interface ArrowAnnotation {
  id: string;
  kind: 'arrow';
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  color: InkColor;
}

export type Annotation = TextAnnotation | ArrowAnnotation;

/** The fields an annotation edit may change (a text's or an arrow's own). */
export type AnnotationChanges = Partial<
  Omit<TextAnnotation, 'id' | 'kind'> & Omit<ArrowAnnotation, 'id' | 'kind'>
>;

export interface EditState {
  /** The full-size photo as decoded. */
  source: Size;
  rotation: Rotation;
  /** Mirrored left-to-right before rotating (a vertical flip is a mirror plus a half turn). */
  mirrored: boolean;
  crop: Rect | null;
  aspect: AspectRatio;
  /** Output width; the height follows the crop's proportions. Null: the crop's own size. */
  resizeWidth: number | null;
  adjust: Adjustments;
  annotations: readonly Annotation[];
}

export const MIN_CROP_SIDE = 16;
export const MIN_OUTPUT_SIDE = 16;

export function initialEditState(source: Size): EditState {
  return {
    source,
    rotation: 0,
    mirrored: false,
    crop: null,
    aspect: 'free',
    resizeWidth: null,
    adjust: NEUTRAL_ADJUSTMENTS,
    annotations: [],
  };
}

export function orientedSize(state: Pick<EditState, 'source' | 'rotation'>): Size {
  const { width, height } = state.source;
  return state.rotation % 180 === 0 ? { width, height } : { width: height, height: width };
}

export function cropRect(state: EditState): Rect {
  return state.crop ?? { x: 0, y: 0, ...orientedSize(state) };
}

export function outputSize(state: EditState): Size {
  const crop = cropRect(state);
  if (state.resizeWidth === null) return { width: crop.width, height: crop.height };
  return {
    width: state.resizeWidth,
    height: Math.max(1, Math.round((state.resizeWidth * crop.height) / crop.width)),
  };
}

export function ratioOf(aspect: AspectRatio): number | null {
  if (aspect === 'free') return null;
  const [w, h] = aspect.split(':').map(Number) as [number, number];
  return w / h;
}

const TURNED_ASPECT: Record<AspectRatio, AspectRatio> = {
  free: 'free',
  '1:1': '1:1',
  '4:3': '3:4',
  '3:4': '4:3',
  '16:9': '9:16',
  '9:16': '16:9',
};

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** The largest rectangle of `ratio` centred in `bounds`. */
export function centredCrop(bounds: Size, ratio: number): Rect {
  let width = bounds.width;
  let height = Math.round(width / ratio);
  if (height > bounds.height) {
    height = bounds.height;
    width = Math.round(height * ratio);
  }
  return {
    x: Math.floor((bounds.width - width) / 2),
    y: Math.floor((bounds.height - height) / 2),
    width,
    height,
  };
}

/**
 * Whole pixels, inside the image, at least MIN_CROP_SIDE a side and, for a fixed ratio, of that ratio (the
 * width is kept and the height follows, unless the height would not fit, then the other way round).
 */
export function constrainCrop(rect: Rect, bounds: Size, ratio: number | null): Rect {
  const x = clamp(Math.round(rect.x), 0, bounds.width - MIN_CROP_SIDE);
  const y = clamp(Math.round(rect.y), 0, bounds.height - MIN_CROP_SIDE);
  let width = clamp(Math.round(rect.width), MIN_CROP_SIDE, bounds.width - x);
  let height = clamp(Math.round(rect.height), MIN_CROP_SIDE, bounds.height - y);
  if (ratio !== null) {
    const fromWidth = Math.round(width / ratio);
    if (fromWidth <= bounds.height - y && fromWidth >= MIN_CROP_SIDE) {
      height = fromWidth;
    } else {
      width = Math.min(bounds.width - x, Math.round(height * ratio));
      // Rounding twice can overshoot by a pixel on tall ratios; the photo's edge wins over the exact ratio.
      height = Math.min(bounds.height - y, Math.round(width / ratio));
    }
  }
  return { x, y, width, height };
}

function turnRect(rect: Rect, before: Size, direction: 'cw' | 'ccw'): Rect {
  return direction === 'cw'
    ? { x: before.height - (rect.y + rect.height), y: rect.x, width: rect.height, height: rect.width }
    : { x: rect.y, y: before.width - (rect.x + rect.width), width: rect.height, height: rect.width };
}

function turnAnnotation(annotation: Annotation, direction: 'cw' | 'ccw'): Annotation {
  const turn = (u: number, v: number): [number, number] => (direction === 'cw' ? [1 - v, u] : [v, 1 - u]);
  if (annotation.kind === 'text') {
    const [x, y] = turn(annotation.x, annotation.y);
    return { ...annotation, x, y };
  }
  const [x1, y1] = turn(annotation.x1, annotation.y1);
  const [x2, y2] = turn(annotation.x2, annotation.y2);
  return { ...annotation, x1, y1, x2, y2 };
}

function mirrorAnnotation(annotation: Annotation, axis: 'horizontal' | 'vertical'): Annotation {
  const flip = (value: number) => 1 - value;
  if (annotation.kind === 'text') {
    return axis === 'horizontal'
      ? { ...annotation, x: flip(annotation.x) }
      : { ...annotation, y: flip(annotation.y) };
  }
  return axis === 'horizontal'
    ? { ...annotation, x1: flip(annotation.x1), x2: flip(annotation.x2) }
    : { ...annotation, y1: flip(annotation.y1), y2: flip(annotation.y2) };
}

function rotate(state: EditState, direction: 'cw' | 'ccw'): EditState {
  const before = orientedSize(state);
  const turnedOutput = state.resizeWidth === null ? null : outputSize(state).height;
  return {
    ...state,
    // Turning the view composes with the current orientation: R(±90)·R(r)·M = R(r±90)·M.
    rotation: ((state.rotation + (direction === 'cw' ? 90 : 270)) % 360) as Rotation,
    crop: state.crop && turnRect(state.crop, before, direction),
    aspect: TURNED_ASPECT[state.aspect],
    resizeWidth: turnedOutput,
    annotations: state.annotations.map((annotation) => turnAnnotation(annotation, direction)),
  };
}

function flip(state: EditState, axis: 'horizontal' | 'vertical'): EditState {
  const size = orientedSize(state);
  const crop = state.crop;
  // Mirroring the view after the current orientation: Fh·R(r)·M = R(−r)·(Fh·M); Fv = R(180)·Fh.
  const rotation = ((axis === 'horizontal' ? 360 - state.rotation : 540 - state.rotation) % 360) as Rotation;
  return {
    ...state,
    rotation,
    mirrored: !state.mirrored,
    crop:
      crop &&
      (axis === 'horizontal'
        ? { ...crop, x: size.width - (crop.x + crop.width) }
        : { ...crop, y: size.height - (crop.y + crop.height) }),
    annotations: state.annotations.map((annotation) => mirrorAnnotation(annotation, axis)),
  };
}

export type EditAction =
  | { type: 'rotate'; direction: 'cw' | 'ccw' }
  | { type: 'flip'; axis: 'horizontal' | 'vertical' }
  | { type: 'setAspect'; aspect: AspectRatio }
  | { type: 'setCrop'; rect: Rect }
  | { type: 'clearCrop' }
  | { type: 'setResizeWidth'; width: number | null }
  | { type: 'adjust'; key: keyof Adjustments; value: number }
  | { type: 'addAnnotation'; annotation: Annotation }
  | { type: 'updateAnnotation'; id: string; changes: AnnotationChanges }
  | { type: 'removeAnnotation'; id: string }
  | { type: 'resetEdits' };

function keepResizeInCrop(state: EditState): EditState {
  if (state.resizeWidth === null) return state;
  const crop = cropRect(state);
  return { ...state, resizeWidth: clamp(state.resizeWidth, MIN_OUTPUT_SIDE, crop.width) };
}

/** The edit itself: pure, so every step can be tested and undone. */
export function editReducer(state: EditState, action: EditAction): EditState {
  switch (action.type) {
    case 'rotate':
      return rotate(state, action.direction);
    case 'flip':
      return flip(state, action.axis);
    case 'setAspect': {
      const ratio = ratioOf(action.aspect);
      if (ratio === null) return { ...state, aspect: 'free' };
      return keepResizeInCrop({
        ...state,
        aspect: action.aspect,
        crop: centredCrop(orientedSize(state), ratio),
      });
    }
    case 'setCrop':
      return keepResizeInCrop({
        ...state,
        crop: constrainCrop(action.rect, orientedSize(state), ratioOf(state.aspect)),
      });
    case 'clearCrop':
      return { ...state, crop: null, aspect: 'free' };
    case 'setResizeWidth':
      return {
        ...state,
        resizeWidth:
          action.width === null
            ? null
            : clamp(Math.round(action.width), MIN_OUTPUT_SIDE, cropRect(state).width),
      };
    case 'adjust':
      return { ...state, adjust: { ...state.adjust, [action.key]: clamp(Math.round(action.value), 0, 200) } };
    case 'addAnnotation':
      return { ...state, annotations: [...state.annotations, action.annotation] };
    case 'updateAnnotation':
      return {
        ...state,
        annotations: state.annotations.map((annotation) =>
          annotation.id === action.id ? ({ ...annotation, ...action.changes } as Annotation) : annotation,
        ),
      };
    case 'removeAnnotation':
      return { ...state, annotations: state.annotations.filter((annotation) => annotation.id !== action.id) };
    case 'resetEdits':
      return initialEditState(state.source);
  }
}
