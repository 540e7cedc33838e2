import type { Size } from './editState';

/** What the browser can decode everywhere; HEIC and RAW are not among them. */
export const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/bmp'] as const;
export const ACCEPT_ATTRIBUTE = ACCEPTED_TYPES.join(',');

export const MAX_FILE_BYTES = 50 * 1024 * 1024;
/**
 * The largest photo the editor opens: a 24-megapixel camera photo fits with room to spare, while the browser
 * still has the memory to decode it and one full-size canvas for the export.
 */
export const MAX_MEGAPIXELS = 50;
/** The on-screen preview's longer side: the editing stays quick whatever the photo's size. */
export const PREVIEW_MAX_SIDE = 2048;

export interface FileFacts {
  name: string;
  type: string;
  size: number;
}

/** The message for a file the editor will not try to open, or null when it may. */
export function fileProblem(file: FileFacts): string | null {
  if (!file.type.startsWith('image/')) {
    return `“${file.name}” is not an image. Choose a JPEG, PNG, WebP or GIF photo.`;
  }
  if (!(ACCEPTED_TYPES as readonly string[]).includes(file.type)) {
    return `“${file.name}” is a ${file.type.replace('image/', '').toUpperCase()} image, which browsers cannot edit. Save it as JPEG or PNG first.`;
  }
  if (file.size > MAX_FILE_BYTES) {
    return `“${file.name}” is ${(file.size / 1024 / 1024).toFixed(0)} MB; the editor opens files up to ${MAX_FILE_BYTES / 1024 / 1024} MB.`;
  }
  return null;
}

/** The message for a decoded image too large to edit, or null. */
export function sizeProblem(name: string, size: Size): string | null {
  const megapixels = (size.width * size.height) / 1_000_000;
  if (megapixels <= MAX_MEGAPIXELS) return null;
  return `“${name}” is ${megapixels.toFixed(0)} megapixels (${size.width} × ${size.height}); the editor opens photos up to ${MAX_MEGAPIXELS} megapixels. Make it smaller first.`;
}

export type ExportFormat = 'image/jpeg' | 'image/png' | 'image/webp';

export const EXPORT_FORMATS: readonly { type: ExportFormat; label: string; extension: string }[] = [
  { type: 'image/jpeg', label: 'JPEG', extension: 'jpg' },
  { type: 'image/png', label: 'PNG', extension: 'png' },
  { type: 'image/webp', label: 'WebP', extension: 'webp' },
];

export function extensionFor(type: string): string {
  return EXPORT_FORMATS.find((format) => format.type === type)?.extension ?? 'png';
}

/** "Kitchen before.JPG" → "Kitchen before-edited.webp" */
export function exportFileName(sourceName: string, type: string): string {
  const base = sourceName.replace(/\.[^.]+$/, '') || 'photo';
  return `${base}-edited.${extensionFor(type)}`;
}
