import type { Size } from './editState';
import { fileProblem, PREVIEW_MAX_SIDE, sizeProblem } from './imageFile';
import { decodeFull, decodePreview, readImageSize, type LoadedImage } from './render';

/** The photo being edited: a small copy for the screen, and the way to the full-size pixels for the export. */
export interface EditorPhoto {
  name: string;
  size: Size;
  preview: LoadedImage;
  full(): Promise<LoadedImage>;
}

export class PhotoProblem extends Error {}

/** Checks and opens a chosen file; the message of a PhotoProblem is meant for the user. */
export async function openPhoto(file: File, previewMaxSide = PREVIEW_MAX_SIDE): Promise<EditorPhoto> {
  const problem = fileProblem(file);
  if (problem) throw new PhotoProblem(problem);
  let size: Size;
  try {
    size = await readImageSize(file);
  } catch {
    throw new PhotoProblem(
      `“${file.name}” could not be read as an image. It may be damaged, or in a format this browser cannot open.`,
    );
  }
  const tooLarge = sizeProblem(file.name, size);
  if (tooLarge) throw new PhotoProblem(tooLarge);
  const preview = await decodePreview(file, size, previewMaxSide);
  return { name: file.name, size, preview, full: () => decodeFull(file) };
}

/** A picture that already lives in memory (the before/after composer's canvas). */
export function photoFromCanvas(name: string, image: CanvasImageSource, size: Size): EditorPhoto {
  const loaded: LoadedImage = { image, size, release: () => undefined };
  return { name, size, preview: loaded, full: () => Promise.resolve(loaded) };
}
