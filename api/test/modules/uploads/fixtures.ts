import sharp from 'sharp';
import type { App } from '../../../src/app.js';

export interface FilePart {
  name?: string;
  filename?: string;
  contentType?: string;
  data: Buffer;
}

/** A multipart/form-data body built by hand, so a test controls every byte (order, names, types). */
export function multipartBody(fields: Record<string, string>, files: FilePart[]) {
  const boundary = `----prohive-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name ?? 'file'}"; filename="${file.filename ?? 'photo.jpg'}"\r\n` +
          `Content-Type: ${file.contentType ?? 'image/jpeg'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function upload(
  app: App,
  headers: Record<string, string>,
  purpose: string | null,
  file: FilePart | null,
) {
  const body = multipartBody(purpose === null ? {} : { purpose }, file ? [file] : []);
  return app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

/** A real image of the given size with some detail (a gradient), in the given format. */
export async function makeImage(
  width: number,
  height: number,
  format: 'jpeg' | 'png' | 'webp' = 'jpeg',
  options: { exif?: boolean } = {},
): Promise<Buffer> {
  let image = sharp({
    create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } },
  });
  if (options.exif) {
    image = image.withExif({
      IFD0: { Copyright: 'Secret Owner', Artist: 'Jane Private' },
    });
  }
  return image.toFormat(format).toBuffer();
}

/** A minimal but well-formed one-page PDF. */
export function makePdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * A "decompression bomb": a few hundred bytes whose PNG header declares a huge canvas (here 20000 × 20000,
 * 400 megapixels). Decoding it would allocate more than a gigabyte.
 */
export async function makePixelBomb(): Promise<Buffer> {
  const png = Buffer.from(await makeImage(4, 4, 'png'));
  // IHDR data starts at byte 16: width (4 bytes), height (4 bytes); its CRC covers type + data (bytes 12..28).
  png.writeUInt32BE(20_000, 16);
  png.writeUInt32BE(20_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}
