import sharp, { type Metadata } from 'sharp';

/** Longest side of a stored image and of its thumbnail. */
export const MAX_IMAGE_EDGE = 1600;
export const THUMB_EDGE = 320;
/**
 * Decoding is refused above this many pixels (8000 × 5000). A small file can declare an enormous canvas
 * (a "decompression bomb"); sharp checks the header against the limit before it allocates the pixels.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

export class ImageRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImageRejected';
  }
}

export interface ProcessedImage {
  data: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

const WEBP_OPTIONS = { quality: 82, effort: 3 } as const;

/**
 * Re-encodes an uploaded image as WebP at most 1600 px on its longest side, plus a 320 px thumbnail.
 * Re-encoding drops whatever the file carried besides pixels (EXIF with GPS position, ICC tricks, trailing
 * payloads); the EXIF orientation is applied first so the photo stays upright once the tag is gone.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const source = () => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false });
  let metadata: Metadata;
  try {
    // Reading the header decodes no pixels, so the size check here runs before any allocation.
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejected('The file could not be read as an image.');
  }
  const width = metadata.width ?? 0;
  const height = metadata.height ?? 0;
  if (width < 1 || height < 1) throw new ImageRejected('The file could not be read as an image.');
  if (width * height > MAX_INPUT_PIXELS) {
    throw new ImageRejected('The image has too many pixels (at most 40 megapixels).');
  }
  try {
    const main = await source()
      .rotate()
      .resize({ width: MAX_IMAGE_EDGE, height: MAX_IMAGE_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp(WEBP_OPTIONS)
      .toBuffer({ resolveWithObject: true });
    // The thumbnail is cut from the already-reduced image: cheaper, and identical in content.
    const thumb = await sharp(main.data)
      .resize({ width: THUMB_EDGE, height: THUMB_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp(WEBP_OPTIONS)
      .toBuffer();
    return { data: main.data, thumb, width: main.info.width, height: main.info.height };
  } catch (error) {
    if (error instanceof ImageRejected) throw error;
    throw new ImageRejected('The file could not be read as an image.');
  }
}
