import { adjustPixels, cssFilter, isNeutral } from './adjustPixels';
import { outputSize, type Annotation, type EditState, type InkColor, type Size } from './editState';
import { beforeAfterLayout, drawTransform, fitWithin, type ComposeLayout } from './geometry';
import type { ExportFormat } from './imageFile';

/*
 * Browser-only drawing. Every function here is called from effects and event handlers, never during render.
 */

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;
type AnyCanvas = HTMLCanvasElement | OffscreenCanvas;

/** Ink is part of the picture, not the page, so it does not follow the theme. */
const INK: Record<InkColor, { fill: string; outline: string }> = {
  white: { fill: '#ffffff', outline: '#000000' },
  black: { fill: '#000000', outline: '#ffffff' },
  red: { fill: '#e02424', outline: '#ffffff' },
  yellow: { fill: '#facc15', outline: '#000000' },
};

/** A decoded picture and how to let its memory go. */
export interface LoadedImage {
  image: CanvasImageSource;
  size: Size;
  release(): void;
}

export function makeCanvas(size: Size): AnyCanvas {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(size.width, size.height);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  return canvas;
}

function context(canvas: AnyCanvas): Context2D {
  const ctx = canvas.getContext('2d') as Context2D | null;
  if (!ctx) throw new Error('This browser cannot draw images (no 2D canvas).');
  return ctx;
}

function supportsFilter(ctx: Context2D): boolean {
  return typeof (ctx as { filter?: unknown }).filter === 'string';
}

function drawArrow(
  ctx: Context2D,
  from: { x: number; y: number },
  to: { x: number; y: number },
  width: number,
) {
  const angle = Math.atan2(to.y - from.y, to.x - from.x);
  const head = width * 5;
  ctx.beginPath();
  ctx.moveTo(from.x, from.y);
  ctx.lineTo(to.x - Math.cos(angle) * head * 0.8, to.y - Math.sin(angle) * head * 0.8);
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(to.x, to.y);
  ctx.lineTo(to.x - head * Math.cos(angle - Math.PI / 7), to.y - head * Math.sin(angle - Math.PI / 7));
  ctx.lineTo(to.x - head * Math.cos(angle + Math.PI / 7), to.y - head * Math.sin(angle + Math.PI / 7));
  ctx.closePath();
  ctx.fill();
}

function drawAnnotations(ctx: Context2D, annotations: readonly Annotation[], size: Size) {
  const shorter = Math.min(size.width, size.height);
  for (const annotation of annotations) {
    const ink = INK[annotation.color];
    ctx.save();
    ctx.lineJoin = 'round';
    ctx.lineCap = 'round';
    if (annotation.kind === 'text') {
      const fontSize = Math.max(8, annotation.size * shorter);
      ctx.font = `700 ${fontSize}px system-ui, sans-serif`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.lineWidth = Math.max(2, fontSize / 8);
      ctx.strokeStyle = ink.outline;
      ctx.fillStyle = ink.fill;
      const x = annotation.x * size.width;
      const y = annotation.y * size.height;
      ctx.strokeText(annotation.text, x, y);
      ctx.fillText(annotation.text, x, y);
    } else {
      const width = Math.max(2, shorter * 0.008);
      const from = { x: annotation.x1 * size.width, y: annotation.y1 * size.height };
      const to = { x: annotation.x2 * size.width, y: annotation.y2 * size.height };
      // An outline under the ink keeps the arrow visible on any background.
      ctx.strokeStyle = ink.outline;
      ctx.fillStyle = ink.outline;
      ctx.lineWidth = width * 2;
      drawArrow(ctx, from, to, width * 1.25);
      ctx.strokeStyle = ink.fill;
      ctx.fillStyle = ink.fill;
      ctx.lineWidth = width;
      drawArrow(ctx, from, to, width);
    }
    ctx.restore();
  }
}

export interface DrawOptions {
  /** Draw the whole oriented photo (crop mode) instead of the crop; annotations are left out then. */
  uncropped?: boolean;
  /** Paint this first (JPEG has no transparency). */
  background?: string;
}

/** Draws `state` applied to `image` into `canvas`, scaled to the canvas's size. */
export function drawEdit(
  canvas: AnyCanvas,
  image: CanvasImageSource,
  state: EditState,
  options: DrawOptions = {},
) {
  const ctx = context(canvas);
  const size = { width: canvas.width, height: canvas.height };
  const shown: EditState = options.uncropped ? { ...state, crop: null, resizeWidth: null } : state;
  const t = drawTransform(shown, size);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, size.width, size.height);
  if (options.background) {
    ctx.fillStyle = options.background;
    ctx.fillRect(0, 0, size.width, size.height);
  }
  const useFilter = !isNeutral(state.adjust) && supportsFilter(ctx);
  ctx.save();
  ctx.imageSmoothingQuality = 'high';
  if (useFilter) ctx.filter = cssFilter(state.adjust);
  ctx.scale(t.scaleX, t.scaleY);
  ctx.translate(-t.cropX, -t.cropY);
  ctx.translate(t.orientedCentre.x, t.orientedCentre.y);
  ctx.rotate(t.radians);
  ctx.scale(t.mirror, 1);
  ctx.drawImage(image, t.sourceRect.x, t.sourceRect.y, t.sourceRect.width, t.sourceRect.height);
  ctx.restore();
  if (!isNeutral(state.adjust) && !useFilter) {
    const pixels = ctx.getImageData(0, 0, size.width, size.height);
    adjustPixels(pixels.data, state.adjust);
    ctx.putImageData(pixels, 0, 0);
  }
  if (!options.uncropped) drawAnnotations(ctx, state.annotations, size);
}

function loadElement(blob: Blob): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(blob);
  return new Promise<HTMLImageElement>((resolve, reject) => {
    const element = new Image();
    element.onload = () => resolve(element);
    element.onerror = () => reject(new Error('decode'));
    element.src = url;
  }).finally(() => URL.revokeObjectURL(url));
}

/**
 * The photo's pixel size, read without decoding all of it where the browser allows (an <img> reports its
 * natural size once the header is read), so an oversized photo is refused before it takes the memory.
 */
export async function readImageSize(blob: Blob): Promise<Size> {
  const element = await loadElement(blob);
  return { width: element.naturalWidth, height: element.naturalHeight };
}

/** The full-size decode, for the export. */
export async function decodeFull(blob: Blob): Promise<LoadedImage> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(blob);
    return {
      image: bitmap,
      size: { width: bitmap.width, height: bitmap.height },
      release: () => bitmap.close(),
    };
  }
  const element = await loadElement(blob);
  return {
    image: element,
    size: { width: element.naturalWidth, height: element.naturalHeight },
    release: () => undefined,
  };
}

/**
 * A copy no larger than `maxSide` for on-screen editing. createImageBitmap's resize runs off the main thread in
 * most browsers; elsewhere the photo is drawn once into a small canvas.
 */
export async function decodePreview(blob: Blob, full: Size, maxSide: number): Promise<LoadedImage> {
  const target = fitWithin(full, maxSide);
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(blob, {
        resizeWidth: target.width,
        resizeHeight: target.height,
        resizeQuality: 'high',
      });
      return { image: bitmap, size: target, release: () => bitmap.close() };
    } catch {
      // Older Safari rejects the resize options; fall through to the canvas copy.
    }
  }
  const element = await loadElement(blob);
  const canvas = makeCanvas(target);
  context(canvas).drawImage(element, 0, 0, target.width, target.height);
  return { image: canvas, size: target, release: () => undefined };
}

async function canvasToBlob(canvas: AnyCanvas, type: ExportFormat, quality: number): Promise<Blob | null> {
  if ('convertToBlob' in canvas) {
    try {
      return await canvas.convertToBlob({ type, quality });
    } catch {
      return null;
    }
  }
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/** Draws a composed or decoded image into an encoded file. */
export async function encodeEdit(
  image: CanvasImageSource,
  state: EditState,
  type: ExportFormat,
  quality: number,
): Promise<Blob> {
  const canvas = makeCanvas(outputSize(state));
  drawEdit(canvas, image, state, { background: type === 'image/jpeg' ? '#ffffff' : undefined });
  const blob = await canvasToBlob(canvas, type, quality);
  // Free the full-size pixels now rather than at the next garbage collection.
  canvas.width = 0;
  canvas.height = 0;
  if (!blob || blob.size === 0) {
    throw new Error(
      'Your browser could not create an image this large. Make it smaller under “Resize” and export again.',
    );
  }
  return blob;
}

/** The longest side of a before/after picture: two 24 MP photos side by side would be needlessly huge. */
export const COMPOSE_MAX_SIDE = 4096;

/** Before and after, scaled to one height (side by side) or one width (stacked), with optional labels. */
export function composeBeforeAfter(
  before: LoadedImage,
  after: LoadedImage,
  layout: ComposeLayout,
  labels: boolean,
): AnyCanvas {
  const {
    size,
    before: aRect,
    after: bRect,
  } = beforeAfterLayout(before.size, after.size, layout, COMPOSE_MAX_SIDE);
  const canvas = makeCanvas(size);
  const ctx = context(canvas);
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(before.image, aRect.x, aRect.y, aRect.width, aRect.height);
  ctx.drawImage(after.image, bRect.x, bRect.y, bRect.width, bRect.height);
  if (labels) {
    const fontSize = Math.max(14, Math.round(Math.min(size.width, size.height) * 0.06));
    ctx.font = `700 ${fontSize}px system-ui, sans-serif`;
    ctx.textBaseline = 'top';
    ctx.lineWidth = Math.max(2, fontSize / 8);
    ctx.lineJoin = 'round';
    for (const [text, rect] of [
      ['Before', aRect],
      ['After', bRect],
    ] as const) {
      const x = rect.x + fontSize * 0.6;
      const y = rect.y + fontSize * 0.6;
      ctx.strokeStyle = INK.white.outline;
      ctx.strokeText(text, x, y);
      ctx.fillStyle = INK.white.fill;
      ctx.fillText(text, x, y);
    }
  }
  return canvas;
}
